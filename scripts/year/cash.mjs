/**
 * The cash side of a year (issue 35), made the same every time from the orders' indexes: how each
 * delivered order was paid and by whom, its rider's run, the cash handed over and closed each Niamey
 * day, a return now and then with its refund, and what is still in hand or unpaid today. Pure, like
 * documents.mjs: `orderCash` gives an order's fields, `cashRecords` the documents derived from them.
 */
import { addWorkingDays, shopDay } from '../lib/contract.mjs';
import { randomFrom } from './random.mjs';

const hour = 3_600_000;
const day = 24 * hour;
const handoverSize = 100;

/**
 * A delivered order's payment, run, cash and return, as staff and the functions would have left them:
 * most paid in cash to the rider (handed to the manager and closed the same day), some at the counter
 * (the seller's close), some by Mobile Money, a few not yet; one in a hundred brought back, its first
 * unit, and refunded three days later by the method paid. Today's cash is still in hand.
 */
export function orderCash(index, order, staff, now) {
  if (order.status !== 'delivered') return {};
  // One generator per order: the same index gives the same cash, whatever the orders around it.
  const roll = randomFrom(900_000 + index);
  const deliveredAt = new Date(Math.min(order.createdAt.getTime() + (4 + roll() * 20) * hour, now - hour));
  const deliveredDay = shopDay(deliveredAt);
  const today = shopDay(new Date(now));
  const kind = roll();
  const byRider = kind < 0.72;
  const paid = kind < 0.97;
  const fields = {
    statusChangedAt: deliveredAt,
    statusChangedBy: byRider ? staff.rider : staff.seller,
    ...(byRider && { riderId: staff.rider, runDay: deliveredDay, runPosition: 1 + (index % 40) }),
  };
  if (paid) {
    const cash = kind < 0.85;
    const holder = byRider ? staff.rider : staff.seller;
    Object.assign(fields, {
      payment: cash ? 'cash' : 'mobile-money',
      ...(!cash && { paymentReference: `YR${index}` }),
      paidBy: cash ? holder : staff.seller,
      paidAt: deliveredAt,
      ...(cash &&
        (deliveredDay === today
          ? { cashHolder: holder, cashSince: deliveredAt }
          : { cashClosedIn: `${deliveredDay}_${byRider ? staff.manager : staff.seller}` })),
    });
  }
  const returned = roll() < 0.01 && deliveredAt.getTime() + 2 * day < now;
  if (returned) {
    const line = order.items[0];
    const refundedAt = deliveredAt.getTime() + 5 * day;
    fields.returnedUnits = { 0: 1 };
    if (paid && refundedAt < now) fields.refunded = line.price;
  }
  return fields;
}

const closeAt = (shopDayText) => new Date(`${shopDayText}T18:30:00Z`);

/**
 * What the year's orders leave beside them: the closes of each day (the manager's of the riders' cash,
 * the seller's of the counter's, less the cash refunds they paid out), a difference with its note now
 * and then and its adjustment the next day, the riders' hand-overs, the returns, and today's cash in
 * hand and the deliveries still unpaid. `orders` are the year's orders with their cash fields.
 */
