import { useId, useState, type FormEvent } from 'react';
import { formatXof } from '@kasuwa/contract/money';
import { useStaffText } from '../../../components/staff/staff-language';
import { StaffMessage } from '../../../components/staff/staff-message';
import { findProducts } from '../api/phone-order';
import type { OrderableProduct } from '../../../components/store/orders/phone-order-form-check';
import '../../../components/staff/staff-text-fr-products';

/** Finds products by a word of their title, category or description, and adds the one chosen. */
export function ProductPicker({ onAdd }: { onAdd: (product: OrderableProduct) => void }) {
  const inputId = useId();
  const { t } = useStaffText();
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<OrderableProduct[] | null>(null);
  const [state, setState] = useState<'idle' | 'searching' | 'failed'>('idle');

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setState('searching');
    try {
      setFound(await findProducts(typed));
      setState('idle');
    } catch (error) {
      console.error('Searching products for a phone order failed:', error);
      setState('failed');
    }
  };

  return (
    <div className="phone-order__picker">
      <form className="store-filters" role="search" aria-label={t('Find a product')} onSubmit={(event) => void search(event)}>
        <label className="store-filters__field" htmlFor={inputId}>
          {t('Product')}
        </label>
        <input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('A word of its name')}
        />
        <button
          type="submit"
          className="admin-button admin-button--secondary admin-button--inline"
          disabled={state === 'searching'}
        >
          {state === 'searching' ? t('Searching…') : t('Find')}
        </button>
      </form>
      {state === 'failed' && <StaffMessage notice={{ text: 'The products could not be searched. Try again.', tone: 'error' }} />}
      {found && found.length === 0 && <p role="status">{t('No product matches “{typed}”.', { typed })}</p>}
      {found && found.length > 0 && (
        <ul className="phone-order__found" aria-label={t('Products found')}>
          {found.map((product) => (
            <li key={product.id}>
              <span>
                {product.title} · {formatXof(product.price)}
              </span>
              <button
                type="button"
                className="admin-button admin-button--small"
                onClick={() => onAdd(product)}
                aria-label={t('Add {name}', { name: product.title })}
              >
                {t('Add')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
