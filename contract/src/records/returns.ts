import { dateField, fieldsOf, listField, optionalTextField, readFields, wholeNumberField } from './fields';
import { isRecord, text, wholeNumber } from './values';

const count = wholeNumberField(0, Number.MAX_SAFE_INTEGER);

/** A returned line: its place in the order, what it was, how many came back and whether restocked. */
const returnLineField = listField((value) => {
  if (!isRecord(value)) return undefined;
  const line = wholeNumber(value.line, 0, Number.MAX_SAFE_INTEGER);
  const quantity = wholeNumber(value.quantity, 1, Number.MAX_SAFE_INTEGER);
  if (line === null || quantity === null) return undefined;
  return {
    line,
    title: text(value.title),
    size: text(value.size) || undefined,
    color: text(value.color) || undefined,
    price: wholeNumber(value.price, 0, Number.MAX_SAFE_INTEGER) ?? 0,
    quantity,
    restock: value.restock === true,
  };
});

/** A return's refund, once done. */
const refundField = (value: unknown) =>
  isRecord(value)
    ? readFields({ ...fieldsOf(optionalTextField, 'method', 'reference', 'by', 'byEmail'), amount: count, at: dateField }, value)
    : undefined;

/** An orderReturns document as staff see it (returns.ts). */
export const readOrderReturn = (data: unknown) =>
  readFields(
    {
      ...fieldsOf(optionalTextField, 'orderId', 'reason', 'note', 'by', 'byEmail', 'refundDue', 'refundFlagFrom', 'cashClosedIn'),
      orderNumber: wholeNumberField(1, Number.MAX_SAFE_INTEGER),
      amount: count,
      lines: returnLineField,
      deliveredAt: dateField,
      at: dateField,
      override: (value: unknown) => (isRecord(value) ? readFields(fieldsOf(optionalTextField, 'note', 'by'), value) : undefined),
      refund: refundField,
    },
    data,
  );
export type StoredOrderReturn = ReturnType<typeof readOrderReturn>;