export function cashRecords(orders, staff, now) {
  const today = shopDay(new Date(now));
  const closes = new Map();
  const inHand = new Map();
  const records = {
    cashCloses: [],
    cashCloseLines: [],
    cashHandovers: [],
    orderReturns: [],
    cashInHand: [],
    unpaidDeliveries: [],
  };
  const closeOf = (id, holder, closeDay) => {
    if (!closes.has(id)) closes.set(id, { holder, day: closeDay, orders: [], refunds: [] });
    return closes.get(id);
  };
  const holding = (holder) => {
    if (!inHand.has(holder)) inHand.set(holder, {});
    return inHand.get(holder);
  };
  for (const { id, data } of orders) {
    if (data.status !== 'delivered') continue;
    if (data.cashClosedIn) {
      const [closeDay, holder] = data.cashClosedIn.split('_');
      closeOf(data.cashClosedIn, holder, closeDay).orders.push({ id, total: data.total, by: data.paidBy });
    }
    if (data.cashHolder) holding(data.cashHolder)[id] = { amount: data.total, since: data.cashSince };
    if (!data.payment) records.unpaidDeliveries.push({ id, data: { total: data.total, deliveredAt: data.statusChangedAt } });
    if (data.returnedUnits) {
      const line = data.items[0];
      const at = new Date(data.statusChangedAt.getTime() + 2 * day);
      const returnDay = shopDay(at);
      const returnId = `year-return-${id.slice('year-order-'.length)}`;
      const refund = data.refunded
        ? { at: new Date(data.statusChangedAt.getTime() + 5 * day), method: data.payment, amount: data.refunded }
        : null;
      const refundDay = refund && shopDay(refund.at);
      const cashRefund = refund?.method === 'cash';
      if (cashRefund && refundDay !== today) {
        closeOf(`${refundDay}_${staff.seller}`, staff.seller, refundDay).refunds.push({ id: returnId, amount: refund.amount });
      }
      if (cashRefund && refundDay === today)
        holding(staff.seller)[`refund-${returnId}`] = { amount: -refund.amount, since: refund.at };
      records.orderReturns.push({
        id: returnId,
        data: {
          orderId: id,
          lines: [{ line: 0, productId: line.productId, title: line.title, price: line.price, quantity: 1, restock: true }],
          amount: line.price,
          reason: 'withdrawal',
          deliveredAt: data.statusChangedAt,
          by: staff.seller,
          at,
          refundDue: addWorkingDays(returnDay, 14),
          ...(refund
            ? {
                refund: {
                  requestId: `00000000-0000-4000-8000-${String(records.orderReturns.length).padStart(12, '0')}`,
                  method: refund.method,
                  ...(refund.method === 'mobile-money' && { reference: `YRF${id.slice(-6)}` }),
                  amount: refund.amount,
                  by: staff.seller,
                  at: refund.at,
                },
                ...(cashRefund &&
                  (refundDay === today ? { refundCashHolder: staff.seller } : { cashClosedIn: `${refundDay}_${staff.seller}` })),
              }
            : { refundFlagFrom: addWorkingDays(returnDay, 10) }),
        },
      });
    }
  }
  let closeIndex = 0;
  for (const [closeId, close] of [...closes].sort(([a], [b]) => (a < b ? -1 : 1))) {
    closeIndex += 1;
    const collected = close.orders.reduce((sum, order) => sum + order.total, 0);
    const refunded = close.refunds.reduce((sum, refund) => sum + refund.amount, 0);
    const expected = collected - refunded;
    const short = closeIndex % 15 === 0 && expected >= 500 ? 500 : 0;
    const counted = Math.max(0, expected - short);
    records.cashCloses.push({
      id: closeId,
      data: {
        kind: 'close',
        day: close.day,
        holder: close.holder,
        expected,
        counted,
        difference: counted - expected,
        ...(short
          ? { note: 'Il manque un billet de 500.' }
          : counted !== expected && { note: 'Remboursement avancé de ma poche, la caisse était vide.' }),
        orderCount: close.orders.length,
        by: close.holder,
        at: closeAt(close.day),
      },
    });
    records.cashCloseLines.push({
      id: closeId,
      data: {
        orders: close.orders.map(({ id, total }) => ({ id, total })),
        ...(close.refunds.length && { refunds: close.refunds }),
      },
    });
    if (short && closeIndex % 30 === 0) {
      const next = shopDay(new Date(closeAt(close.day).getTime() + day));
      records.cashCloses.push({
        id: `year-adjustment-${closeIndex}`,
        data: {
          kind: 'adjustment',
          day: next,
          holder: close.holder,
          closeId,
          amount: short,
          note: 'Billet retrouvé sous le comptoir.',
          by: staff.manager,
          at: closeAt(next),
        },
      });
    }
    if (close.holder === staff.manager) {
      for (let start = 0; start < close.orders.length; start += handoverSize) {
        const part = close.orders.slice(start, start + handoverSize);
        records.cashHandovers.push({
          id: `year-handover-${close.day}-${start / handoverSize}`,
          data: {
            from: staff.rider,
            to: staff.manager,
            amount: part.reduce((sum, order) => sum + order.total, 0),
            orderIds: part.map((order) => order.id),
            at: new Date(closeAt(close.day).getTime() - hour),
          },
        });
      }
    }
  }
  for (const [holder, held] of inHand) {
    records.cashInHand.push({
      id: holder,
      data: { orders: held, role: holder === staff.rider ? 'rider' : 'seller', updatedAt: new Date(now) },
    });
  }
  return records;
}
