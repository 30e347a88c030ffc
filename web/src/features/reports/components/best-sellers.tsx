import { useState } from 'react';
import { formatXof } from '@kasuwa/contract/money';
import { ListFailure, ListLoading } from '../../../components/staff/list-states';
import { textMessage, useStaffText } from '../../../components/staff/staff-language';
import { useBestSellers } from '../api/sales-days';
import { BarRows, ReportChart } from './bar-table';
import { useMonthName } from './day-label';
import '../../../components/staff/staff-text-fr-reports';
import { ToggleButtons } from '../../../components/staff/toggle-buttons';

/**
 * The best sellers of a calendar month, the last the period touches unless staff choose the one
 * before: a variant's sales are kept per month, so that ten documents name them whatever the catalogue.
 */
export function BestSellers({ months }: { months: readonly string[] }) {
  const [month, setMonth] = useState(months.at(-1) ?? '');
  const shown = months.includes(month) ? month : (months.at(-1) ?? '');
  const best = useBestSellers(shown);
  const { t } = useStaffText();
  const monthName = useMonthName();
  const title = textMessage('Best sellers of {month}', { month: monthName(shown) });
  return (
    <ReportChart title={title}>
      {months.length > 1 && (
        <div className="report-chart__choice" role="group" aria-label={t('Month of the best sellers')}>
          <ToggleButtons choices={months} chosen={shown} onChoose={setMonth} labelOf={monthName} />
        </div>
      )}
      {best.failure ? (
        <ListFailure message="Failed to load the best sellers" onRetry={best.retry} />
      ) : !best.variants ? (
        <ListLoading what="best sellers" />
      ) : best.variants.length === 0 ? (
        <p className="store-empty">{t('Nothing sold in {month}.', { month: monthName(shown) })}</p>
      ) : (
        <BarRows
          caption={t(title)}
          columns={['Product', 'Sales']}
          rows={best.variants.map((variant) => ({
            key: `${variant.productId}:${variant.size ?? ''}:${variant.color ?? ''}`,
            label: variantName(variant),
            bars: [
              { value: variant.amount, shown: `${formatXof(variant.amount)} · ${t('{count} units', { count: variant.units })}` },
            ],
          }))}
        />
      )}
    </ReportChart>
  );
}

/** "Boubou brodé · L · Indigo". */
export const variantName = (variant: { productId: string; title: string; size?: string; color?: string }) =>
  [variant.title || variant.productId, variant.size, variant.color].filter(Boolean).join(' · ');
