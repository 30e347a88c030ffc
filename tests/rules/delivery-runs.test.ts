import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteField, getDocs, limit, query, serverTimestamp, where } from 'firebase/firestore/lite';
import { collections } from '@kasuwa/contract/collections';
import { addDays, shopDay } from '@kasuwa/contract/days';
import { appOrder, moveOrder, recordPayment } from './order-fixture';
import { change, read, storeRoles, storeUids } from './store-roles';
import type { ClientDb } from './rules-env';

/**
 * Delivery runs under the rules: staff who work orders put an order in a rider's run of a day; a rider
 * (the `run` power) reads and works only the orders of their own run of today: moves them out,
 * delivered or failed, and records the cash they collected; nothing else.
 */
const roles = storeRoles();
const { ownerUid, adminUid } = storeUids;
const uids = { seller: 'run-seller', rider: 'run-rider', otherRider: 'run-other-rider', former: 'run-former-rider' };
const staffClaims = (uid: string, role: string) => ({ email: `${uid}@kasuwa.test`, email_verified: true, role });
const db = {} as Record<'seller' | 'rider' | 'otherRider' | 'former', ClientDb>;

beforeAll(() => {
  db.seller = roles.signIn(uids.seller, staffClaims(uids.seller, 'seller'));
  db.rider = roles.signIn(uids.rider, staffClaims(uids.rider, 'rider'));
  db.otherRider = roles.signIn(uids.otherRider, staffClaims(uids.otherRider, 'rider'));
  // Still carries the claim, as a token made before the role was taken away; the profile says customer.
  db.former = roles.signIn(uids.former, staffClaims(uids.former, 'rider'));
});

const orderPath = (id: string) => `${collections.orders}/${id}`;
const today = () => shopDay(new Date());
const stored = (status: string, run?: { riderId: string; runDay?: string; runPosition?: number }) => ({
  ...appOrder(ownerUid),
  status,
  createdAt: Timestamp.now(),
  checkedAt: Timestamp.now(),
  ...(run && {
    riderId: run.riderId,
    runDay: run.runDay ?? today(),
    runPosition: run.runPosition ?? 1,
    assignedBy: adminUid,
    assignedAt: Timestamp.now(),
  }),
});
const assign = (client: ClientDb, id: string, by: string, fields: Record<string, unknown>) =>
  change(client, orderPath(id), { ...fields, assignedBy: by, assignedAt: serverTimestamp() });
const run = (riderId: string, runPosition = 1, runDay = today()) => ({ riderId, runDay, runPosition });
const runOf = (client: ClientDb, riderId: string, runDay = today()) =>
  getDocs(query(collection(client, collections.orders), where('riderId', '==', riderId), where('runDay', '==', runDay)));

describe('putting orders in a run', () => {
  it('lets staff who work orders put a confirmed order in a rider’s run, move it, and take it out', async () => {
    await roles.seed(orderPath('store-run-assign'), stored('confirmed'));
    await assertSucceeds(assign(db.seller, 'store-run-assign', uids.seller, run(uids.rider, 3)));
    await assertSucceeds(assign(roles.admin, 'store-run-assign', adminUid, run(uids.otherRider, 1)));
    await assertSucceeds(
      assign(db.seller, 'store-run-assign', uids.seller, {
        riderId: deleteField(),
        runDay: deleteField(),
        runPosition: deleteField(),
      }),
    );
  });

  it.each([
    ['to a customer', { riderId: ownerUid }],
    ['to a seller', { riderId: uids.seller }],
    ['to a former rider', { riderId: uids.former }],
    ['at place 0', { runPosition: 0 }],
    ['at place 201', { runPosition: 201 }],
    ['on a day that is not one', { runDay: 'demain' }],
    ['without a place', { runPosition: deleteField() }],
    ['with something else changed', { total: 1 }],
  ])('refuses an assignment %s', async (_case, fields) => {
    await roles.seed(orderPath('store-run-assign-bad'), stored('confirmed'));
    await assertFails(assign(db.seller, 'store-run-assign-bad', uids.seller, { ...run(uids.rider), ...fields }));
  });

  it('refuses an assignment of an order not being delivered, in another’s name, or by a rider', async () => {
    await roles.seed(orderPath('store-run-assign-new'), stored('new'));
    await roles.seed(orderPath('store-run-assign-delivered'), stored('delivered'));
    await roles.seed(orderPath('store-run-assign-who'), stored('confirmed'));
    await assertFails(assign(db.seller, 'store-run-assign-new', uids.seller, run(uids.rider)));
    await assertFails(assign(db.seller, 'store-run-assign-delivered', uids.seller, run(uids.rider)));
    await assertFails(assign(db.seller, 'store-run-assign-who', adminUid, run(uids.rider)));
    await assertFails(assign(db.rider, 'store-run-assign-who', uids.rider, run(uids.rider)));
  });

  it('lets staff who work orders list the riders, and read no customer’s profile', async () => {
    const riders = await getDocs(query(collection(db.seller, collections.profiles), where('role', '==', 'rider')));
    expect(riders.docs.map((profile) => profile.id)).toEqual(expect.arrayContaining([uids.rider, uids.otherRider]));
    await assertFails(getDocs(query(collection(db.seller, collections.profiles), where('role', '==', 'customer'))));
    await assertFails(read(db.seller, `${collections.profiles}/${uids.former}`));
  });
});

