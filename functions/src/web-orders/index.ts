import type { DocumentReference } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { collections } from '@kasuwa/contract/collections';
import { trackingPath } from '@kasuwa/contract/tracking';
import { readWebOrderBounds, webOrderAnswerSchema, webOrderBoundsDocId } from '@kasuwa/contract/web-orders';
import { z } from 'zod';
import { db } from '../firebase';
import { observed } from '../operations/observers';
import { writeOrder } from '../orders/accept-order';
import { readCatalogue, readHolds, zoneOf } from '../orders/order-store';
import { countCallWithoutLock } from '../rate-limits/counted-calls';
import { readCallCounts } from '../rate-limits/rate-limiter';
import { webOrderHandler } from './web-order-handler';

const orders = db.collection(collections.orders);
const rateLimits = db.collection(collections.rateLimits);

/** A stored web order as its answer says it, with its number for the retry's check. */
const storedWebOrderSchema = webOrderAnswerSchema.extend({ phone: z.string() });

/**
 * /api/commande (a Hosting rewrite, same origin as /panier): an order from the web site with no
 * account. `cors: false`: no other site's page may read its answers.
 */
export const placeWebOrder = onRequest(
  { invoker: 'public', cors: false },
  observed.request(
    'placeWebOrder',
    webOrderHandler({
      readCatalogue,
      zoneOf,
      readHolds,
      readBounds: async () =>
        readWebOrderBounds((await db.collection(collections.stockSettings).doc(webOrderBoundsDocId).get()).data()),
      spentLimit: async (limits) => {
        const now = Date.now();
        const reads = { get: (ref: DocumentReference) => ref.get(), set: () => undefined };
        const within = await Promise.all(
          limits.map(async ({ limit }) => (await readCallCounts(reads, (id) => rateLimits.doc(id), [limit], now)).allowed),
        );
        return limits.find((_, at) => !within[at])?.refusal ?? null;
      },
      countAttempt: async (limits) => {
        const spent = await countCallWithoutLock(
          rateLimits,
          limits.map(({ limit }) => limit),
        );
        return limits.find(({ limit }) => limit === spent)?.refusal ?? null;
      },
      storedOrder: async (orderId) => {
        const stored: Record<string, unknown> | undefined = (await orders.doc(orderId).get()).data();
        if (!stored) return null;
        return storedWebOrderSchema.parse({
          number: stored.number,
          items: stored.items,
          zoneName: stored.zoneName,
          deliveryFee: stored.deliveryFee,
          total: stored.total,
          trackingPath: trackingPath(String(stored.trackingToken)),
          phone: stored.phone,
        });
      },
      saveOrder: (order, orderId, holds, limits) =>
        writeOrder(order, orderId, { countLimits: false, holds, limits, unproven: true }),
    }),
  ),
);
