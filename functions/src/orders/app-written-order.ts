import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { zoneToConfirm } from '@kasuwa/contract/delivery-zones';
import { orderLimits } from '@kasuwa/contract/limits';
import { runTransaction } from '../closed-transactions';
import { db } from '../firebase';
import { loggedTrigger } from '../logged-trigger';
import type { OrderEffect } from '../order-effect';
import { logger } from '../operations/request-log';
import { acceptOrderIn } from './accept-order';
import { checkAppOrder, productIdsOf } from './check-app-order';
import { customerNameIn, readCatalogueIn, readHoldsIn, readOrderCounts, shopHasZones } from './order-store';
import { tooManyOrders } from './place-order';

/**
 * An order an app wrote itself (status `pending`, the Android app's path before placeOrder) counts
 * against its shopper's order limits first, priced or not: past them it is deleted at once, unnumbered.
 * Within them it is priced from the catalogue, then goes through the acceptance step placeOrder's go
 * through: `new` if it passes (its number taken, its units held), `rejected` with the reason if not (no
 * number: only accepted orders take one).
 */
export const appWrittenOrderCheck: OrderEffect = async ({ orderId, before, after: order, ref }) => {
  // Only a creation: the check's own update (pending to new or rejected) is the next event.
  if (before || order?.status !== 'pending') return;
  const userId = typeof order.userId === 'string' ? order.userId : null;
  if (!userId) {
    logger.error('The app-written order check cannot check an order without its user', { orderId });
    return;
  }
  const zonesNeeded = await shopHasZones();
  await loggedTrigger('check an app-written order', { orderId }, async () => {
    const verdict = await runTransaction(db, 'check an app-written order', async (transaction) => {
      // An event may come twice: an order checked (or deleted) already is left as it is, and counted once.
      const now = (await transaction.get(ref)).data();
      if (now?.status !== 'pending') return null;
      const counts = await readOrderCounts(transaction, userId);
      if (!counts.allowed) {
        transaction.delete(ref);
        return { status: 'deleted' as const, reason: tooManyOrders };
      }
      const zoneId = typeof now.zoneId === 'string' && now.zoneId !== '' ? now.zoneId : null;
      const zone = zoneId
        ? { zoneId, stored: (await transaction.get(db.collection(collections.deliveryZones).doc(zoneId))).data() }
        : undefined;
      const priced = checkAppOrder(now, await readCatalogueIn(transaction, productIdsOf(now)), zone);
      const customerName = await customerNameIn(transaction, userId);
      const accepted =
        priced.status === 'new'
          ? await acceptOrderIn(transaction, {
              userId,
              items: priced.items,
              phone: typeof now.phone === 'string' ? now.phone : undefined,
              holds: await readHoldsIn(transaction),
            })
          : null;
      const checked =
        accepted?.refused === 'held-too-much'
          ? { status: 'rejected' as const, reason: accepted.reason, items: priced.items }
          : accepted?.refused === 'sold-out'
            ? { status: 'rejected' as const, reason: accepted.soldOut.message, items: priced.items }
            : priced;
      counts.take();
      const taken = checked.status === 'new' && accepted?.refused === null ? accepted : null;
      taken?.take(orderId);
      transaction.update(ref, {
        status: checked.status,
        items: checked.items,
        ...(taken && {
          ...taken.fields,
          // An app that predates zones names none: staff ask the customer and set it, which adds its fee,
          // before the order can be confirmed.
          ...(checked.status === 'new' && checked.delivery
            ? { zoneName: checked.delivery.zoneName, deliveryFee: checked.delivery.deliveryFee }
            : zonesNeeded && { zoneName: zoneToConfirm, zonePending: true }),
        }),
        ...(checked.status === 'rejected' && { rejection: checked.reason.slice(0, orderLimits.rejectionLength) }),
        ...(customerName && { customerName }),
        checkedAt: FieldValue.serverTimestamp(),
      });
      return checked;
    });
    if (!verdict) {
      logger.info('The app-written order check left an order checked already', { orderId });
      return;
    }
    logger.info('Checked an app-written order', {
      orderId,
      status: verdict.status,
      ...(verdict.status !== 'new' && { reason: verdict.reason }),
    });
  });
};
