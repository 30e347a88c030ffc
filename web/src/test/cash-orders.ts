import { fakeFirestore, fakeTimestamp } from './fake-firestore';

/** A delivered order of one soap paid in cash, held by `holder` since `since`, placed at 07:00 UTC on 27 November 2026. */
export const setCashOrder = (id: string, total: number, number: number, holder: string, since: Date) =>
  fakeFirestore.set('zzstoreOrders', id, {
    userId: 'u',
    items: [{ productId: 'p', title: 'Savon noir', price: total, quantity: 1 }],
    total,
    number,
    status: 'delivered',
    payment: 'cash',
    cashHolder: holder,
    cashSince: fakeTimestamp(since),
    createdAt: fakeTimestamp(new Date(Date.UTC(2026, 10, 27, 7))),
  });
