/**
 * The sales summaries of seeded orders and returns (issue 36), as followOrder's sales effect and refundReturn
 * would have left them: each day's sales, each year's daily totals, each customer's record, and what
 * each order was counted from. Pure: the contract's own functions count every order once. The seed and
 * `seed:year` use it.
 */
import {
  customerOrderFields,
  nestedFigures,
  orderCustomerPart,
  orderSalesPart,
  refundSalesPart,
  salesByDay,
  salesOrderFields,
  sumSales,
  trendsOf,
  variantMonthsOf,
} from './contract.mjs';

const asIs = (value) => value;

/**
 * `orders` and `returns` are documents ({ id, data }) with their times as Dates; `now` stamps the
 * summaries; `staffEmails` names the seeded staff ({ uid: email }); `stored` gives a time as the
 * writer stores it (the seed's plan has its own form).
 */
export function salesRecords(orders, returns, now, staffEmails, stored = asIs) {
  const counted = [];
  const orderData = new Map();
  const customerParts = [];
  function* parts() {
    for (const { id, data } of orders) {
      const part = orderSalesPart(data);
      if (Object.keys(part.counts).length === 0) continue;
      orderData.set(id, data);
      customerParts.push(orderCustomerPart(data));
      const order = Object.fromEntries(
        [...salesOrderFields, ...customerOrderFields]
          .filter((field) => data[field] !== undefined)
          .map((field) => [field, data[field] instanceof Date ? stored(data[field]) : data[field]]),
      );
      counted.push({ id, data: { order, countedAt: stored(new Date(now)) } });
      yield part;
    }
    for (const { data } of returns) {
      const { refund } = data;
      if (!refund) continue;
      yield refundSalesPart(orderData.get(data.orderId), {
        lines: data.lines,
        amount: refund.amount,
        method: refund.method,
        at: refund.at,
      });
    }
  }
  const sum = sumSales(parts());
  const customers = nestedFigures(sumSales(customerParts), asIs);
  return {
    salesDays: [...salesByDay(sum, asIs)].map(([id, figures]) => {
      const staff = [...Object.keys(figures.takenBy ?? {}), ...Object.keys(figures.deliveredBy ?? {})];
      const emails = Object.fromEntries(staff.filter((uid) => staffEmails[uid]).map((uid) => [uid, staffEmails[uid]]));
      return { id, data: { ...figures, staffEmails: emails, updatedAt: stored(new Date(now)) } };
    }),
    salesVariantMonths: [...variantMonthsOf(sum, asIs)].map(([id, data]) => ({ id, data })),
    salesTrends: [...trendsOf(sum, asIs)].map(([id, days]) => ({ id, data: { days } })),
    salesCounted: counted,
    customers: [...customers].map(([key, figures]) => ({ id: key, data: { ...figures, key, updatedAt: stored(new Date(now)) } })),
  };
}
