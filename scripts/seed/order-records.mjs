/**
 * What the seeded orders leave beside them, as acceptOrderIn, the console and followOrder's effects
 * write it: the tracking links' views, the order counter, the Mobile Money references claimed, the stock
 * the orders took (with its movements), the units still held at the seed's clock, the campaigns' counts.
 * Imported documents fire no trigger: without these, `npm start` would show orders nothing followed.
 */
import { defaultLowStockAt, paymentReferenceKey, shopDay, stockIdOf } from '../lib/contract.mjs';
import { demandsOf, heldOrderOf, isTrackable, newCustomersHoldId, trackingViewOf } from '../lib/server-helpers.mjs';
import accounts from './accounts.json' with { type: 'json' };
import { hour, seedNow, timestamp } from './seed-clock.mjs';

const dateOf = (stored) => stored && new Date(stored.$timestamp);
const millisOf = (stored) => dateOf(stored).getTime();

/** Each order's public view, under its token, as followOrder's tracking effect keeps it (no rider is out). */
export function trackingViewDocs(orderDocs) {
  return orderDocs
    .filter(({ data }) => isTrackable(data))
    .map(({ data, moves }) => {
      const order = { ...data, createdAt: dateOf(data.createdAt), statusChangedAt: dateOf(data.statusChangedAt) };
      const steps = moves.map(({ data: move }) => ({ status: move.to, at: dateOf(move.at) }));
      const view = trackingViewOf(order, steps, null);
      return {
        id: data.trackingToken,
        data: {
          ...view,
          steps: view.steps.map((step) => ({ status: step.status, at: timestamp(step.at.getTime()) })),
          expiresAt: view.expiresAt ? timestamp(view.expiresAt.getTime()) : null,
        },
      };
    });
}

/** counters/orders: the last number given, as nextOrderNumber leaves it. */
export const orderCounterDocs = (orderDocs) => [
  { id: 'orders', data: { last: Math.max(...orderDocs.map(({ data }) => data.number)) } },
];

/** The Mobile Money references recorded on the orders, each claimed by its order in the payment's batch. */
export const paymentReferenceDocs = (orderDocs) =>
  orderDocs
    .filter(({ data }) => data.paymentReference)
    .map(({ id, data }) => ({
      id: paymentReferenceKey(data.paymentReference),
      data: { orderId: id, by: data.paidBy, at: data.paidAt },
    }));

/**
 * The counted variants as staff counted them `countedDaysAgo` (setStock, with its "staff" movement),
 * then each order placed since, in turn: reserveStock takes its units from a
 * counted variant; a delivery consumes them, a cancellation gives them back (followOrder's stock effect).
 */
export function stockDocs(countedStock, orderDocs, titleOf, countedDaysAgo) {
  const countedAt = timestamp(seedNow - countedDaysAgo * 24 * hour);
  const stock = new Map();
  const movements = [];
  for (const { productId, size, color, available, lowAt = null } of countedStock) {
    const stockId = stockIdOf({ productId, size, color });
    stock.set(stockId, {
      productId,
      size,
      color,
      available,
      reserved: 0,
      lowAt,
      title: titleOf(productId),
      updatedAt: countedAt,
    });
    movements.push({
      id: `seed-count:${stockId}`,
      data: { stockId, productId, change: available, reason: 'staff', by: accounts.admin.uid, at: countedAt },
    });
  }
  const byPlacement = [...orderDocs].sort((a, b) => millisOf(a.data.createdAt) - millisOf(b.data.createdAt));
  for (const { id: orderId, data } of byPlacement) {
    // Placed before the count, the order took nothing: no variant was counted yet.
    if (millisOf(data.createdAt) < millisOf(countedAt)) continue;
    const settling = { cancelled: 'cancel', delivered: 'deliver' }[data.status];
    for (const { stockId, productId, quantity } of demandsOf(data.items)) {
      const variant = stock.get(stockId);
      if (!variant) continue;
      if (variant.available < quantity) throw new Error(`Order ${orderId} takes more of ${stockId} than is counted`);
      const movement = (reason, change, at) => ({
        id: `${orderId}:${reason}:${stockId}`,
        data: { stockId, productId, change, reason, orderId, at },
      });
      Object.assign(variant, {
        available: variant.available - quantity,
        reserved: variant.reserved + quantity,
        updatedAt: data.createdAt,
      });
      movements.push(movement('order', -quantity, data.createdAt));
      if (!settling) continue;
      if (settling === 'cancel') variant.available += quantity;
      variant.reserved -= quantity;
      variant.updatedAt = data.statusChangedAt;
      movements.push(movement(settling, settling === 'cancel' ? quantity : 0, data.statusChangedAt));
    }
  }
  return {
    stock: [...stock].map(([id, variant]) => ({
      id,
      data: { ...variant, low: variant.available <= (variant.lowAt ?? defaultLowStockAt) },
    })),
    movements,
  };
}

/**
 * The units the orders still `new` and unpaid hold at the seed's clock (readHeldUnits' take): in their
 * customer's held units, and in new customers' share of each variant when the customer has no delivered
 * order. Ended holds are gone: their documents' TTL (`expiresAt`) has deleted them.
 */
export function heldUnitsDocs(orderDocs) {
  const docs = new Map();
  const hold = (id, orderId, entry, until) => {
    const held = docs.get(id) ?? { orders: {}, expiresAt: until };
    held.orders[orderId] = entry;
    if (millisOf(until) > millisOf(held.expiresAt)) held.expiresAt = until;
    docs.set(id, held);
  };
  for (const { id: orderId, data } of orderDocs) {
    if (data.status !== 'new' || !data.holdUntil || millisOf(data.holdUntil) <= seedNow) continue;
    const until = millisOf(data.holdUntil);
    hold(data.userId, orderId, heldOrderOf(data.items, until), data.holdUntil);
    const known = orderDocs.some((other) => other.data.userId === data.userId && other.data.status === 'delivered');
    if (known) continue;
    for (const { stockId, quantity } of demandsOf(data.items)) {
      hold(newCustomersHoldId(stockId), orderId, { units: { [stockId]: quantity }, until }, data.holdUntil);
    }
  }
  return [...docs].map(([id, data]) => ({ id, data }));
}

/** Each campaign's orders per Niamey day of the year they were placed: one document per campaign and year. */
export function campaignOrderDocs(orderDocs) {
  const byId = new Map();
  for (const { data } of orderDocs) {
    // A cancelled order is taken back, as followOrder's campaign effect does.
    if (!data.campaign || data.status === 'cancelled') continue;
    const day = shopDay(dateOf(data.createdAt));
    const id = `${data.campaign}:${day.slice(0, 4)}`;
    const document = byId.get(id) ?? { code: data.campaign, days: {} };
    const figures = document.days[day] ?? { orders: 0, delivered: 0, deliveredTotal: 0 };
    figures.orders += 1;
    if (data.status === 'delivered') {
      figures.delivered += 1;
      figures.deliveredTotal += data.total;
    }
    document.days[day] = figures;
    byId.set(id, document);
  }
  return [...byId].map(([id, data]) => ({ id, data }));
}
