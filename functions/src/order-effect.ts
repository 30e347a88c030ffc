import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { orderEffectNames, type OrderEffectName } from '@kasuwa/contract/order-workflow';
import { logger, withinEffect } from './operations/request-log';

/** One write of an order, as the one trigger on orders (order-trigger.ts) hands it to each effect. */
export interface OrderChange {
  orderId: string;
  /** The order before the write; undefined when the write created it. */
  before: DocumentData | undefined;
  /** The order after the write; undefined when the write deleted it. */
  after: DocumentData | undefined;
  ref: DocumentReference;
}

/**
 * What an order's write sets off in one part of the shop. Each effect looks at the change itself and
 * returns at once when it concerns it not; each is safe to run twice for one event (the platform may
 * deliver it twice); every entry it logs names it (`effect`).
 */
export type OrderEffect = (change: OrderChange) => Promise<void>;

/**
 * Runs every effect of one write side by side, as the separate triggers they replace did: one failing
 * stops no other. The run fails after all have ended if any failed, naming them, so the platform
 * records it.
 */
export async function runOrderEffects(effects: Record<OrderEffectName, OrderEffect>, change: OrderChange): Promise<void> {
  const results = await Promise.allSettled(
    orderEffectNames.map((name) =>
      withinEffect(name, async () => {
        try {
          await effects[name](change);
        } catch (error) {
          logger.error('An order effect failed:', error, { orderId: change.orderId });
          throw error;
        }
      }),
    ),
  );
  const reasons = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  const failed = orderEffectNames.filter((_, index) => results[index]?.status === 'rejected');
  if (failed.length > 0) throw new AggregateError(reasons, `Order effects failed for ${change.orderId}: ${failed.join(', ')}`);
}
