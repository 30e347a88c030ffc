import { onRequest } from 'firebase-functions/v2/https';
import { collections } from '@kasuwa/contract/collections';
import { auth, db } from '../firebase';
import { loggedTrigger } from '../logged-trigger';
import type { OrderEffect } from '../order-effect';
import { observed } from '../operations/observers';
import { logger } from '../operations/request-log';
import { createClientLimiter } from '../rate-limits/client-limiter';
import { concernsTracking, followTrackingIn } from './follow-tracking';
import { trackingHandler } from './tracking-handler';
import { firstNameOf, readTrackingView } from './tracking-view';

/** A rider's first name as Auth has it, or null (the page then says the order is on its way). */
async function riderNameOf(riderId: string): Promise<string | null> {
  try {
    return firstNameOf((await auth.getUser(riderId)).displayName);
  } catch (error) {
    logger.warn('No rider name for a tracking view', { riderId, error: String(error) });
    return null;
  }
}

const followTracking = followTrackingIn(db, riderNameOf);

/**
 * How many links naming no order one address may try, per instance, before it gets a 429 for them (a
 * real link is never refused, nor counted): a customer mistypes one now and then; a script guessing
 * tokens (128 bits: hopeless) gets 429s, though each well-formed guess still costs a read.
 */
const missesPerAddress = createClientLimiter({ burst: 20, perSecond: 0.2 });

/** An order's public view for its tracking link, kept as the order moves, and its token given once. */
export const orderTracking: OrderEffect = async ({ orderId, before, after }) => {
  if (!concernsTracking(before, after)) return;
  await loggedTrigger('follow an order for its tracking link', { orderId }, async () => {
    if (await followTracking(orderId)) logger.info('Tracking view kept', { orderId });
  });
};

/** /suivi/<token> (a Hosting rewrite): the customer's page, with no sign-in and no script. */
export const trackingPage = onRequest(
  { invoker: 'public' },
  observed.request(
    'trackingPage',
    trackingHandler({
      allowClient: (key) => missesPerAddress.allow(key),
      viewOf: async (token) => {
        const view = await db.collection(collections.tracking).doc(token).get();
        return view.exists ? readTrackingView(view.data()!) : null;
      },
    }),
  ),
);
