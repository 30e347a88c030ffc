import { cashSettingsDocId, setCashSettingsInputSchema } from '@kasuwa/contract/cash';
import { collections } from '@kasuwa/contract/collections';
import { createAccountStore } from '../accounts/account-store';
import { shopSettingsCallable } from '../settings-callable';
import { auth, db } from '../firebase';
import { loggedTrigger } from '../logged-trigger';
import type { OrderEffect } from '../order-effect';
import { logger } from '../operations/request-log';
import { heldEntryOf, keepCashInHandIn, sameHeld } from './cash-in-hand';
import { adjustCashCloseHandler, closeCashDayHandler } from './close-day';
import { adjustCloseIn, closeDayIn } from './close-store';
import { handOverIn } from './hand-over';
import { followUnpaidDeliveryIn, isUnpaidDelivery } from './unpaid-deliveries';
import { receiveCashHandler } from './receive-cash';
import { appCallable } from '../app-callable';

const accounts = createAccountStore(auth, db.collection(collections.profiles));
const keepCashInHand = keepCashInHandIn(db);
const followUnpaidDelivery = followUnpaidDeliveryIn(db);

/** Called by the console when a staff member counts the cash a rider or a seller hands them. */
export const receiveCash = appCallable('receiveCash', receiveCashHandler({ accounts, handOver: handOverIn(db) }));

/** The day's close of one person's cash: expected against counted, from /store/cash. */
export const closeCashDay = appCallable(
  'closeCashDay',
  closeCashDayHandler({ accounts, closeDay: closeDayIn(db), now: () => new Date() }),
);

/** A later correction of a close, recorded on the day it is made. */
export const adjustCashClose = appCallable(
  'adjustCashClose',
  adjustCashCloseHandler({ accounts, adjustClose: adjustCloseIn(db), now: () => new Date() }),
);

/** The owner's amount over which a rider's cash is flagged. */
export const setCashSettings = shopSettingsCallable(
  'setCashSettings',
  'the cash settings',
  setCashSettingsInputSchema,
  cashSettingsDocId,
);

/**
 * What an order's cash means for the shop, kept as the order changes: each holder's cash in hand (a
 * payment staff record or correct puts the order's cash in the recorder's hands and out of the former
 * holder's; receiveCash and the close keep it in their own transactions, so their events find it right
 * and write nothing), and the deliveries still unpaid, which the close sheet lists after 24 h.
 */
export const orderCash: OrderEffect = async ({ orderId, before, after }) => {
  const heldBefore = heldEntryOf(before);
  if (!sameHeld(heldBefore, heldEntryOf(after))) {
    await loggedTrigger('track cash in hand', { orderId }, async () => {
      if (await keepCashInHand(orderId, heldBefore?.holder)) logger.info('Cash in hand follows an order', { orderId });
    });
  }
  if (isUnpaidDelivery(before) !== isUnpaidDelivery(after)) {
    await loggedTrigger('follow an unpaid delivery', { orderId }, () => followUnpaidDelivery(orderId));
  }
};
