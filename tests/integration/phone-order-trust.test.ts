import { httpsCallable } from 'firebase/functions';
import { collection, doc, getDoc, getDocs, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { functionNames } from '@kasuwa/contract/functions';
import { findPhoneCustomersOutputSchema, placePhoneOrderResponseSchema } from '@kasuwa/contract/phone-customers';
import { adminDb } from '../support/admin-app';
import { signedInCallables } from '../support/callable-client';
import { signedInClient } from '../support/client-app';
import { seedAccounts } from '../support/seed-accounts';
import { newAccount } from '../support/test-accounts';

/**
 * A stolen number on phone orders: an account writes a customer's number (and name) into its own shop
 * user record, and staff take that customer's orders by phone. Whatever staff choose, the orders stay
 * on the number unless one verified account alone claims it, and the thief reads none of them.
 */
const shopUsers = adminDb.collection(collections.shopUsers);
const orders = adminDb.collection(collections.orders);
const run = Date.now().toString().slice(-6);
const victimPhone = `+227 91 ${run.slice(0, 2)} ${run.slice(2, 4)} ${run.slice(4, 6)}`;
const phoneCustomer = `phone-22791${run}`;

let staff: Awaited<ReturnType<typeof signedInCallables>>;
const placed: string[] = [];
const madeShopUsers: string[] = [];

beforeAll(async () => {
  staff = await signedInCallables(seedAccounts.admin.email, seedAccounts.admin.password);
});

afterAll(async () => {
  await staff.close();
  await Promise.all([...placed.map((id) => orders.doc(id).delete()), ...madeShopUsers.map((uid) => shopUsers.doc(uid).delete())]);
});

/** An order of the account's own, delivered and paid at the number: what proves a claim on it. */
async function proveAt(uid: string, phone: string, label: string) {
  const id = `it-trust-proof-${run}-${label}`;
  placed.push(id);
  await orders.doc(id).set({
    userId: uid,
    items: [{ productId: 'beurre-de-karite', title: 'Beurre de karité', price: 3_500, quantity: 1, size: '250 ml' }],
    total: 3_500,
    status: 'delivered',
    phone,
    deliveryAddress: 'Wadata',
    payment: 'cash',
    paidBy: seedAccounts.admin.uid,
    paidAt: new Date(),
    createdAt: new Date(),
  });
}

const phoneOrder = async (customer: object, label: string, phone = victimPhone) => {
  const answer = placePhoneOrderResponseSchema.parse(
    (
      await httpsCallable(
        staff.functions,
        functionNames.placePhoneOrder,
      )({
        customer,
        lines: [{ productId: 'beurre-de-karite', quantity: 1, size: '250 ml' }],
        phone,
        deliveryAddress: 'Wadata, maison bleue derrière la mosquée',
        requestId: `it-trust-${run}-${label}`,
        zoneId: 'grand-marche',
      })
    ).data,
  );
  placed.push(answer.orderId);
  return { answer, stored: (await orders.doc(answer.orderId).get()).data() };
};

describe('phone orders and a stolen number', () => {
  it('keeps every order on the number while an unverified account claims it, and the thief reads none', async () => {
    const victim = await newAccount('trust-victim', { emailVerified: true });
    const thief = await newAccount('trust-thief');
    await shopUsers.doc(victim.uid).set({ name: 'Ɗan Ƙasa Ŋari', phone: victimPhone, createdAt: new Date() });
    madeShopUsers.push(victim.uid, thief.uid);
    // The thief's own write, through the rules, of the victim's number in another spelling and name.
    const thiefClient = await signedInClient(thief.email, thief.password);
    try {
      await setDoc(doc(thiefClient.db, collections.shopUsers, thief.uid), {
        name: 'Ɗan Ƙasa Ŋari',
        phone: victimPhone.replace(/\D/g, '').slice(3),
        createdAt: serverTimestamp(),
      });
      const found = findPhoneCustomersOutputSchema.parse(
        (await httpsCallable(staff.functions, functionNames.findPhoneCustomers)({ phone: victimPhone })).data,
      );
      expect(found.trusted).toBeNull();
      expect(
        found.claimants
          .map(({ uid, emailVerified, orders: count }) => ({ uid, emailVerified, count }))
          .sort((a, b) => (a.uid < b.uid ? -1 : 1)),
      ).toEqual(
        [
          { uid: victim.uid, emailVerified: true, count: 0 },
          { uid: thief.uid, emailVerified: false, count: 0 },
        ].sort((a, b) => (a.uid < b.uid ? -1 : 1)),
      );
      // Whatever staff choose: the thief's account, the victim's, or the name.
      const results = [
        await phoneOrder({ uid: thief.uid }, 'thief'),
        await phoneOrder({ uid: victim.uid }, 'victim'),
        await phoneOrder({ name: 'Ɗan Ƙasa Ŋari' }, 'name'),
      ];
      expect(results.map(({ answer }) => answer.attachedTo)).toEqual(['phone', 'phone', 'phone']);
      expect(results.map(({ stored }) => stored?.userId)).toEqual([phoneCustomer, phoneCustomer, phoneCustomer]);
      for (const { answer } of results) {
        await expect(getDoc(doc(thiefClient.db, collections.orders, answer.orderId))).rejects.toMatchObject({
          code: 'permission-denied',
        });
      }
      const own = await getDocs(query(collection(thiefClient.db, collections.orders), where('userId', '==', thief.uid)));
      expect(own.size).toBe(0);

      // Staff, having called the customer, give the number's orders deliberately: never to a claim alone,
      // the victim's own too, until an order of its own was delivered and paid at the number.
      const link = httpsCallable(staff.functions, functionNames.linkPhoneOrders);
      await expect(link({ phone: victimPhone, uid: thief.uid })).rejects.toMatchObject({ code: 'functions/failed-precondition' });
      await expect(link({ phone: victimPhone, uid: victim.uid })).rejects.toMatchObject({
        code: 'functions/failed-precondition',
        details: { refusal: 'not-proven' },
      });
      await proveAt(victim.uid, victimPhone, 'victim');
      expect((await link({ phone: victimPhone, uid: victim.uid })).data).toEqual({ linked: 3 });
      for (const { answer } of results) expect((await orders.doc(answer.orderId).get()).get('userId')).toBe(victim.uid);
      const recorded = await adminDb.collection(collections.phoneLinks).where('uid', '==', victim.uid).get();
      expect(recorded.docs.map((record) => [record.get('phoneCustomer'), record.get('by'), record.get('orders')])).toEqual([
        [phoneCustomer, seedAccounts.admin.uid, 3],
      ]);
      await Promise.all(recorded.docs.map((record) => record.ref.delete()));
      for (const { answer } of results) {
        await expect(getDoc(doc(thiefClient.db, collections.orders, answer.orderId))).rejects.toMatchObject({
          code: 'permission-denied',
        });
      }
    } finally {
      await thiefClient.close();
    }
  });

  it('attaches only to the verified account proven at the number, never to a fresh one that wrote it in, and lets no customer look numbers up', async () => {
    const phone = `+227 92 ${run.slice(0, 2)} ${run.slice(2, 4)} ${run.slice(4, 6)}`;
    const find = async () =>
      findPhoneCustomersOutputSchema.parse(
        (await httpsCallable(staff.functions, functionNames.findPhoneCustomers)({ phone: phone.replace(/\s/g, '') })).data,
      );
    // A throwaway verified account writes a customer's number into its profile: the only claimant, yet no proof.
    const throwaway = await newAccount('trust-throwaway', { emailVerified: true });
    await shopUsers.doc(throwaway.uid).set({ name: 'Awa Issoufou', phone, createdAt: new Date() });
    madeShopUsers.push(throwaway.uid);
    expect(await find()).toMatchObject({
      trusted: null,
      claimants: [{ uid: throwaway.uid, emailVerified: true, proven: false }],
    });
    const kept = await phoneOrder({ uid: throwaway.uid }, 'throwaway', phone);
    expect(kept.answer.attachedTo).toBe('phone');
    await shopUsers.doc(throwaway.uid).delete();

    const owner = await newAccount('trust-owner', { emailVerified: true });
    await shopUsers.doc(owner.uid).set({ name: 'Awa Issoufou', phone, createdAt: new Date() });
    madeShopUsers.push(owner.uid);
    await proveAt(owner.uid, phone, 'owner');
    expect(await find()).toMatchObject({
      trusted: owner.uid,
      claimants: [{ uid: owner.uid, name: 'Awa Issoufou', emailVerified: true, proven: true }],
    });
    const answer = placePhoneOrderResponseSchema.parse(
      (
        await httpsCallable(
          staff.functions,
          functionNames.placePhoneOrder,
        )({
          customer: { uid: owner.uid },
          lines: [{ productId: 'beurre-de-karite', quantity: 1, size: '250 ml' }],
          phone,
          deliveryAddress: 'Plateau',
          requestId: `it-trust-${run}-owner`,
        })
      ).data,
    );
    placed.push(answer.orderId);
    expect(answer.attachedTo).toBe('account');
    expect((await orders.doc(answer.orderId).get()).get('userId')).toBe(owner.uid);

    const customer = await signedInCallables(owner.email, owner.password);
    try {
      await expect(httpsCallable(customer.functions, functionNames.findPhoneCustomers)({ phone })).rejects.toMatchObject({
        code: 'functions/permission-denied',
      });
    } finally {
      await customer.close();
    }
  });
});
