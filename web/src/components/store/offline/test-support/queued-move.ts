import type { QueuedAction } from '../queued-actions';

/** For the tests: order `order-<id>` confirmed while offline at `at`, its proof the status change `id`. */
export const queuedMove = (id: string, at: number, more: Partial<QueuedAction> = {}): QueuedAction => ({
  id,
  kind: 'move',
  orderId: `order-${id}`,
  label: `N° ${id}`,
  to: 'confirmed',
  proof: `zzstoreOrders/order-${id}/statusChanges/${id}`,
  at,
  ...more,
});
