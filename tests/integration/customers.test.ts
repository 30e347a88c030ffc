import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  Timestamp as ClientTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { httpsCallable, type Functions } from 'firebase/functions';
import { collections } from '@kasuwa/contract/collections';
import { readCustomer } from '@kasuwa/contract/customers';
import { functionNames } from '@kasuwa/contract/functions';
import { placeOrderResponseSchema } from '@kasuwa/contract/schemas';
import { placePhoneOrderResponseSchema } from '@kasuwa/contract/phone-customers';
import { countOrderSalesIn } from '../../functions/src/sales/count-order-sales';
import { adminDb } from '../support/admin-app';
import { signedInCallables } from '../support/callable-client';
import { signedInClient } from '../support/client-app';
import { eventually } from '../support/eventually';
import { newAccount, newStaffAccount } from '../support/test-accounts';

/**
 * Customer records on the emulators: followOrder's sales effect files every order of a phone number under one
 * record, whoever placed it and however the number was typed, once however often its event comes; and
 * what one fresh account, a seller writing as someone else, and a departed seller can do to records
 * and notes. The number is this run's own, so no other test's orders count in its record.
 */
const orders = adminDb.collection(collections.orders);
const key = `9${String(Date.now()).slice(-7)}`;
const spelled = `+227 ${key.match(/\d{2}/g)!.join(' ')}`;
const recordOf = async () => readCustomer(key, (await adminDb.collection(collections.customers).doc(key).get()).data());
const made: string[] = [];
let seller: Awaited<ReturnType<typeof newStaffAccount>>;

/** An order of the number as the server writes one, placed by `userId`. */
async function placed(name: string, userId: string, fields: Record<string, unknown> = {}) {
  const id = `it-customers-${name}-${key}`;
  made.push(id);
  await orders.doc(id).set({
    userId,
    items: [{ productId: 'it-customers-product', title: 'Pagne', price: 10_000, quantity: 1 }],
    total: 11_000,
    deliveryFee: 1_000,
    zoneId: 'it-customers-zone',
    zoneName: 'Zone des tests',
    status: 'new',
    phone: spelled,
    customerName: 'Cliente des tests',
    deliveryAddress: 'Plateau',
    createdAt: Timestamp.now(),
    ...fields,
  });
  return id;
}

/** A callable's answer, read by its contract's schema: a refusal throws and fails the test. */
const callAndParse = async <Output>(
  callables: { functions: Functions },
  name: string,
  schema: { parse: (data: unknown) => Output },
  data: object,
) => schema.parse((await httpsCallable(callables.functions, name)(data)).data);

beforeAll(async () => {
  seller = await newStaffAccount('customers-seller', 'seller');
}, 60_000);

afterAll(async () => {
  // The end-to-end suite runs on these emulators next: none of this run's orders, records or notes stay.
  const placedByServer = await orders.where('customerKey', '==', key).get();
  await Promise.all([...made.map((id) => orders.doc(id).delete()), ...placedByServer.docs.map((order) => order.ref.delete())]);
  await eventually(recordOf, (record) => record.orders === 0);
  const notes = await adminDb.collection(collections.customerNotes).where('customerKey', '==', key).get();
  await Promise.all([
    ...notes.docs.map((note) => note.ref.delete()),
    adminDb.collection(collections.customers).doc(key).delete(),
  ]);
}, 60_000);

describe('customer records on the emulators', () => {
  it('files every order of a number under one record, whoever placed it and however the number was typed', async () => {
    const callables = await signedInCallables(seller.email, seller.password);
    try {
      const phoneOrder = await callAndParse(callables, functionNames.placePhoneOrder, placePhoneOrderResponseSchema, {
        customer: { name: 'Cliente des tests' },
        lines: [{ productId: 'beurre-de-karite', quantity: 1, size: '250 ml' }],
        phone: key,
        deliveryAddress: 'Plateau',
        zoneId: 'grand-marche',
        requestId: randomUUID(),
      });
      // The server files what it writes under the record: the customer page lists orders by this key.
      expect((await orders.doc(phoneOrder.orderId).get()).get('customerKey')).toBe(key);
      made.push(phoneOrder.orderId);
    } finally {
      await callables.close();
    }
    const delivered = await placed('delivered', 'it-customers-account');
    const refused = await placed('refused', 'it-customers-account', { phone: `00227${key}` });
    // Counted as placed first: each move below must be counted on its own.
    await eventually(recordOf, (counted) => counted.orders === 3);
    await orders.doc(delivered).update({ status: 'delivered', payment: 'mobile-money', statusChangedAt: Timestamp.now() });
    await orders.doc(refused).update({ status: 'deliveryFailed', failureReason: 'refused', statusChangedAt: Timestamp.now() });

    const record = await eventually(
      recordOf,
      (counted) => counted.orders === 3 && counted.refused === 1 && counted.delivered.orders === 1,
    );
    expect(record).toMatchObject({
      orders: 3,
      delivered: { orders: 1, amount: 11_000 },
      refused: 1,
      cancelled: 0,
      payments: { 'mobile-money': 1 },
      placedBy: { 'it-customers-account': 2, [`phone-227${key}`]: 1 },
    });
    expect(record.zones['it-customers-zone']).toEqual({ orders: 2, name: 'Zone des tests' });
  }, 60_000);

  it('counts each order once however often, and however concurrently, its event comes', async () => {
    const id = await placed('repeated', 'it-customers-account');
    const before = await eventually(recordOf, (record) => record.placedBy['it-customers-account'] === 3);
    await orders.doc(id).set((await orders.doc(id).get()).data()!);
    const countNow = countOrderSalesIn(adminDb);
    expect(await Promise.all(Array.from({ length: 20 }, () => countNow(id)))).toEqual(Array.from({ length: 20 }, () => 0));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await recordOf()).toEqual(before);
  }, 60_000);
});

