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
  zoneId: ['client', 'server'],
  zoneName: ['server'],
  deliveryFee: ['server'],
  zonePending: ['server'],
  campaign: ['server'],
  takenBy: ['server'],
  channel: ['server'],
  trackingToken: ['server'],
  customerKey: ['server'],
  holdUntil: ['server'],
  checkedAt: ['server'],
  rejection: ['server'],
  statusChangeId: ['staff', 'server'],
  statusChangedBy: ['staff', 'server'],
  statusChangedAt: ['staff', 'server'],
  cancelReason: ['staff', 'server'],
  failureReason: ['staff'],
  failureNote: ['staff'],
  payment: ['staff', 'server'],
  paymentReference: ['staff', 'server'],
  paidBy: ['staff', 'server'],
  paidAt: ['staff', 'server'],
  paymentChangeId: ['staff', 'server'],
  moneyVersion: ['staff', 'server'],
  cashHolder: ['staff', 'server'],
  cashSince: ['staff', 'server'],
  cashClosedIn: ['server'],
  returnedUnits: ['server'],
  refunded: ['server'],
  riderId: ['staff'],
  runDay: ['staff'],
  runPosition: ['staff'],
  assignedBy: ['staff'],
  assignedAt: ['staff'],
  deliveryNote: ['staff', 'server'],
  detailsEditedBy: ['staff'],
  detailsEditedAt: ['staff'],
} as const satisfies Record<keyof Order, readonly OrderWriter[]>;

export type OrderField = keyof typeof orderFieldWriters;

type WrittenBy<Writer extends OrderWriter> = {
  [Field in OrderField]: Writer extends (typeof orderFieldWriters)[Field][number] ? Field : never;
}[OrderField];

/**
 * What staff write together, each through its own rule: a move (with its record in statusChanges),
 * a payment (with its record in paymentChanges), an order's place in a rider's run, and who edited the
 * details, with every edit of them.
 */
const staffWriteGroups = {
  move: ['status', 'statusChangeId', 'statusChangedBy', 'statusChangedAt', 'cancelReason', 'failureReason', 'failureNote'],
  payment: ['payment', 'paymentReference', 'paidBy', 'paidAt', 'paymentChangeId', 'moneyVersion', 'cashHolder', 'cashSince'],
  assignment: ['riderId', 'runDay', 'runPosition', 'assignedBy', 'assignedAt'],
  detailsStamp: ['detailsEditedBy', 'detailsEditedAt'],
} as const satisfies Record<string, readonly WrittenBy<'staff'>[]>;

/**
 * An order's details: the fields staff edit as they are, outside a move or a payment (the order
 * page's "Delivery" form, the delivery sheet's columns). A field the registry gives staff alone is one.
 */
export type OrderDetailField = Exclude<WrittenBy<'staff'>, (typeof staffWriteGroups)[keyof typeof staffWriteGroups][number]>;

const allFields = Object.keys(orderFieldWriters) as OrderField[];
const writes = (field: OrderField, writer: OrderWriter) => (orderFieldWriters[field] as readonly OrderWriter[]).includes(writer);

/** The fields of an order `writer` may write, in the registry's order. */
export const orderFieldsWrittenBy = (writer: OrderWriter): OrderField[] => allFields.filter((field) => writes(field, writer));

/** The fields of an order `writer` may not write. */
export const orderFieldsNotWrittenBy = (writer: OrderWriter): OrderField[] => allFields.filter((field) => !writes(field, writer));

const grouped: readonly string[] = Object.values(staffWriteGroups).flat();

/** The details' fields, in the registry's order. */
export const orderDetailFields = orderFieldsWrittenBy('staff').filter(
  (field): field is OrderDetailField => !grouped.includes(field),
);

/** The fields a details edit writes: the details and who edited them, when. */
export const orderDetailsEditFields: readonly OrderField[] = [...orderDetailFields, ...staffWriteGroups.detailsStamp];
