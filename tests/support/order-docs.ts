import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { orderHoldsDocId } from '@kasuwa/contract/order-holds';
import { stockIdOf } from '@kasuwa/contract/stock';
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

/** The teapot variant the hold suites order, by the stock document the shop keeps of it. */
export const heldTeapot = { productId: 'theiere-sahel', size: '1 L', color: 'Rouge' };
export const heldTeapotStock = adminDb.collection(collections.stock).doc(stockIdOf(heldTeapot));

/** A hold suite's start: 100 teapots free, and new customers with the shop's whole share of them. */
export async function resetHeldTeapots() {
  await heldTeapotStock.set({ ...heldTeapot, available: 100, reserved: 0 });
  await clearNewCustomerHolds();
}

/** A hold suite's end: the teapots' stock and its movements, the hold settings and new customers' holds gone. */
export async function removeHeldTeapots() {
  const movements = await adminDb.collection(collections.stockMovements).where('stockId', '==', heldTeapotStock.id).get();
  await Promise.all([
    ...movements.docs.map((movement) => movement.ref.delete()),
    heldTeapotStock.delete(),
    adminDb.collection(collections.stockSettings).doc(orderHoldsDocId).delete(),
  ]);
  await clearNewCustomerHolds();
}
