import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, getCount, getDocs, limit, query, where, type QueryConstraint } from 'firebase/firestore/lite';
import { collections } from '@kasuwa/contract/collections';
import { addDays, shopDay } from '@kasuwa/contract/days';
import { appOrder } from './order-fixture';
import { read, storeRoles, storeUids } from './store-roles';
import type { ClientDb } from './rules-env';

/**
 * Today at a glance (web/src/features/today) under the rules, read as each role's landing page reads it:
 * the counts of orders and of low stock, today's and last week's sales summaries, everyone's cash for those
 * who see the figures and one's own for a seller or a rider; a rider counts only their own run of today.
 */
const roles = storeRoles();
const people = ['manager', 'viewer', 'seller', 'rider', 'otherRider', 'formerRider'] as const;
type Person = (typeof people)[number];
const uidOf: Record<Person, string> = {
  manager: 'today-manager',
  viewer: 'today-viewer',
  seller: 'today-seller',
  rider: 'today-rider',
  otherRider: 'today-other-rider',
  // Still carries the rider claim, as a token made before the role was taken away; the profile says customer.
  formerRider: 'today-former-rider',
};
const claimOf: Record<Person, string> = {
  manager: 'manager',
  viewer: 'viewer',
  seller: 'seller',
  rider: 'rider',
  otherRider: 'rider',
  formerRider: 'rider',
};
const db = {} as Record<Person, ClientDb>;
const today = shopDay(new Date());

beforeAll(async () => {
  for (const person of people) {
    const uid = uidOf[person];
    db[person] = roles.signIn(uid, { email: `${uid}@kasuwa.test`, email_verified: true, role: claimOf[person] });
  }
  const held = (amount: number) => ({
    orders: { 'today-order': { amount, since: Timestamp.now() } },
    updatedAt: Timestamp.now(),
  });
  await roles.seed(`${collections.cashInHand}/${uidOf.seller}`, held(7_500));
  await roles.seed(`${collections.cashInHand}/${uidOf.rider}`, held(20_000));
  await roles.seed(`${collections.cashInHand}/${uidOf.formerRider}`, held(5_000));
  await roles.seed(`${collections.salesDays}/${today}`, { orders: 1, amount: 10_000 });
  const order = { ...appOrder(storeUids.ownerUid), createdAt: Timestamp.now(), checkedAt: Timestamp.now() };
  await roles.seed(`${collections.orders}/today-new`, { ...order, status: 'new' });
  await roles.seed(`${collections.orders}/today-run`, {
    ...order,
    status: 'outForDelivery',
    riderId: uidOf.rider,
    runDay: today,
  });
});

const countOrders = (client: ClientDb, ...constraints: QueryConstraint[]) =>
  getCount(query(collection(client, collections.orders), ...constraints));
const ownRun = (uid: string, day = today) => [
  where('riderId', '==', uid),
  where('runDay', '==', day),
  where('status', 'in', ['confirmed', 'outForDelivery']),
];

describe("the owner's and the managers' glance", () => {
  it.each(['manager', 'viewer'] as const)(
    'lets the %s count orders and low stock, read both sales days and everyone’s cash',
    async (person) => {
      const counted = await assertSucceeds(countOrders(db[person], where('status', '==', 'new')));
      // The worker's project holds other files' orders too: at least this file's.
      expect(counted.data().count).toBeGreaterThanOrEqual(1);
      await assertSucceeds(getCount(query(collection(db[person], collections.stock), where('low', '==', true))));
      await assertSucceeds(read(db[person], `${collections.salesDays}/${today}`));
      await assertSucceeds(read(db[person], `${collections.salesDays}/${addDays(today, -7)}`));
      const cash = await assertSucceeds(getDocs(query(collection(db[person], collections.cashInHand), limit(100))));
      expect(cash.docs.map((held) => held.id)).toEqual(expect.arrayContaining([uidOf.formerRider, uidOf.rider, uidOf.seller]));
    },
  );
});

describe("a seller's glance", () => {
  it('lets a seller count the orders and the low stock and read their own cash', async () => {
    await assertSucceeds(countOrders(db.seller, where('status', '==', 'deliveryFailed')));
    await assertSucceeds(getCount(query(collection(db.seller, collections.stock), where('low', '==', true))));
    const own = await assertSucceeds(read(db.seller, `${collections.cashInHand}/${uidOf.seller}`));
    expect(own.exists()).toBe(true);
  });

  it('refuses a seller anyone else’s cash, the list of everyone’s, and the sales', async () => {
    await assertFails(read(db.seller, `${collections.cashInHand}/${uidOf.rider}`));
    await assertFails(getDocs(query(collection(db.seller, collections.cashInHand), limit(100))));
    await assertFails(read(db.seller, `${collections.salesDays}/${today}`));
  });
});

describe("a rider's glance", () => {
  it('lets a rider count their own run of today and read their own cash', async () => {
    const left = await assertSucceeds(countOrders(db.rider, ...ownRun(uidOf.rider)));
    expect(left.data().count).toBe(1);
    await assertSucceeds(
      countOrders(
        db.rider,
        where('riderId', '==', uidOf.rider),
        where('runDay', '==', today),
        where('status', 'in', ['delivered']),
      ),
    );
    await assertSucceeds(read(db.rider, `${collections.cashInHand}/${uidOf.rider}`));
  });

  it('refuses a rider another’s run or cash, another day’s run, the shop’s orders, stock, sales and everyone’s cash', async () => {
    await assertFails(countOrders(db.otherRider, ...ownRun(uidOf.rider)));
    await assertFails(countOrders(db.rider, ...ownRun(uidOf.rider, addDays(today, -1))));
    await assertFails(countOrders(db.rider, where('status', '==', 'new')));
    await assertFails(read(db.rider, `${collections.cashInHand}/${uidOf.seller}`));
    await assertFails(read(db.otherRider, `${collections.cashInHand}/${uidOf.rider}`));
    await assertFails(getDocs(query(collection(db.rider, collections.cashInHand), limit(100))));
    await assertFails(getCount(query(collection(db.rider, collections.stock), where('low', '==', true))));
    await assertFails(read(db.rider, `${collections.salesDays}/${today}`));
  });

  it('refuses a former rider their cash document: the profile, as it is now, decides', async () => {
    await assertFails(read(db.formerRider, `${collections.cashInHand}/${uidOf.formerRider}`));
  });
});
