import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { adminDb } from '../../support/admin-app';
import { seedAccounts } from '../../support/seed-accounts';

/**
 * A close of the seeded seller's cash, 500 F CFA short with its note, and an adjustment beside it, as
 * closeCashDay and adjustCashClose write them: a sheet for the walks to open at /store/cash/closes/:id.
 */
export async function seedClose(id: string) {
  const written = { holder: seedAccounts.seller.uid, by: seedAccounts.admin.uid, at: Timestamp.now() };
  const closes = adminDb.collection(collections.cashCloses);
  await closes.doc(id).set({
    ...written,
    kind: 'close',
    day: '2026-11-20',
    holderEmail: seedAccounts.seller.email,
    expected: 35_000,
    counted: 34_500,
    difference: -500,
    note: 'Il manque un billet de 500',
    orderCount: 1,
  });
  await adminDb
    .collection(collections.cashCloseLines)
    .doc(id)
    .set({ orders: [{ id: 'order-1001', number: 1001, total: 35_000 }] });
  await closes
    .doc(`${id}-adjustment`)
    .set({ ...written, kind: 'adjustment', day: '2026-11-21', closeId: id, amount: 500, note: 'Billet retrouvé' });
}

/** A return of one line of the seed's delivered order, not refunded yet: a credit note for the walks. */
export async function seedReturn(id: string) {
  await adminDb
    .collection(collections.orderReturns)
    .doc(id)
    .set({
      orderId: 'order-1001',
      orderNumber: 1001,
      lines: [
        {
          line: 0,
          productId: 'boubou-brode-indigo',
          title: 'Boubou brodé indigo',
          size: 'L',
          color: 'Indigo',
          price: 45_000,
          quantity: 1,
          restock: true,
        },
      ],
      amount: 45_000,
      reason: 'withdrawal',
      deliveredAt: Timestamp.now(),
      by: seedAccounts.seller.uid,
      at: Timestamp.now(),
      refundDue: '2026-12-17',
      refundFlagFrom: '2026-12-11',
    });
}
