import { shopDay, shopHour } from '../days';
import { variantMonthId, type SalesCount, type SalesDay, type SalesOrder, type SalesRefund, type VariantSales } from '../sales';
import { stockIdOf } from '../stock';

/** The channel an order is counted under: its own, else phone when staff took it, else the app. */
const channelOf = (order: SalesOrder): string =>
  order.channel === 'whatsapp' || order.channel === 'phone' || order.channel === 'web'
    ? order.channel
    : order.takenBy
      ? 'phone'
      : 'app';

/**
 * The sales of every day counted again from the orders and refunds themselves, written apart from
 * contract/src/sales.ts and as plainly as can be: what the summaries must equal.
 */
export function recountSales(orders: readonly SalesOrder[], refunds: readonly { order: SalesOrder; refund: SalesRefund }[]) {
  const days = new Map<string, SalesDay>();
  const variantMonths = new Map<string, VariantSales>();
  const dayOf = (day: string) => {
    const found = days.get(day);
    if (found) return found;
    const fresh: SalesDay = {
      day,
      ...{ orders: 0, units: 0, amount: 0, deliveryFees: 0 },
      placed: { orders: 0, amount: 0 },
      cancelled: { orders: 0, amount: 0 },
      refunded: { orders: 0, amount: 0 },
      ...{ zones: {}, channels: {}, payments: {}, takenBy: {}, deliveredBy: {}, hours: {}, staffEmails: {} },
    };
    days.set(day, fresh);
    return fresh;
  };
  const count = (map: Record<string, SalesCount>, key: string, orders: number, amount: number) => {
    map[key] ??= { orders: 0, amount: 0 };
    map[key].orders += orders;
    map[key].amount += amount;
  };
  const zoneOf = (summary: SalesDay, order: SalesOrder) => {
    const key = order.zoneId || 'none';
    summary.zones[key] ??= { orders: 0, amount: 0, name: order.zoneName ?? '' };
    return summary.zones[key];
  };
  const variant = (summary: SalesDay, item: SalesOrder['items'][number], units: number) => {
    const month = summary.day.slice(0, 7);
    const id = variantMonthId(month, stockIdOf({ productId: item.productId!, size: item.size, color: item.color }));
    const sales = variantMonths.get(id) ?? {
      month,
      productId: item.productId!,
      title: item.title ?? '',
      ...(item.size && { size: item.size }),
      ...(item.color && { color: item.color }),
      units: 0,
      amount: 0,
    };
    sales.units += units;
    sales.amount += units * (item.price ?? 0);
    variantMonths.set(id, sales);
  };
  const book = (summary: SalesDay, order: SalesOrder, sign: 1 | -1) => {
    const total = order.total ?? 0;
    summary.orders += sign;
    summary.amount += sign * total;
    summary.deliveryFees += sign * (order.deliveryFee ?? 0);
    for (const item of order.items) {
      summary.units += sign * (item.quantity ?? 0);
      if (item.productId) variant(summary, item, sign * (item.quantity ?? 0));
    }
    const zone = zoneOf(summary, order);
    zone.orders += sign;
    zone.amount += sign * total;
    count(summary.channels, channelOf(order), sign, sign * total);
    count(
      summary.payments,
      order.payment === 'cash' || order.payment === 'mobile-money' ? order.payment : 'unpaid',
      sign,
      sign * total,
    );
    if (order.takenBy) count(summary.takenBy, order.takenBy, sign, sign * total);
    const deliverer = order.riderId || order.statusChangedBy;
    if (order.status === 'delivered' && deliverer) count(summary.deliveredBy, deliverer, sign, sign * total);
  };
  for (const order of orders) {
    if (!order.createdAt) continue;
    if (!['new', 'confirmed', 'outForDelivery', 'deliveryFailed', 'delivered', 'cancelled'].includes(order.status ?? ''))
      continue;
    const placed = dayOf(shopDay(order.createdAt));
    book(placed, order, 1);
    placed.placed.orders += 1;
    placed.placed.amount += order.total ?? 0;
    count(placed.hours, shopHour(order.createdAt), 1, order.total ?? 0);
    if (order.status === 'cancelled') {
      const cancelled = dayOf(shopDay(order.statusChangedAt ?? order.createdAt));
      book(cancelled, order, -1);
      cancelled.cancelled.orders += 1;
      cancelled.cancelled.amount += order.total ?? 0;
    }
  }
  for (const { order, refund } of refunds) {
    const summary = dayOf(shopDay(refund.at));
    summary.amount -= refund.amount;
    summary.refunded.orders += 1;
    summary.refunded.amount += refund.amount;
    for (const { line, quantity } of refund.lines) {
      const item = order.items[line];
      if (!item) continue;
      summary.units -= quantity;
      if (item.productId) variant(summary, item, -quantity);
    }
    zoneOf(summary, order).amount -= refund.amount;
    count(summary.channels, channelOf(order), 0, -refund.amount);
    count(
      summary.payments,
      refund.method === 'cash' || refund.method === 'mobile-money' ? refund.method : 'unpaid',
      0,
      -refund.amount,
    );
  }
  return { days, variantMonths };
}

/** A day's sales without the entries that come to nothing: what two countings must both show. */
export function withoutEmptyEntries(summary: SalesDay): SalesDay {
  const kept = <Entry extends object>(map: Record<string, Entry>) =>
    Object.fromEntries(
      Object.entries(map).filter(([, entry]) => Object.values(entry).some((value) => typeof value === 'number' && value !== 0)),
    );
  return {
    ...summary,
    zones: kept(summary.zones),
    channels: kept(summary.channels),
    payments: kept(summary.payments),
    takenBy: kept(summary.takenBy),
    deliveredBy: kept(summary.deliveredBy),
    hours: kept(summary.hours),
    // Labels of the staff, not figures: a recount has none.
    staffEmails: {},
  };
}
