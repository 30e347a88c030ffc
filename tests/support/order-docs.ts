import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { adminDb } from './admin-app';

/** A delivered order of one teapot at `total`, as the suites seed it with the Admin SDK, with more fields on top. */
export const deliveredOrder = (total: number, fields: Record<string, unknown> = {}) => ({
  userId: 'seed-customer-verified',
  items: [{ productId: 'theiere-sahel', title: 'Théière du Sahel', price: total, quantity: 1 }],
  total,
  status: 'delivered',
  phone: '+227 96 11 22 33',
  deliveryAddress: 'Plateau, Niamey',
  createdAt: Timestamp.now(),
  ...fields,
});

/** What a cash payment `holder` recorded and still holds adds to an order. */
export const cashHeldBy = (holder: string) => ({
  payment: 'cash',
  paidBy: holder,
  paidAt: Timestamp.now(),
  cashHolder: holder,
  cashSince: Timestamp.now(),
});

/**
 * Forgets what new customers' unconfirmed orders hold of every variant (`heldUnits/new-customers:…`):
 * a suite that deletes its orders leaves their entries until their holds end, and the next suite's
 * new customers would find the shop's share of a variant taken.
 */
export async function clearNewCustomerHolds() {
  const held = await adminDb
    .collection(collections.heldUnits)
    .where(FieldPath.documentId(), '>=', 'new-customers:')
    .where(FieldPath.documentId(), '<', 'new-customers;')
    .get();
  await Promise.all(held.docs.map((entry) => entry.ref.delete()));
}
