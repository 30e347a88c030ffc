import { formatXof } from '@kasuwa/contract/money';
import { useStaffText } from '../../../components/staff/staff-language';
import { storePaths } from '../../../lib/store-paths';
import { useSalesDays } from '../api/today-reads';
import { changeText, salesGlance } from '../today-figures';
import { Figure } from './figure';
import '../../../components/staff/staff-text-fr-today';

/** Today's sales so far, as the reports page counts them for today, against the same weekday last week. */
export function SalesFigure({ today, hour }: { today: string; hour: string }) {
  const read = useSalesDays(today);
  const { t } = useStaffText();
  return (
    <Figure read={read} to={`${storePaths.reports.path}?from=${today}&to=${today}`}>
      {(days) => {
        const sales = salesGlance(today, days.today, days.lastWeek, hour);
        return {
          said: (
            <>
              <span className="today__label">{t('Sales so far')}</span>{' '}
              <strong className="today__value">
                {t('{amount} net, {count} orders', { amount: formatXof(sales.today.amount), count: sales.today.orders })}
              </strong>
            </>
          ),
          more: (
            <p className="today__detail">
              {t('Same day last week: {byNow} by this hour, {whole} in all.', {
                byNow: formatXof(sales.lastWeekByNow.amount),
                whole: formatXof(sales.lastWeek.amount),
              })}
              {sales.change !== null &&
                ` ${t('Placed so far: {amount} ({change} on last week by this hour).', {
                  amount: formatXof(sales.placedByNow.amount),
                  change: changeText(sales.change),
                })}`}
            </p>
          ),
        };
      }}
    </Figure>
  );
}