describe('a rider on their run', () => {
  beforeAll(async () => {
    await roles.seed(orderPath('store-run-mine'), stored('confirmed', { riderId: uids.rider, runPosition: 1 }));
    await roles.seed(orderPath('store-run-mine-2'), stored('outForDelivery', { riderId: uids.rider, runPosition: 2 }));
    await roles.seed(orderPath('store-run-theirs'), stored('confirmed', { riderId: uids.otherRider }));
    await roles.seed(orderPath('store-run-yesterday'), stored('confirmed', { ...run(uids.rider, 1, addDays(today(), -1)) }));
    await roles.seed(orderPath('store-run-none'), stored('confirmed'));
  });

  it('reads the orders of their own run of today, and no other', async () => {
    await assertSucceeds(read(db.rider, orderPath('store-run-mine')));
    const mine = await assertSucceeds(runOf(db.rider, uids.rider));
    expect(mine.docs.map((order) => order.id).sort()).toEqual(['store-run-mine', 'store-run-mine-2']);
    for (const id of ['store-run-theirs', 'store-run-yesterday', 'store-run-none'])
      await assertFails(read(db.rider, orderPath(id)));
    await assertFails(runOf(db.rider, uids.otherRider));
    await assertFails(runOf(db.rider, uids.rider, addDays(today(), -1)));
    await assertFails(getDocs(query(collection(db.rider, collections.orders), where('riderId', '==', uids.rider))));
  });

  it('moves their order out, fails it with a reason, out again and delivered, and records the cash', async () => {
    const by = { by: uids.rider };
    await assertSucceeds(moveOrder(db.rider, 'store-run-mine', { from: 'confirmed', to: 'outForDelivery', ...by }));
    await assertSucceeds(
      moveOrder(db.rider, 'store-run-mine', {
        from: 'outForDelivery',
        to: 'deliveryFailed',
        failure: { reason: 'absent' },
        ...by,
      }),
    );
    await assertSucceeds(moveOrder(db.rider, 'store-run-mine', { from: 'deliveryFailed', to: 'outForDelivery', ...by }));
    await assertSucceeds(moveOrder(db.rider, 'store-run-mine', { from: 'outForDelivery', to: 'delivered', ...by }));
    await assertSucceeds(recordPayment(db.rider, 'store-run-mine', { payment: 'cash', ...by }));
  });

  it('cancels nothing, records no Mobile Money, edits no details, changes no run, and touches no other order', async () => {
    const by = { by: uids.rider };
    await assertFails(moveOrder(db.rider, 'store-run-mine-2', { from: 'outForDelivery', to: 'cancelled', reason: 'Non', ...by }));
    await assertFails(recordPayment(db.rider, 'store-run-mine-2', { payment: 'mobile-money', reference: 'RUN-MM-1', ...by }));
    await assertFails(change(db.rider, orderPath('store-run-mine-2'), { deliveryNote: 'x', detailsEditedBy: uids.rider }));
    await assertFails(assign(db.rider, 'store-run-mine-2', uids.rider, { runPosition: 9 }));
    await assertFails(moveOrder(db.rider, 'store-run-theirs', { from: 'confirmed', to: 'outForDelivery', ...by }));
    await assertFails(moveOrder(db.rider, 'store-run-yesterday', { from: 'confirmed', to: 'outForDelivery', ...by }));
    await assertFails(recordPayment(db.rider, 'store-run-theirs', { payment: 'cash', ...by }));
  });

  it('gives a rider whose role was taken away nothing, whatever their token says', async () => {
    await roles.seed(orderPath('store-run-former'), stored('confirmed', { riderId: uids.former }));
    await assertFails(read(db.former, orderPath('store-run-former')));
    await assertFails(moveOrder(db.former, 'store-run-former', { from: 'confirmed', to: 'outForDelivery', by: uids.former }));
  });
});

describe('cash closed in a day’s close', () => {
  const closePath = (id: string) => `${collections.cashCloses}/${id}`;
  const close = (holder: string) => ({
    kind: 'close',
    day: today(),
    holder,
    expected: 15_000,
    counted: 15_000,
    difference: 0,
    orderCount: 1,
    by: holder,
    at: Timestamp.now(),
  });

  it('lets a seller read and list their own closes, never another’s, and a rider none', async () => {
    await roles.seed(closePath(`store-close-${uids.seller}`), close(uids.seller));
    await roles.seed(closePath('store-close-manager'), close('store-manager'));
    await assertSucceeds(read(db.seller, closePath(`store-close-${uids.seller}`)));
    const own = query(collection(db.seller, collections.cashCloses), where('holder', '==', uids.seller), limit(100));
    expect((await assertSucceeds(getDocs(own))).size).toBe(1);
    await assertFails(read(db.seller, closePath('store-close-manager')));
    await assertFails(getDocs(query(collection(db.seller, collections.cashCloses), limit(100))));
    await assertFails(read(db.rider, closePath(`store-close-${uids.seller}`)));
  });

  it('refuses a payment on cash a close counted: its correction is an adjustment of the close', async () => {
    await roles.seed(orderPath('store-run-closed'), {
      ...stored('delivered'),
      payment: 'cash',
      paidBy: uids.seller,
      paidAt: Timestamp.now(),
      cashClosedIn: `store-close-${uids.seller}`,
    });
    await assertFails(recordPayment(db.seller, 'store-run-closed', { payment: 'cash', by: uids.seller }));
    await assertFails(
      recordPayment(roles.admin, 'store-run-closed', { payment: 'mobile-money', reference: 'RUN-CL-1', by: adminUid }),
    );
    await roles.seed(orderPath('store-run-open'), { ...stored('delivered') });
    await assertSucceeds(recordPayment(db.seller, 'store-run-open', { payment: 'cash', by: uids.seller }));
  });
});
