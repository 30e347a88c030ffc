import type { Order } from './schemas/order';

/** Who writes a field of an order: the shopper's app (its own `pending` order), staff in the console, or functions. */
export type OrderWriter = 'client' | 'staff' | 'server';

/**
 * Who may write each field of an order, for every field of orderSchema: a field added to the schema
 * without a line here does not compile. firestore.rules is written by hand and proven against this:
 * the rules tests refuse every field without `client` in an app's own order, and every field without
 * `staff` in a staff update; docs/access.md's table of order fields is checked against it.
 */
export const orderFieldWriters = {
  userId: ['client', 'server'],
  items: ['client', 'server'],
  total: ['client', 'server'],
  status: ['client', 'staff', 'server'],
  phone: ['client', 'server'],
  deliveryAddress: ['client', 'server'],
  createdAt: ['client', 'server'],
  customerName: ['server'],
  number: ['server'],
  zoneId: ['server'],
  zoneName: ['server'],
  deliveryFee: ['server'],
  campaign: ['server'],
  takenBy: ['server'],
  holdUntil: ['server'],
  checkedAt: ['server'],
  rejection: ['server'],
  statusChangeId: ['staff', 'server'],
  statusChangedBy: ['staff', 'server'],
  statusChangedAt: ['staff', 'server'],
  cancelReason: ['staff', 'server'],
  payment: ['staff'],
  paymentReference: ['staff'],
  paidBy: ['staff'],
  paidAt: ['staff'],
  paymentChangeId: ['staff'],
} as const satisfies Record<keyof Order, readonly OrderWriter[]>;

export type OrderField = keyof typeof orderFieldWriters;

/** The fields of an order `writer` may write, in the registry's order. */
export const orderFieldsWrittenBy = (writer: OrderWriter): OrderField[] =>
  (Object.keys(orderFieldWriters) as OrderField[]).filter((field) =>
    (orderFieldWriters[field] as readonly OrderWriter[]).includes(writer),
  );

/** The fields of an order `writer` may not write. */
export const orderFieldsNotWrittenBy = (writer: OrderWriter): OrderField[] =>
  (Object.keys(orderFieldWriters) as OrderField[]).filter(
    (field) => !(orderFieldWriters[field] as readonly OrderWriter[]).includes(writer),
  );
