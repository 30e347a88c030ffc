import { useId } from 'react';
import { orderLimits } from '@kasuwa/contract/limits';
import { formatXof } from '@kasuwa/contract/money';
import { useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import type { DraftLine } from '../../../components/store/orders/phone-order-form-check';
import '../../../components/staff/staff-text-fr-products';

/** One line of the phone-order form: the product and its price, its size and colour if it has them, how many, and its removal. */
export function PhoneOrderLine({
  line,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  onChange: (line: DraftLine) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const { t } = useStaffText();
  const choice = (field: 'size' | 'color', options: string[], label: StaffTextId) =>
    options.length > 0 && (
      <label className="store-filters__field">
        {t(label)}
        <select value={line[field]} onChange={(event) => onChange({ ...line, [field]: event.target.value })}>
          <option value="">{t('Choose…')}</option>
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </label>
    );
  return (
    <li className="phone-order__line" aria-labelledby={`${id}-title`}>
      <span id={`${id}-title`} className="phone-order__line-title">
        {line.product.title} · {formatXof(line.product.price)}
      </span>
      {choice('size', line.product.sizes, 'Size')}
      {choice('color', line.product.colors, 'Colour')}
      <label className="store-filters__field">
        {t('Quantity')}
        <input
          type="number"
          min={1}
          max={orderLimits.maxQuantity}
          value={line.quantity}
          onChange={(event) =>
            onChange({
              ...line,
              quantity: Math.min(orderLimits.maxQuantity, Math.max(1, Math.trunc(Number(event.target.value)) || 1)),
            })
          }
        />
      </label>
      <button type="button" className="admin-button admin-button--secondary admin-button--small" onClick={onRemove}>
        {t('Remove')}
        <span className="visually-hidden"> {line.product.title}</span>
      </button>
    </li>
  );
}
