import { collection, doc, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { zoneToConfirm } from '@kasuwa/contract/delivery-zones';
import { functionNames } from '@kasuwa/contract/functions';
import { setOrderZoneOutputSchema } from '@kasuwa/contract/schemas';
import { adminDb } from '../support/admin-app';
import { callableOutcome, callableRefusal, signedInCallables } from '../support/callable-client';
import { signedInClient } from '../support/client-app';
import { eventually } from '../support/eventually';
import { newAccount, newStaffAccount } from '../support/test-accounts';

/**
 * Orders an app writes itself cannot skip the delivery fee, on the emulators: one that names no zone is
 * accepted, waiting for its zone, and neither confirmed nor paid until staff set it (setOrderZone), which
 * adds the zone's fee; one that names a zone is checked as placeOrder checks it.
 */
const orders = adminDb.collection(collections.orders);
const run = Date.now().toString(36);
const zone = { zoneId: 'grand-marche', fee: 500 };
const setZone = callableOutcome(functionNames.setOrderZone, (data) => setOrderZoneOutputSchema.parse(data));
const zoneRefusal = callableRefusal(functionNames.setOrderZone);
const made: string[] = [];
let price = 0;
type Client = Awaited<ReturnType<typeof signedInClient>>;
let shopper: Client & { uid: string; email: string; password: string };
let seller: Client & { uid: string; functions: Awaited<ReturnType<typeof signedInCallables>>['functions'] };

beforeAll(async () => {
  price = Number((await adminDb.collection(collections.products).doc('theiere-sahel').get()).get('price'));
  const customer = await newAccount('zones-customer', { emailVerified: true });
  shopper = { ...(await signedInClient(customer.email, customer.password)), ...customer };
  const staff = await newStaffAccount('zones-seller', 'seller');
  const [client, callables] = [
    await signedInClient(staff.email, staff.password),
    await signedInCallables(staff.email, staff.password),
  ];
  seller = {
    ...client,
    functions: callables.functions,
    uid: staff.uid,
    close: async () => {
      await Promise.all([client.close(), callables.close()]);
    },
  };
}, 120_000);

afterAll(async () => {
  await Promise.all([shopper.close(), seller.close(), ...made.map((id) => orders.doc(id).delete())]);
});

/** The shopper's app writes its order itself, and the check makes it new or rejected. */
async function appOrder(name: string, fields: Record<string, unknown> = {}) {
  const id = `it-zones-${name}-${run}`;
  made.push(id);
  await setDoc(doc(shopper.db, collections.orders, id), {
    userId: shopper.uid,
    items: [{ productId: 'theiere-sahel', title: 'Théière du Sahel', price, quantity: 1, size: '1 L', color: 'Bleu' }],
    total: price,
    status: 'pending',
    phone: '+227 96 11 22 33',
    deliveryAddress: 'Plateau, Niamey',
    createdAt: serverTimestamp(),
    ...fields,
  });
  const checked = await eventually(
    async () => (await orders.doc(id).get()).data(),
    (stored) => stored?.status !== 'pending',
    60_000,
  );
  return { id, checked };
}

/** A staff move as the console writes it: the status and its record, in one batch. */
function confirm(db: Firestore, uid: string, orderId: string) {
  const order = doc(db, collections.orders, orderId);
  const change = doc(collection(order, orderSubcollections.statusChanges));
  const batch = writeBatch(db);
  batch.update(order, {
    status: 'confirmed',
    statusChangeId: change.id,
    statusChangedBy: uid,
    statusChangedAt: serverTimestamp(),
  });
  batch.set(change, { from: 'new', to: 'confirmed', by: uid, at: serverTimestamp() });
  return batch.commit().then(
    () => 'written',
    (error: { code?: string }) => error.code,
  );
}

function payCash(db: Firestore, uid: string, orderId: string) {
  const order = doc(db, collections.orders, orderId);
  const change = doc(collection(order, orderSubcollections.paymentChanges));
  const batch = writeBatch(db);
  batch.update(order, {
    payment: 'cash',
    paidBy: uid,
    paidAt: serverTimestamp(),
    paymentChangeId: change.id,
    moneyVersion: 1,
    cashHolder: uid,
    cashSince: serverTimestamp(),
  });
  batch.set(change, { payment: 'cash', by: uid, at: serverTimestamp() });
  return batch.commit().then(
    () => 'written',
    (error: { code?: string }) => error.code,
  );
}

describe('an order an app writes without a zone', () => {
  it('waits for its zone: neither confirmed nor paid until staff set it, which adds the fee', async () => {
    const { id, checked } = await appOrder('none');
    expect(checked).toMatchObject({ status: 'new', total: price, zoneName: zoneToConfirm, zonePending: true });
    expect(await confirm(seller.db, seller.uid, id)).toBe('permission-denied');
    expect(await payCash(seller.db, seller.uid, id)).toBe('permission-denied');
    // The shopper cannot set it (nor give themself a free zone); an unknown zone is refused.
    const shopperCalls = await signedInCallables(shopper.email, shopper.password);
    expect(await setZone(shopperCalls.functions, { orderId: id, zoneId: zone.zoneId })).toMatchObject({
      code: 'functions/permission-denied',
    });
    await shopperCalls.close();
    expect(await setZone(seller.functions, { orderId: id, zoneId: `nowhere-${run}` })).toMatchObject({
      code: 'functions/not-found',
    });
    expect(await zoneRefusal(seller.functions, { orderId: id, zoneId: `nowhere-${run}` })).toEqual({ refusal: 'unknown-zone' });
    expect((await orders.doc(id).get()).data()).toMatchObject({ total: price, zonePending: true });

    expect(await setZone(seller.functions, { orderId: id, zoneId: zone.zoneId })).toEqual({
      ok: { zoneName: expect.any(String), deliveryFee: zone.fee, total: price + zone.fee },
    });
    const set = (await orders.doc(id).get()).data();
    expect(set).toMatchObject({ zoneId: zone.zoneId, deliveryFee: zone.fee, total: price + zone.fee });
    expect(set).not.toHaveProperty('zonePending');
    expect(await confirm(seller.db, seller.uid, id)).toBe('written');
    expect(await setZone(seller.functions, { orderId: id, zoneId: zone.zoneId })).toMatchObject({
      code: 'functions/failed-precondition',
    });
    expect(await zoneRefusal(seller.functions, { orderId: id, zoneId: zone.zoneId })).toEqual({ refusal: 'not-new' });
  }, 120_000);
});

describe('an order an app writes naming a zone', () => {
  it('is checked as placeOrder checks it: the fee in its total, or rejected with the reason', async () => {
    const cheap = await appOrder('no-fee', { zoneId: zone.zoneId });
    expect(cheap.checked).toMatchObject({
      status: 'rejected',
      rejection: `The total is ${price + zone.fee} F CFA, not ${price}.`,
    });
    const honest = await appOrder('fee', { zoneId: zone.zoneId, total: price + zone.fee });
    expect(honest.checked).toMatchObject({ status: 'new', zoneId: zone.zoneId, deliveryFee: zone.fee, total: price + zone.fee });
    expect(honest.checked).not.toHaveProperty('zonePending');
    // An app cannot say the fee or the zone's name itself, nor that the zone is settled.
    for (const forged of [{ deliveryFee: 0 }, { zoneName: 'Gratuit' }, { zonePending: true }]) {
      await expect(
        setDoc(doc(shopper.db, collections.orders, `it-zones-forged-${run}`), {
          userId: shopper.uid,
          items: [{ productId: 'theiere-sahel', title: 'Théière du Sahel', price, quantity: 1 }],
          total: price,
          status: 'pending',
          phone: '+227 96 11 22 33',
          deliveryAddress: 'Plateau, Niamey',
          createdAt: serverTimestamp(),
          zoneId: zone.zoneId,
          ...forged,
        }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    }
  }, 120_000);
});
