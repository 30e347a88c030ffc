import { orderLimits, zoneLimits } from '../limits';
import { orderDetailFields } from '../order-fields';
import { dateField, fieldsOf, listField, optionalTextField, readFields, wholeNumberField, type FieldReader } from './fields';
import { isRecord, wholeNumber } from './values';

/** The same fields as orderItemSchema, each read leniently. */
export const storedOrderItemShape = {
  ...fieldsOf(optionalTextField, 'productId', 'title', 'size', 'color'),
  price: wholeNumberField(0, Number.MAX_SAFE_INTEGER),
  quantity: wholeNumberField(1, Number.MAX_SAFE_INTEGER),
};

/** Units returned per line's place (none: nothing came back); a place or a count that cannot be read is left out. */
const returnedUnitsField: FieldReader<Record<number, number> | undefined> = (value) =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value)
          .map(([line, units]) => [Number(line), wholeNumber(units, 1, Number.MAX_SAFE_INTEGER)] as const)
          .filter((entry): entry is readonly [number, number] => Number.isInteger(entry[0]) && entry[1] !== null),
      )
    : undefined;

/** The same fields as orderSchema, each read leniently. */
export const storedOrderShape = {
  userId: optionalTextField,
  /** Every line, an unreadable one too: staff see that the order has it. */
  items: listField((item) => readFields(storedOrderItemShape, item)),
  total: wholeNumberField(0, orderLimits.maxTotal),
  number: wholeNumberField(1, Number.MAX_SAFE_INTEGER),
  deliveryFee: wholeNumberField(0, zoneLimits.maxFee),
  ...fieldsOf(optionalTextField, 'zoneId', 'zoneName', 'campaign', 'takenBy', 'channel', 'trackingToken', 'customerKey'),
  ...fieldsOf(optionalTextField, 'status', 'phone', 'deliveryAddress', 'customerName', 'rejection'),
  ...fieldsOf(optionalTextField, 'statusChangeId', 'statusChangedBy', 'cancelReason', 'failureReason', 'failureNote'),
  ...fieldsOf(optionalTextField, 'payment', 'paymentReference', 'paidBy', 'paymentChangeId', 'detailsEditedBy'),
  ...fieldsOf(optionalTextField, 'riderId', 'runDay', 'assignedBy', 'cashHolder', 'cashClosedIn'),
  runPosition: wholeNumberField(1, orderLimits.runLength),
  refunded: wholeNumberField(0, orderLimits.maxTotal),
  moneyVersion: wholeNumberField(1, Number.MAX_SAFE_INTEGER),
  zonePending: ((value) => (value === true ? true : undefined)) as FieldReader<true | undefined>,
  returnedUnits: returnedUnitsField,
  ...fieldsOf(
    dateField,
    'createdAt',
    'checkedAt',
    'statusChangedAt',
    'paidAt',
    'holdUntil',
    'detailsEditedAt',
    'assignedAt',
    'cashSince',
  ),
  /** Staff's details, each a text (order-fields.ts): a detail added to the registry is read with no line here. */
  ...fieldsOf(optionalTextField, ...orderDetailFields),
};

/** A zzstoreOrders document as staff see it, written by placeOrder or by an app. */
export const readOrder = (data: unknown) => readFields(storedOrderShape, data);

export type StoredOrder = ReturnType<typeof readOrder>;

/** The same fields as orderStatusChangeSchema, each read leniently. */
export const storedOrderStatusChangeShape = {
  ...fieldsOf(optionalTextField, 'from', 'to', 'by', 'byEmail', 'reason', 'failureReason'),
  at: dateField,
};

/** A document of an order's statusChanges: one move by staff. */
export const readOrderStatusChange = (data: unknown) => readFields(storedOrderStatusChangeShape, data);

export type StoredOrderStatusChange = ReturnType<typeof readOrderStatusChange>;
export type StoredOrderItem = StoredOrder['items'][number];

/** The same fields as orderPaymentChangeSchema, each read leniently. */
export const storedOrderPaymentChangeShape = {
  ...fieldsOf(optionalTextField, 'payment', 'reference', 'by', 'byEmail', 'reason', 'correctionId'),
  at: dateField,
};

/** A document of an order's paymentChanges as staff see it. */
export const readOrderPaymentChange = (data: unknown) => readFields(storedOrderPaymentChangeShape, data);

export type StoredOrderPaymentChange = ReturnType<typeof readOrderPaymentChange>;
