import { useId, useState, type FormEvent } from 'react';
import { maxStockUnits, type SetStockInput } from '@kasuwa/contract/stock';
import { variantKey } from '@kasuwa/contract/variants';
import { stockRefusals } from '@kasuwa/contract/refusals/stock';
import { ListFailure, ListLoading } from '../../../components/staff/list-states';
import {
  useStaffText,
  type ShownText,
  type TextMessage,
  textMessage,
  callableProblem,
} from '../../../components/staff/staff-language';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { useProductStock, useSetStock } from '../api/product-stock';
import { useShopLowAt } from '../api/low-stock';
import type { StockRecord } from '../api/stock-records';
import { readCount, variantRows, type VariantRow } from '../stock-counts';
import '../stock.css';
import '../../../components/staff/staff-text-fr-products';
import { NumberField } from '../../../components/staff/form-fields';
import { SaveButton, SideButton } from '../../../components/staff/form-buttons';
import { TitledSurface } from '../../../components/staff/titled-surface';

interface StockPanelProps {
  productId: string;
  title: string;
  sizes: readonly string[];
  colors: readonly string[];
}

const stockFailure = (error: unknown) =>
  callableProblem(error, 'The stock could not be saved. Nothing was changed; try again.', { refusals: stockRefusals });

function StockForm({
  productId,
  title,
  rows,
  counted,
}: {
  productId: string;
  title: string;
  rows: VariantRow[];
  counted: StockRecord[];
}) {
  const setStock = useSetStock();
  const shopLowAt = useShopLowAt();
  const { t } = useStaffText();
  const formId = useId();
  const byKey = new Map(
    counted.map((record) => [
      variantKey({ ...(record.size && { size: record.size }), ...(record.color && { color: record.color }) }),
      record,
    ]),
  );
  const storedLowAt = counted[0]?.lowAt ?? null;
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(rows.map((row) => [row.key, byKey.has(row.key) ? String(byKey.get(row.key)?.available) : ''])),
  );
  const [typedLowAt, setTypedLowAt] = useState(storedLowAt === null ? '' : String(storedLowAt));
  const [problem, setProblem] = useState<ShownText | null>(null);

  const send = (input: SetStockInput, done: TextMessage) => {
    setProblem(null);
    setStock.mutate(input, {
      onSuccess: () => notify({ text: done, tone: 'success' }),
      onError: (error) => {
        console.error(`Could not set the stock of ${productId}:`, error);
        setProblem(stockFailure(error));
      },
    });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const variants: SetStockInput['variants'] = [];
    for (const row of rows) {
      const read = readCount(typed[row.key] ?? '');
      if ('error' in read) return setProblem(textMessage('{variant}: {problem}', { variant: row.label, problem: read.error }));
      if (read.count !== null)
        variants.push({ ...(row.size && { size: row.size }), ...(row.color && { color: row.color }), available: read.count });
    }
    const lowAt = readCount(typedLowAt);
    if ('error' in lowAt) return setProblem(textMessage('Low-stock alert: {problem}', { problem: lowAt.error }));
    if (variants.length === 0)
      return setProblem('Enter a count for at least one variant. A variant left blank sells without counting.');
    send(
      { productId, variants, ...(lowAt.count !== storedLowAt && { lowAt: lowAt.count }) },
      textMessage('Stock saved for {title}', { title }),
    );
  };

  const markSoldOut = () => {
    setTyped(Object.fromEntries(rows.map((row) => [row.key, '0'])));
    const variants = rows.map((row) => ({
      ...(row.size && { size: row.size }),
      ...(row.color && { color: row.color }),
      available: 0,
    }));
    send({ productId, variants }, textMessage('{title} is sold out: /boutique shows "Épuisé" within a minute', { title }));
  };

  return (
    <form className="stock-form" aria-describedby={`${formId}-hint`} onSubmit={save} noValidate>
      <p id={`${formId}-hint`} className="stock-form__hint">
        {t('Units that can still be sold. A variant left blank sells without counting; 0 is sold out.')}
      </p>
      <div className="admin-table-scroll" role="region" aria-label={t('Stock per variant')} tabIndex={0}>
        <table className="stock-table">
          <thead>
            <tr>
              <th scope="col">{t('Variant')}</th>
              <th scope="col">{t('Can be sold')}</th>
              <th scope="col">{t('In open orders')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const record = byKey.get(row.key);
              return (
                <tr key={row.key}>
                  <th scope="row">
                    <label htmlFor={`${formId}-${row.key}`}>{t(row.label)}</label>
                  </th>
                  <td>
                    <input
                      id={`${formId}-${row.key}`}
                      className="stock-table__count"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={maxStockUnits}
                      step={1}
                      placeholder={t('Not counted')}
                      value={typed[row.key] ?? ''}
                      onChange={(event) => setTyped((previous) => ({ ...previous, [row.key]: event.target.value }))}
                    />
                  </td>
                  <td>{record ? record.reserved : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <NumberField
        id={`${formId}-low`}
        label={t('Low-stock alert at (units)')}
        fieldClassName="stock-form__low"
        min={0}
        max={maxStockUnits}
        placeholder={shopLowAt.data === undefined ? t('Shop default') : t('Shop default: {count}', { count: shopLowAt.data })}
        value={typedLowAt}
        onValue={setTypedLowAt}
      />
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
      <div className="stock-form__actions">
        <SaveButton pending={setStock.isPending} label={t('Save stock')} />
        <SideButton disabled={setStock.isPending} onClick={markSoldOut}>
          {t('Mark sold out')}
        </SideButton>
      </div>
    </form>
  );
}

/**
 * The product page's stock: what each variant can still sell and has in open orders, counts set in one
 * save (setStock), "sold out" in one tap, and the product's low-stock threshold. Kept apart from the
 * product's form: stock is the server's (orders move it), not a product field.
 */
export function StockPanel({ productId, title, sizes, colors }: StockPanelProps) {
  const stock = useProductStock(productId);
  const { t } = useStaffText();
  const rows = variantRows(sizes, colors);
  let content;
  if (stock.isPending) content = <ListLoading what="stock" />;
  else if (stock.isError)
    content = <ListFailure message="Failed to load the stock" onRetry={() => stock.refetch()} retrying={stock.isRefetching} />;
  // A new key when the stored counts change (a save, a refetch): the form starts from them again.
  else content = <StockForm key={stock.dataUpdatedAt} productId={productId} title={title} rows={rows} counted={stock.data} />;
  return (
    <TitledSurface block="stock-panel" title={t('Stock')}>
      {content}
    </TitledSurface>
  );
}
