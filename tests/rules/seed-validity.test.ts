import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore/lite';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { defaultLowStockAt, isLowStock, stockSchema } from '@kasuwa/contract/stock';
import { normaliseProductDates } from '@kasuwa/contract/schemas';
import { paymentReferenceKey } from '@kasuwa/contract/order-statuses';
import { checkAppOrder } from '../../functions/src/orders/check-app-order';
import { moveOrder, recordPayment } from './order-fixture';
import { startRulesEnv, stopRulesEnv, type RulesEnv } from './rules-env';

/**
 * The seed in emulator-data/ (imported into this emulator by npm test) must be data the rules would
 * accept: each client-written document is written again by the kind of user who writes it in the app,
 * with its creation time stamped by the server as the app does.
 */
let env: RulesEnv;
beforeAll(async () => {
  env = await startRulesEnv({ seeded: true });
});
afterAll(() => stopRulesEnv(env));

/**
 * The Lite SDK's answers are parsed by Node's fetch, outside the realm Jest runs the test in, and the SDK
 * refuses to write their arrays back ("a custom Array object"): each is copied into this realm first.
 */
const inThisRealm = (value: unknown): unknown => {
  if (Array.isArray(value)) return Array.from(value, inThisRealm);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value)?.constructor?.name !== 'Object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, inThisRealm(field)]));
};

async function seeded(name: string) {
  let documents: { id: string; data: DocumentData }[] = [];
  await env.withSecurityRulesDisabled(async (context) => {
    const snapshot = await getDocs(collection(context.firestore(), name));
    // The other rules files write in projects of their own (rules-env.ts): every document here is the seed's.
    documents = snapshot.docs.map((document) => ({ id: document.id, data: inThisRealm(document.data()) as DocumentData }));
  });
  if (documents.length === 0) throw new Error(`The seed has no ${name}: was emulator-data imported?`);
  return documents;
}

const removeSeeded = (path: string) => env.withSecurityRulesDisabled((context) => deleteDoc(doc(context.firestore(), path)));

const stampedNow = (data: DocumentData) =>
  data.createdAt instanceof Timestamp ? { ...data, createdAt: serverTimestamp() } : data;

/** A shopper of the seed; those who order and post have verified their email. */
const userDb = (uid: string) => env.authenticatedContext(uid, { email_verified: true }).firestore();
const adminDb = () => env.authenticatedContext('seed-validity-admin', { role: 'admin', email_verified: true }).firestore();

/** The seed's legacy-* documents predate the rules' shapes on purpose (scripts/seed/legacy.mjs). */
const isLegacy = (id: string) => id.startsWith('legacy-');

it('every seeded product is one staff could save', async () => {
  for (const { id, data } of (await seeded('zzstoreProducts')).filter(({ id }) => !isLegacy(id))) {
    expect(data.version).toBe(1);
    await removeSeeded(`zzstoreProducts/${id}`);
    // Staff save the product; indexProductSearch adds its search words after.
    const { searchWords: _indexed, ...saved } = data;
    await assertSucceeds(setDoc(doc(adminDb(), 'zzstoreProducts', id), saved));
    await env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), 'zzstoreProducts', id), data));
  }
});

it('a legacy product is refused as it is stored, and accepted once the editor normalises its dates', async () => {
  const legacy = (await seeded('zzstoreProducts')).filter(({ id }) => isLegacy(id));
  expect(legacy.length).toBeGreaterThan(0);
  for (const { id, data } of legacy) {
    const ref = doc(adminDb(), 'zzstoreProducts', id);
    expect(data.version).toBeUndefined();
    await assertFails(updateDoc(ref, { title: data.title, version: 1 }));
    const dates = normaliseProductDates(data.time, data.date, Date.now());
    await assertSucceeds(
      updateDoc(ref, { title: data.title, time: Timestamp.fromMillis(dates.timeMillis), date: dates.date, version: 1 }),
    );
  }
});

it('every seeded feedback is one its author could send', async () => {
  for (const { id, data } of await seeded('feedback')) {
    await removeSeeded(`feedback/${id}`);
    // listedAt is stamped by a function after the app's write; the app never sends it.
    const { listedAt: _stamped, ...sent } = data;
    await assertSucceeds(setDoc(doc(userDb(data.userId ?? 'anonymous-sender'), 'feedback', id), stampedNow(sent)));
  }
});

