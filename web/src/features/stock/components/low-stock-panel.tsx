import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ListFailure, ListLoading } from '../../../components/staff/list-states';
import { useStaffText, callableProblem, type ShownText, textMessage } from '../../../components/staff/staff-language';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { useCan } from '../../../components/staff/staff-role';
import { storePaths } from '../../../lib/store-paths';
import { lowStockShown, useLowStock, useSetLowStockDefault, useShopLowAt } from '../api/low-stock';
import type { StockRecord } from '../api/stock-records';
import { readCount } from '../stock-counts';
import '../stock.css';
import { NumberField } from '../../../components/staff/form-fields';
import { SaveButton } from '../../../components/staff/form-buttons';
import { TitledSurface } from '../../../components/staff/titled-surface';

const variantName = ({ title, productId, size, color }: StockRecord) => {
  const options = [size, color].filter(Boolean).join(', ');
  return `${title ?? productId}${options ? ` (${options})` : ''}`;
};

function ShopDefaultForm({ stored }: { stored: number }) {
  const setDefault = useSetLowStockDefault();
  const { t } = useStaffText();
  const inputId = useId();
  const [typed, setTyped] = useState(String(stored));
  const [problem, setProblem] = useState<ShownText | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const read = readCount(typed);
    if ('error' in read || read.count === null) return setProblem('error' in read ? read.error : 'Enter a number of units.');
    setProblem(null);
    setDefault.mutate(
      { lowAt: read.count },
      {
        onSuccess: ({ lowAt }) =>
          notify({ text: textMessage('Low-stock alert now at {count} units or fewer', { count: lowAt }), tone: 'success' }),
        onError: (error) => {
          console.error('Could not set the low-stock threshold:', error);
          setProblem(callableProblem(error, 'The threshold could not be saved. Nothing was changed; try again.'));
        },
      },
    );
  };

  return (
    <form className="low-stock__default" onSubmit={save} noValidate>
      <NumberField id={inputId} label={t('Shop-wide alert at (units)')} min={0} value={typed} onValue={setTyped} />
      <SaveButton pending={setDefault.isPending} label={t('Save threshold')} secondary />
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
    </form>
  );
}

/**
 * The dashboard's low-stock list: the variants at or below their threshold (a product's own, else the
 * shop's), lowest first, each a link to its product; and the shop-wide threshold.
 */
export function LowStockPanel() {
  const low = useLowStock();
  const { t } = useStaffText();
  const editsProducts = useCan(storePaths.product.permission);
  const keepsSettings = useCan('settings');
  const shopLowAt = useShopLowAt();
  let list;
  if (low.isPending) list = <ListLoading what="low stock" />;
  else if (low.isError)
    list = <ListFailure message="Failed to load the low stock" onRetry={() => low.refetch()} retrying={low.isRefetching} />;
  else if (low.data.length === 0) list = <p>{t('No variant is low on stock.')}</p>;
  else
    list = (
      <>
        <ul className="low-stock__list">
          {low.data.map((record) => (
            <li key={record.id}>
              {editsProducts ? (
                <Link to={storePaths.product.path(record.productId)}>{variantName(record)}</Link>
              ) : (
                variantName(record)
              )}
              {': '}
              {record.available === 0 ? t('sold out') : t('{count} left', { count: record.available })}
              {record.lowAt !== null && ` ${t('(alert at {count})', { count: record.lowAt })}`}
            </li>
          ))}
        </ul>
        {low.data.length === lowStockShown && <p>{t('The {count} lowest are shown.', { count: lowStockShown })}</p>}
      </>
    );
  return (
    <TitledSurface block="low-stock" id="low-stock" title={t('Low stock')}>
      {list}
      {shopLowAt.isSuccess && keepsSettings && <ShopDefaultForm key={shopLowAt.data} stored={shopLowAt.data} />}
      {shopLowAt.isError && <StaffMessage notice={{ text: 'The shop-wide threshold could not be loaded.', tone: 'error' }} />}
    </TitledSurface>
  );
}
