import { deviceEntries } from './device-entries';
import { orderStatuses, paymentMethods, type OrderStatus, type PaymentMethod } from '@kasuwa/contract/order-statuses';

/**
 * The console's record of each write staff made that the server has not answered yet: a move or a
 * recorded payment. Firestore keeps the write itself in the device's queue (one queue for every tab)
 * and sends it when the network is back; this record is what lets the console count what is unsent,
 * ask before a logout, and show a write the rules refused on arrival, even after a reload (kept as
 * device entries, one per action and staff member).
 */
export interface QueuedAction {
  /** The write's own id: its statusChanges or paymentChanges document, which exists once it arrived. */
  id: string;
  kind: 'move' | 'payment';
  orderId: string;
  /** The order's number as staff saw it, for the message. */
  label: string;
  to?: OrderStatus;
  payment?: PaymentMethod;
  /** The path of the document whose existence on the server says the write arrived. */
  proof: string;
  /** When staff made it (ms). */
  at: number;
  /** The server refused it on arrival: kept until staff have seen it. */
  refused?: boolean;
  /** A refused payment: how the order was paid when the refusal came (read then from the server). */
  paidNow?: PaymentMethod;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  (options as readonly unknown[]).includes(value);

/** An entry read back from localStorage, which any script of the origin could have written: checked whole. */
function readAction(value: unknown): QueuedAction | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const { id, kind, orderId, label, to, payment, proof, at, refused, paidNow } = entry;
  if (!isText(id) || !isText(orderId) || !isText(proof) || typeof label !== 'string' || typeof at !== 'number') return null;
  if (kind !== 'move' && kind !== 'payment') return null;
  if (to !== undefined && !isOneOf(orderStatuses, to)) return null;
  if (payment !== undefined && !isOneOf(paymentMethods, payment)) return null;
  if (refused !== undefined && typeof refused !== 'boolean') return null;
  if (paidNow !== undefined && !isOneOf(paymentMethods, paidNow)) return null;
  return {
    id,
    kind,
    orderId,
    label,
    proof,
    at,
    ...(to !== undefined && { to }),
    ...(payment !== undefined && { payment }),
    ...(refused && { refused }),
    ...(paidNow !== undefined && { paidNow }),
  };
}

const stored = deviceEntries('kasuwa.queued.', 'queued action', readAction, (action) => action.id);

export function keepAction(uid: string, action: QueuedAction) {
  stored.keep(uid, action.id, action);
}

export function forgetAction(uid: string, id: string) {
  stored.forget(uid, id);
}

/** The staff member's recorded actions, oldest first; an entry that does not read is dropped and logged. */
export function queuedActions(uid: string): QueuedAction[] {
  return stored.all(uid).sort((first, second) => first.at - second.at);
}

/** Calls `listener` when this tab or another changes the recorded actions; returns how to stop. */
export const watchQueuedActions = stored.watch;