it('every seeded order is priced as the server prices it, and staff could make its recorded moves', async () => {
  const catalogue = new Map((await seeded('zzstoreProducts')).map(({ id, data }) => [id, data]));
  const zones = new Map((await seeded(collections.deliveryZones)).map(({ id, data }) => [id, data]));
  for (const { id, data } of await seeded('zzstoreOrders')) {
    // placeOrder adds the zone's fee to the lines and keeps the zone's name.
    const zone = data.zoneId === undefined ? undefined : zones.get(data.zoneId);
    expect([id, data.deliveryFee, data.zoneName]).toEqual([id, zone?.fee, zone?.name]);
    const lines = { ...data, total: data.total - (zone?.fee ?? 0) };
    expect([id, checkAppOrder(lines, catalogue)]).toEqual([id, { status: 'new', items: data.items }]);
    const moves = await recordedMoves(id);
    expect([id, moves.at(-1)?.to ?? 'new']).toEqual([id, data.status]);
    await removeSeeded(`zzstoreOrders/${id}`);
    const {
      zoneId: _zone,
      zoneName: _zoneName,
      deliveryFee: _fee,
      campaign: _campaign,
      customerKey: _customerKey,
      customerName: _name,
      number: _number,
      trackingToken: _token,
      holdUntil: _holdEnd,
      checkedAt: _stampedByTheServer,
      statusChangeId: _move,
      statusChangedBy: _mover,
      statusChangedAt: _moved,
      cancelReason: _reason,
      payment: _payment,
      paymentReference: _reference,
      paidBy: _payer,
      paidAt: _paid,
      paymentChangeId: _paymentRecord,
      moneyVersion: _moneyVersion,
      cashHolder: _holder,
      cashSince: _held,
      ...sent
    } = data;
    await assertSucceeds(
      setDoc(doc(userDb(data.userId), 'zzstoreOrders', id), { ...stampedNow(sent), total: lines.total, status: 'pending' }),
    );
    await env.withSecurityRulesDisabled((context) =>
      updateDoc(doc(context.firestore(), 'zzstoreOrders', id), {
        status: 'new',
        checkedAt: Timestamp.now(),
        // What placeOrder wrote beside the lines: the zone and its fee, the campaign, the customer's key and
        // name, the number, the tracking token and the hold's end.
        ...Object.fromEntries(
          [
            'zoneId',
            'zoneName',
            'deliveryFee',
            'campaign',
            'customerKey',
            'customerName',
            'number',
            'trackingToken',
            'holdUntil',
            'total',
          ]
            .filter((key) => key in data)
            .map((key) => [key, data[key]]),
        ),
      }),
    );
    for (const { from, to, reason } of moves) {
      await assertSucceeds(moveOrder(adminDb(), id, { from, to, by: 'seed-validity-admin', reason }));
    }
    if (data.payment) {
      // Recorded as staff record it, the reference claimed again (the seed's claim goes first).
      if (data.paymentReference)
        await removeSeeded(`${collections.paymentReferences}/${paymentReferenceKey(data.paymentReference)}`);
      await assertSucceeds(
        recordPayment(adminDb(), id, { payment: data.payment, reference: data.paymentReference, by: 'seed-validity-admin' }),
      );
    }
    if (moves.length > 0) {
      const last = moves.at(-1);
      expect([id, data.statusChangeId, data.statusChangedBy, data.cancelReason]).toEqual([id, last?.id, last?.by, last?.reason]);
    }
  }
});

/** The seeded record of an order's staff moves, oldest first. */
async function recordedMoves(orderId: string) {
  let moves: { id: string; from: string; to: string; by: string; reason?: string }[] = [];
  await env.withSecurityRulesDisabled(async (context) => {
    const changes = collection(context.firestore(), 'zzstoreOrders', orderId, orderSubcollections.statusChanges);
    const snapshot = await getDocs(query(changes, orderBy('at')));
    moves = snapshot.docs.map((change) => ({
      id: change.id,
      from: change.get('from'),
      to: change.get('to'),
      by: change.get('by'),
      reason: change.get('reason'),
    }));
  });
  return moves;
}

it('every seeded shop user is one the shopper could save', async () => {
  for (const { id, data } of await seeded('zzstoreUsers')) {
    await removeSeeded(`zzstoreUsers/${id}`);
    await assertSucceeds(setDoc(doc(userDb(id), 'zzstoreUsers', id), stampedNow(data)));
  }
});

it('every seeded post is one its author could publish', async () => {
  for (const { id, data } of await seeded('kasuwaPosts')) {
    await removeSeeded(`kasuwaPosts/${id}`);
    await assertSucceeds(setDoc(doc(userDb(data.authorId), 'kasuwaPosts', id), stampedNow(data)));
  }
});

it('every seeded delivery zone is one staff could save, and every counted variant one setStock writes', async () => {
  for (const { id, data } of await seeded(collections.deliveryZones)) {
    await removeSeeded(`${collections.deliveryZones}/${id}`);
    await assertSucceeds(setDoc(doc(adminDb(), collections.deliveryZones, id), { ...data, updatedAt: serverTimestamp() }));
  }
  const catalogue = new Map((await seeded('zzstoreProducts')).map(({ id, data }) => [id, data]));
  for (const { id, data } of await seeded(collections.stock)) {
    expect(stockSchema.safeParse(data).success).toBe(true);
    const product = catalogue.get(data.productId);
    expect([id, product?.sizes.includes(data.size), product?.colors.includes(data.color)]).toEqual([id, true, true]);
    expect([id, data.low]).toEqual([id, isLowStock(data.available, data.lowAt, defaultLowStockAt)]);
  }
});

it('every seeded referral campaign is one its staff member could register on the referrals page', async () => {
  for (const { id, data } of await seeded(collections.referralCampaigns)) {
    await removeSeeded(`${collections.referralCampaigns}/${id}`);
    const staff = env.authenticatedContext(data.createdBy, { role: 'admin', email_verified: true }).firestore();
    await assertSucceeds(setDoc(doc(staff, collections.referralCampaigns, id), stampedNow(data)));
  }
});

it('every seeded customer note is one its staff member could write, as themself and now', async () => {
  for (const { id, data } of await seeded(collections.customerNotes)) {
    await removeSeeded(`${collections.customerNotes}/${id}`);
    const staff = env.authenticatedContext(data.by, { role: 'seller', email: data.byEmail, email_verified: true }).firestore();
    await assertSucceeds(setDoc(doc(staff, collections.customerNotes, id), { ...data, at: serverTimestamp() }));
  }
});
