import { orderLimits } from '@kasuwa/contract/limits';
import type { OrderDetailField } from '@kasuwa/contract/order-fields';
import { verbatim, type ShownText, type StaffTextId } from '../../components/staff/staff-language';
import '../../components/staff/staff-text-fr-operations';

/** How the console edits and shows one of an order's details: a text, or one of a few choices. */
export type OrderDetailEditor =
  | { kind: 'text'; label: StaffTextId; hint: StaffTextId; maxLength: number }
  | { kind: 'choice'; label: StaffTextId; hint: StaffTextId; choices: Readonly<Record<string, StaffTextId>> };

/**
 * The order page's "Delivery" form and the delivery sheet's columns, one entry per detail of the
 * contract (order-fields.ts): a detail without one here does not compile.
 */
export const orderDetailEditors: Readonly<Record<OrderDetailField, OrderDetailEditor>> = {
  deliveryNote: {
    kind: 'text',
    label: 'Note for the delivery',
    hint: 'A landmark, when to call: the delivery sheet shows it.',
    maxLength: orderLimits.deliveryNoteLength,
  },
};

/** A detail as staff read it: a text as written, a choice in words (one the console does not know as stored); null when unset. */
export function detailShown(field: OrderDetailField, value: string | undefined): ShownText | null {
  if (!value) return null;
  const editor = orderDetailEditors[field];
  return editor.kind === 'choice' && Object.hasOwn(editor.choices, value) ? (editor.choices[value] ?? null) : verbatim(value);
}
