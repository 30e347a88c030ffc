import { customerKeyOf, orderTotal, shopDay, staffMoves } from '../lib/contract.mjs';
import accounts from './accounts.json' with { type: 'json' };
import { deliveryAddresses, deliveryZones, shopUsers } from './community.mjs';
import { hour, seedNow, timestamp } from './seed-clock.mjs';

/** A seeded order as placeOrder and the staff's moves leave it, with its status changes. */
export function orderDocument(order, productsById) {
  const items = order.items.map(([productId, quantity, size, color]) => {
    const product = productsById.get(productId);
    if (!product) throw new Error(`Order ${order.id} names unknown product ${productId}`);
    return { productId, title: product.title, price: product.price, quantity, ...(size && { size }), ...(color && { color }) };
  });
  const shopper = shopUsers.find((user) => user.uid === order.userId);
  const zone = order.zone && deliveryZones.find((candidate) => candidate.id === order.zone);
  if (order.zone && !zone) throw new Error(`Order ${order.id} names unknown zone ${order.zone}`);
  const placedAt = seedNow - order.daysAgo * 24 * hour - 5 * hour;
  const moves = movesTo(order.status);
  const lastMove = moves.at(-1);
  return {
    id: order.id,
    moves: moves.map((move, index) => ({
      id: `${order.id}-move-${index + 1}`,
      data: {
        ...move,
        by: accounts.admin.uid,
        byEmail: accounts.admin.email,
        at: timestamp(placedAt + (index + 1) * 3 * hour),
        ...(move.to === 'cancelled' && { reason: order.cancelReason }),
      },
    })),
    data: {
      userId: order.userId,
      items,
      // As placeOrder writes it: the zone's fee in the total, the zone's name as it was.
      total: orderTotal(items, zone?.fee),
      ...(zone && { zoneId: zone.id, zoneName: zone.name, deliveryFee: zone.fee }),
      ...(order.campaign && { campaign: order.campaign }),
      status: order.status,
      phone: shopper.phone,
      customerKey: customerKeyOf(shopper.phone),
      deliveryAddress: deliveryAddresses[order.userId],
      createdAt: timestamp(placedAt),
      // Placed through placeOrder, which prices an order as it writes it.
      checkedAt: timestamp(placedAt),
      ...(lastMove && {
        statusChangeId: `${order.id}-move-${moves.length}`,
        statusChangedBy: accounts.admin.uid,
        statusChangedAt: timestamp(placedAt + moves.length * 3 * hour),
      }),
      ...(order.status === 'cancelled' && { cancelReason: order.cancelReason }),
    },
  };
}

/** Each campaign's orders per Niamey day of the year they were placed: one document per campaign and year. */
export function campaignOrderDocs(orderDocs) {
  const byId = new Map();
  for (const { data } of orderDocs) {
    // A cancelled order is taken back, as followOrder's campaign effect does.
    if (!data.campaign || data.status === 'cancelled') continue;
    const day = shopDay(new Date(data.createdAt.$timestamp));
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

/** The staff moves from `new` to `status`, the shortest way the workflow allows. */
function movesTo(status) {
  if (status === 'new') return [];
  const path = [{ from: 'new', to: status === 'cancelled' ? 'cancelled' : 'confirmed' }];
  if (status === 'delivered') path.push({ from: 'confirmed', to: 'delivered' });
  for (const move of path) {
    if (!staffMoves[move.from]?.includes(move.to)) throw new Error(`Staff cannot move an order from ${move.from} to ${move.to}`);
  }
  if (path.at(-1).to !== status) throw new Error(`No seeded path to ${status}`);
  return path;
}
