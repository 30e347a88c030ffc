import type { OrderItem } from '@kasuwa/contract/schemas';
import { loggedTrigger } from '../logged-trigger';
import type { OrderEffect } from '../order-effect';
import { logger } from '../operations/request-log';
import { releaseHeldUnits } from './order-store';

// gRPC status of an update of a document that does not exist.
const notFound = 5;

/**
 * An order the shopper placed leaves `new` (staff confirm or cancel it, or its hold runs out): it holds
 * nothing any more, so its entry leaves its customer's held units and new customers' share of its
 * variants, and the caps count it no longer.
 */
export const orderHoldRelease: OrderEffect = async ({ orderId, before, after }) => {
  if (before?.status !== 'new' || !after || after.status === 'new' || after.holdUntil === undefined) return;
  const userId: unknown = after.userId;
  if (typeof userId !== 'string' || userId === '') {
    logger.error('The hold release cannot release an order without its user', { orderId });
    return;
  }
  await loggedTrigger('release the units an order held', { orderId }, () =>
    releaseHeldUnits(userId, orderId, (after.items ?? []) as OrderItem[]).catch((error: unknown) => {
      // No held-units document: nothing is held, nothing to release.
      if ((error as { code?: unknown }).code !== notFound) throw error;
    }),
  );
};
