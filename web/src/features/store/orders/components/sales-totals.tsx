import { formatXof } from '@kasuwa/contract/money';
import type { SalesTotal } from '../api/order-figures';

/** "1 order", "3 orders". */
export const ordersText = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** Sales today and this week: orders new, confirmed or delivered, by the day they were placed. */
export function SalesTotals({ today, week }: { today: SalesTotal; week: SalesTotal }) {
  return (
    <section aria-label="Sales">
      <dl className="sales-totals">
        {[
          { label: 'Today', sales: today },
          { label: 'This week', sales: week },
        ].map(({ label, sales }) => (
          <div key={label} className="sales-totals__item store-surface">
            <dt>{label}</dt>
            <dd>
              <span className="sales-totals__amount">{formatXof(sales.total)}</span>
              <span>{ordersText(sales.orders)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