describe('what a cheap account, a forging seller and a departed seller can do', () => {
  const note = (by: string, byEmail: string) => ({
    customerKey: key,
    text: 'Appeler avant 10 h.',
    by,
    byEmail,
    at: serverTimestamp(),
  });
  const refused = (write: Promise<unknown>) =>
    write.then(
      () => 'written',
      (error: { code?: string }) => error.code,
    );

  it('keeps records and notes from a fresh verified account, which learns nothing and writes nothing', async () => {
    const stranger = await newAccount('customers-stranger', { emailVerified: true });
    const client = await signedInClient(stranger.email, stranger.password);
    try {
      const { db, user } = client;
      expect(await refused(getDoc(doc(db, collections.customers, key)))).toBe('permission-denied');
      expect(await refused(getDocs(query(collection(db, collections.customers), limit(20))))).toBe('permission-denied');
      expect(
        await refused(getDocs(query(collection(db, collections.customerNotes), where('customerKey', '==', key), limit(8)))),
      ).toBe('permission-denied');
      expect(await refused(addDoc(collection(db, collections.customerNotes), note(user.uid, stranger.email)))).toBe(
        'permission-denied',
      );
    } finally {
      await client.close();
    }
    // A fresh account can order with someone else's number: its orders count under its own uid, which the record shows.
    const callables = await signedInCallables(stranger.email, stranger.password);
    try {
      const answer = await callAndParse(callables, functionNames.placeOrder, placeOrderResponseSchema, {
        lines: [{ productId: 'beurre-de-karite', quantity: 1, size: '250 ml' }],
        phone: spelled,
        deliveryAddress: 'Plateau',
        zoneId: 'grand-marche',
      });
      made.push(answer.orderId);
      const record = await eventually(recordOf, (counted) => counted.placedBy[stranger.uid] === 1);
      expect(Object.keys(record.placedBy).length).toBeGreaterThanOrEqual(3);
    } finally {
      await callables.close();
    }
  }, 60_000);

  it('lets a seller note a customer only as themself and now, and never change or remove a note', async () => {
    const client = await signedInClient(seller.email, seller.password);
    try {
      const { db, user } = client;
      const notes = collection(db, collections.customerNotes);
      expect(await refused(addDoc(notes, note('someone-else', seller.email)))).toBe('permission-denied');
      expect(await refused(addDoc(notes, note(user.uid, 'owner@kasuwa.test')))).toBe('permission-denied');
      expect(
        await refused(addDoc(notes, { ...note(user.uid, seller.email), at: ClientTimestamp.fromDate(new Date(2020, 0, 1)) })),
      ).toBe('permission-denied');
      expect(await refused(addDoc(notes, { ...note(user.uid, seller.email), text: 'x'.repeat(501) }))).toBe('permission-denied');
      expect(await refused(addDoc(notes, { ...note(user.uid, seller.email), pinned: true }))).toBe('permission-denied');
      expect(await refused(addDoc(notes, { ...note(user.uid, seller.email), customerKey: 'not-a-number' }))).toBe(
        'permission-denied',
      );
      const written = await addDoc(notes, note(user.uid, seller.email));
      expect(await refused(updateDoc(written, { text: 'Réécrit.' }))).toBe('permission-denied');
      expect(await refused(deleteDoc(written))).toBe('permission-denied');
      const stored = await adminDb.collection(collections.customerNotes).where('customerKey', '==', key).get();
      expect(stored.docs.map((entry) => entry.get('text'))).toEqual(['Appeler avant 10 h.']);
    } finally {
      await client.close();
    }
  });

  it("takes a departed seller's notes and reads away at once, though their token is still valid", async () => {
    const leaver = await newStaffAccount('customers-leaver', 'seller');
    const client = await signedInClient(leaver.email, leaver.password);
    try {
      const { db, user } = client;
      expect((await getDoc(doc(db, collections.customers, key))).exists()).toBe(true);
      await adminDb.collection(collections.profiles).doc(leaver.uid).update({ role: 'customer' });
      expect(await refused(getDoc(doc(db, collections.customers, key)))).toBe('permission-denied');
      expect(await refused(addDoc(collection(db, collections.customerNotes), note(user.uid, leaver.email)))).toBe(
        'permission-denied',
      );
    } finally {
      await client.close();
    }
  });
});
