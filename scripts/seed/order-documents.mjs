import { createHash } from 'node:crypto';
import { customerKeyOf, defaultOrderHolds, orderTotal, staffMoves } from '../lib/contract.mjs';
import accounts from './accounts.json' with { type: 'json' };
import { deliveryAddresses, deliveryZones, shopUsers } from './community.mjs';
import { hour, seedNow, timestamp } from './seed-clock.mjs';

/**
 * A seeded order's tracking token: 16 bytes as newTrackingToken gives them, but from a hash of its id
 * (not random), so that the seed is the same each time it is made. Anyone can work them out: demo data.
 */
export const seedTrackingToken = (orderId) =>
  createHash('sha256').update(`kasuwa seed tracking link ${orderId}`).digest().subarray(0, 16).toString('base64url');

/**
 * A seeded order as placeOrder and the staff's moves leave it, with its status changes and its payment's
 * record: acceptOrderIn's number, tracking token, customer key and hold end (the shop's default hold),
 * the shopper's name from their record, a payment as the console records it. `number` is its place.
 */
export function orderDocument(order, productsById, number) {
  const items = order.items.map(([productId, quantity, size, color]) => {
    const product = productsById.get(productId);
    if (!product) throw new Error(`Order ${order.id} names unknown product ${productId}`);
    return { productId, title: product.title, price: product.price, quantity, ...(size && { size }), ...(color && { color }) };
  });
  const shopper = shopUsers.find((user) => user.uid === order.userId);
  const zone = order.zone && deliveryZones.find((candidate) => candidate.id === order.zone);
  if (order.zone && !zone) throw new Error(`Order ${order.id} names unknown zone ${order.zone}`);
  const placedAt = seedNow - order.hoursAgo * hour;
  const holdUntil = placedAt + defaultOrderHolds.holdMinutes * 60_000;
  const moves = movesTo(order.status);
  const movedAt = (index) => placedAt + (index + 1) * 3 * hour;
  if (moves.length > 0 && movedAt(moves.length - 1) > seedNow) throw new Error(`Order ${order.id} moves after the seed's clock`);
  if (order.status === 'new' && !order.paid && holdUntil <= seedNow)
    throw new Error(`Order ${order.id} would have lapsed before the seed's clock: place it within the hold`);
  const paid = order.paid && paymentOf(order, placedAt);
  return {
    id: order.id,
    moves: moves.map((move, index) => ({
      id: `${order.id}-move-${index + 1}`,
      data: {
        ...move,
        by: accounts.admin.uid,
        byEmail: accounts.admin.email,
        at: timestamp(movedAt(index)),
        ...(move.to === 'cancelled' && { reason: order.cancelReason }),
      },
    })),
    payments: paid ? [paid.change] : [],
    data: {
      userId: order.userId,
      items,
      // As placeOrder writes it: the zone's fee in the total, the zone's name as it was.
      total: orderTotal(items, zone?.fee),
      ...(zone && { zoneId: zone.id, zoneName: zone.name, deliveryFee: zone.fee }),
      ...(order.campaign && { campaign: order.campaign }),
      status: order.status,
      phone: shopper.phone,
      deliveryAddress: deliveryAddresses[order.userId],
      customerName: shopper.name,
      number,
      trackingToken: seedTrackingToken(order.id),
      customerKey: customerKeyOf(shopper.phone),
      // A paid order that was still `new` when its hold ended lost its end (lapseHolds): it never lapses.
      ...(!(paid && order.status === 'new') && { holdUntil: timestamp(holdUntil) }),
      createdAt: timestamp(placedAt),
      checkedAt: timestamp(placedAt),
      ...(moves.length > 0 && {
        statusChangeId: `${order.id}-move-${moves.length}`,
        statusChangedBy: accounts.admin.uid,
        statusChangedAt: timestamp(movedAt(moves.length - 1)),
      }),
      ...(order.status === 'cancelled' && { cancelReason: order.cancelReason }),
      ...paid?.fields,
    },
  };
}

/** A payment as the console's useRecordPayment writes it, by the seeded seller: the order's fields and its record. */
function paymentOf(order, placedAt) {
  const { payment, reference, hoursAfter } = order.paid;
  const at = timestamp(placedAt + hoursAfter * hour);
  const { seller } = accounts;
  const id = `${order.id}-payment-1`;
  const mobileMoney = payment === 'mobile-money';
  return {
    fields: {
      payment,
      ...(mobileMoney && { paymentReference: reference }),
      paidBy: seller.uid,
      paidAt: at,
      paymentChangeId: id,
      moneyVersion: 1,
      ...(!mobileMoney && { cashHolder: seller.uid, cashSince: at }),
    },
    change: { id, data: { payment, ...(mobileMoney && { reference }), by: seller.uid, byEmail: seller.email, at } },
  };
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
