import {
  Timestamp,
  collection,
  deleteDoc,
  limit,
  query,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { collectionRegistry } from '@kasuwa/contract/registry';
import { paymentReferenceKey } from '@kasuwa/contract/schemas';
import { staffPermissionRoles, staffRoles, type StaffPermission } from '@kasuwa/contract/staff-roles';
import { appOrder, moveOrder, recordPayment } from './order-fixture';
import { restoreStaffProfiles, rulesSource, startRulesEnv, stopRulesEnv, type RulesEnv } from './rules-env';

/**
 * Every collection × every role × every kind of access, each cell tried for real against the rules
 * with a well-formed request, so a cell is refused by who asks, not by a bad field. The field checks
 * live in the other rules tests; this one is the map of who may do what, and it must hold exactly.
 */
const roles = ['anonymous', 'unverified', 'owner', 'other', ...staffRoles] as const;
type Role = (typeof roles)[number];
type StaffRole = (typeof staffRoles)[number];
const operations = ['get', 'list', 'create', 'update', 'delete'] as const;
type Operation = (typeof operations)[number];

const uidOf: Record<Exclude<Role, 'anonymous'>, string> = {
  unverified: 'matrix-unverified',
  owner: 'matrix-owner',
  other: 'matrix-other',
  admin: 'matrix-admin',
  manager: 'matrix-manager',
  seller: 'matrix-seller',
  rider: 'matrix-rider',
  viewer: 'matrix-viewer',
};
const isStaff = (role: Role): role is StaffRole => (staffRoles as readonly Role[]).includes(role);

const imageUrl = 'http://127.0.0.1:5001/demo-kasuwa/europe-west1/blobs/zzstoreImages/matrix.jpg-1';

interface CollectionCase {
  name: string;
  /** The document the owner has (get, update, delete are tried on it), as stored. */
  stored: DocumentData;
  /** Where the owner's document lives: keyed by uid for per-user collections. */
  ownerDocId: string;
  /** A new document the role writes for itself: its id and data. */
  created(uid: string): { id: string; data: DocumentData };
  /** A change the role is allowed to ask for, if anyone may. */
  change: DocumentData;
  /** How a create is written, when it is more than a set of `created`'s document. */
  createWith?: (db: Firestore, uid: string) => Promise<unknown>;
  /** How the change is written, when it is more than an update of the owner's document. */
  writeChange?: (db: Firestore, uid: string) => Promise<unknown>;
  /** The page a list asks for, when the rules allow lists of a bounded size only. */
  listLimit?: number;
  allowed: Record<Operation, readonly Role[]>;
}

const everyone = roles;
const signedIn: readonly Role[] = roles.filter((role) => role !== 'anonymous');
const verified: readonly Role[] = signedIn.filter((role) => role !== 'unverified');
const nobody: readonly Role[] = [];
/** The staff roles that hold a power, as the contract says (contract/src/staff-roles.ts). */
const can = (permission: StaffPermission): readonly Role[] => staffPermissionRoles[permission];

const product = (time: unknown) => ({
  title: 'Sac',
  price: 5000,
  images: [imageUrl],
  category: 'Sacs',
  sizes: [],
  colors: [],
  description: 'Cuir',
  time,
  date: 'Nov 21, 2026',
  version: 1,
});

const cases: CollectionCase[] = [
  {
    name: collections.products,
    ownerDocId: 'matrix-product',
    stored: product(Timestamp.now()),
    created: () => ({ id: 'matrix-product-new', data: product(serverTimestamp()) }),
    change: { price: 6000, version: 2 },
    allowed: { get: everyone, list: everyone, create: can('catalogue'), update: can('catalogue'), delete: can('catalogue') },
  },
  {
    name: collections.feedback,
    ownerDocId: 'matrix-feedback',
    stored: { userId: uidOf.owner, feedbackType: 'bug', message: 'Écran blanc', createdAt: Timestamp.now() },
    created: (uid) => ({
      id: `matrix-feedback-${uid}`,
      data: { userId: uid, feedbackType: 'suggestion', message: 'Merci', createdAt: serverTimestamp() },
    }),
    change: { message: 'Corrigé' },
    allowed: { get: can('content'), list: can('content'), create: signedIn, update: nobody, delete: can('content') },
  },
  {
    name: collections.profiles,
    ownerDocId: uidOf.owner,
    stored: { role: 'customer', emailVerified: true, email: 'matrix-owner@kasuwa.test' },
    created: (uid) => ({ id: uid, data: { role: 'customer', emailVerified: false } }),
    change: { email: 'matrix-owner@kasuwa.test' },
    allowed: { get: ['owner', ...can('staff')], list: can('staff'), create: signedIn, update: ['owner'], delete: nobody },
  },
  {
    name: collections.orders,
    ownerDocId: 'matrix-order',
    stored: { ...appOrder(uidOf.owner), status: 'new', createdAt: Timestamp.now(), checkedAt: Timestamp.now() },
    created: (uid) => ({ id: `matrix-order-${uid}`, data: appOrder(uid) }),
    change: { status: 'confirmed' },
    // A staff move writes its record in statusChanges in the same batch (store-orders.test.ts).
    writeChange: (db, uid) => moveOrder(db, 'matrix-order', { from: 'new', to: 'confirmed', by: uid }),
    allowed: { get: ['owner', ...can('read')], list: can('read'), create: verified, update: can('orders'), delete: nobody },
  },
  {
    name: collections.shopUsers,
    ownerDocId: uidOf.owner,
    stored: { name: 'Awa', phone: '+227 96 11 22 33', createdAt: Timestamp.now() },
    created: (uid) => ({ id: uid, data: { name: 'Awa', phone: '+227 96 11 22 33', createdAt: serverTimestamp() } }),
    change: { zone: 'Plateau' },
    allowed: { get: ['owner', ...can('read')], list: can('read'), create: signedIn, update: ['owner'], delete: nobody },
  },
  {
    name: collections.posts,
    ownerDocId: 'matrix-post',
    stored: { authorId: uidOf.owner, authorName: 'Awa', text: 'Bonjour', createdAt: Timestamp.now() },
    created: (uid) => ({
      id: `matrix-post-${uid}`,
      data: { authorId: uid, authorName: 'Awa', text: 'Salut', createdAt: serverTimestamp() },
    }),
    change: { text: 'Bonsoir' },
    allowed: { get: signedIn, list: signedIn, create: verified, update: ['owner'], delete: ['owner', ...can('content')] },
  },
  {
    name: collections.referralCampaigns,
    ownerDocId: 'matrix-campaign',
    stored: { code: 'matrix-campaign', label: 'Affiche', createdBy: uidOf.admin, createdAt: Timestamp.now() },
    created: (uid) => ({
      id: `matrix-campaign-${uid}`,
      data: { code: `matrix-campaign-${uid}`, label: 'Affiche', createdBy: uid, createdAt: serverTimestamp() },
    }),
    change: { label: 'Affiche du marché' },
    allowed: { get: can('figures'), list: can('figures'), create: can('campaigns'), update: nobody, delete: nobody },
  },
  {
    name: collections.roleChanges,
    ownerDocId: 'matrix-role-change',
    stored: { by: uidOf.admin, target: uidOf.owner, from: 'customer', to: 'admin', at: Timestamp.now() },
    created: (uid) => ({
      id: `matrix-role-change-${uid}`,
      data: { by: uid, target: uid, from: 'customer', to: 'admin', at: serverTimestamp() },
    }),
    change: { to: 'customer' },
    allowed: { get: can('staff'), list: can('staff'), create: nobody, update: nobody, delete: nobody },
  },
  {
    // Anyone reads an active zone (a list must ask for active ones: only staff list them all).
    name: collections.deliveryZones,
    ownerDocId: 'matrix-zone',
    stored: { name: 'Wadata', fee: 750, minimumOrder: 0, active: true, updatedAt: Timestamp.now() },
    created: (uid) => ({
      id: `matrix-zone-${uid}`,
      data: { name: 'Lazaret', fee: 1000, minimumOrder: 0, active: true, updatedAt: serverTimestamp() },
    }),
    change: { fee: 900, updatedAt: serverTimestamp() },
    allowed: { get: everyone, list: can('read'), create: can('settings'), update: can('settings'), delete: nobody },
  },
  {
    // A Mobile Money reference's claim is written with the payment that records it, on an order of its own.
    name: collections.paymentReferences,
    ownerDocId: 'MATRIXREFERENCE',
    stored: { orderId: 'matrix-order', by: uidOf.admin, at: Timestamp.now() },
    created: (uid) => ({ id: paymentReferenceKey(`matrix-${uid}`), data: {} }),
    createWith: async (db, uid) => {
      const orderId = `matrix-paid-${uid}`;
      const changeId = `matrix-payment-${uid}`;
      touched
        .add(`${collections.orders}/${orderId}`)
        .add(`${collections.orders}/${orderId}/${orderSubcollections.paymentChanges}/${changeId}`);
      await withoutRules((plain) =>
        setDoc(doc(plain, collections.orders, orderId), {
          ...appOrder(uidOf.owner),
          status: 'delivered',
          createdAt: Timestamp.now(),
          checkedAt: Timestamp.now(),
        }),
      );
      return recordPayment(db, orderId, { payment: 'mobile-money', reference: `matrix-${uid}`, by: uid, changeId });
    },
    change: { orderId: 'matrix-other-order' },
    allowed: { get: can('read'), list: nobody, create: can('orders'), update: nobody, delete: nobody },
  },
  ...[collections.stock, collections.stockSettings].map((name): CollectionCase => ({
    name,
    ownerDocId: 'matrix-staff-read',
    stored: { productId: 'matrix-product', available: 3 },
    created: (uid) => ({ id: `matrix-${uid}`, data: { productId: 'matrix-product', available: 3 } }),
    change: { available: 99 },
    allowed: {
      get: can('read'),
      list: name === collections.stock ? can('read') : nobody,
      create: nobody,
      update: nobody,
      delete: nobody,
    },
  })),
  // What /store/health reads: functions write them, staff read a bounded page.
  ...[collections.clientErrors, collections.functionFailures].map((name): CollectionCase => ({
    name,
    ownerDocId: 'matrix-operations',
    stored: { count: 1, hour: '2026-11-26T10', lastAt: Timestamp.now() },
    created: (uid) => ({ id: `matrix-${uid}`, data: { count: 1 } }),
    change: { count: 2 },
    listLimit: 20,
    allowed: { get: nobody, list: can('health'), create: nobody, update: nobody, delete: nobody },
  })),
  {
    name: collections.cashInHand,
    ownerDocId: 'matrix-holder',
    stored: { orders: { 'matrix-order': { amount: 5_000, since: Timestamp.now() } }, updatedAt: Timestamp.now() },
    created: (uid) => ({ id: uid, data: { orders: {} } }),
    change: { orders: {} },
    listLimit: 100,
    allowed: { get: can('figures'), list: can('figures'), create: nobody, update: nobody, delete: nobody },
  },
  {
    name: collections.cashCloses,
    ownerDocId: 'matrix-close',
    // The seller's own close: they get it (and list their own, tests/rules/cash-closes.test.ts); the figures read every close.
    stored: { kind: 'close', day: '2026-11-27', holder: uidOf.seller, expected: 0, counted: 0, difference: 0, orderCount: 0 },
    created: (uid) => ({ id: `matrix-${uid}`, data: { kind: 'close', holder: uid } }),
    change: { counted: 1_000 },
    listLimit: 100,
    allowed: {
      get: [...can('figures'), 'seller'],
      list: can('figures'),
      create: nobody,
      update: nobody,
      delete: nobody,
    },
  },
  {
    // Read by whoever reads its close: matrix-close above, the seller's.
    name: collections.cashCloseLines,
    ownerDocId: 'matrix-close',
    stored: { orders: [{ id: 'matrix-order', total: 5_000 }] },
    created: (uid) => ({ id: `matrix-${uid}`, data: { orders: [] } }),
    change: { orders: [] },
    allowed: { get: [...can('figures'), 'seller'], list: nobody, create: nobody, update: nobody, delete: nobody },
  },
  {
    name: collections.unpaidDeliveries,
    ownerDocId: 'matrix-unpaid',
    stored: { total: 15_000, number: 7, deliveredAt: Timestamp.now() },
    created: (uid) => ({ id: `matrix-${uid}`, data: { total: 1 } }),
    change: { total: 0 },
    listLimit: 100,
    allowed: { get: nobody, list: can('read'), create: nobody, update: nobody, delete: nobody },
  },
  {
    name: collections.orderReturns,
    ownerDocId: 'matrix-return',
    stored: { orderId: 'matrix-order', amount: 5_000, reason: 'withdrawal', refundDue: '2026-12-15' },
    created: (uid) => ({ id: `matrix-${uid}`, data: { orderId: 'matrix-order', amount: 1 } }),
    change: { amount: 0 },
    listLimit: 100,
    allowed: { get: can('read'), list: can('read'), create: nobody, update: nobody, delete: nobody },
  },
  {
    // What /store/reports reads: a day's sales, a month of days at a time, and a year's daily totals.
    name: collections.salesDays,
    ownerDocId: 'matrix-day',
    stored: { orders: 3, amount: 45_000, placed: { orders: 3, amount: 45_000 } },
    created: (uid) => ({ id: `matrix-${uid}`, data: { orders: 1 } }),
    change: { orders: 99 },
    listLimit: 31,
    allowed: { get: can('figures'), list: can('figures'), create: nobody, update: nobody, delete: nobody },
  },
  {
    // What the customer page reads: one phone number's figures, or a page of a search by name.
    name: collections.customers,
    ownerDocId: '96112233',
    stored: { key: '96112233', name: 'Awa', orders: 3, delivered: { orders: 2, amount: 30_000 } },
    created: (uid) => ({ id: `matrix-${uid}`, data: { orders: 1 } }),
    change: { refused: 0 },
    listLimit: 20,
    allowed: { get: can('read'), list: can('read'), create: nobody, update: nobody, delete: nobody },
  },
  {
    // Notes are written as oneself and now, and stay as written.
    name: collections.customerNotes,
    ownerDocId: 'matrix-note',
    stored: {
      customerKey: '96112233',
      text: 'Appeler avant 10 h',
      by: 'matrix-seller',
      byEmail: 'matrix-seller@kasuwa.test',
      at: Timestamp.now(),
    },
    created: (uid) => ({
      id: `matrix-${uid}`,
      data: {
        customerKey: '96112233',
        text: 'Préfère Mobile Money',
        by: uid,
        byEmail: `${uid}@kasuwa.test`,
        at: serverTimestamp(),
      },
    }),
    change: { text: 'Réécrit' },
    listLimit: 20,
    allowed: { get: can('read'), list: can('read'), create: can('orders'), update: nobody, delete: nobody },
  },
  {
    name: collections.salesVariantMonths,
    ownerDocId: 'matrix-variant-month',
    stored: { month: '2026-11', productId: 'matrix-product', title: 'Boubou', units: 2, amount: 50_000 },
    created: (uid) => ({ id: `matrix-${uid}`, data: { units: 1 } }),
    change: { units: 99 },
    listLimit: 50,
    allowed: { get: nobody, list: can('figures'), create: nobody, update: nobody, delete: nobody },
  },
  {
    name: collections.salesTrends,
    ownerDocId: 'matrix-year',
    stored: { days: { '2026-11-27': { orders: 3, units: 4, amount: 45_000 } } },
    created: (uid) => ({ id: `matrix-${uid}`, data: { days: {} } }),
    change: { days: {} },
    allowed: { get: can('figures'), list: nobody, create: nobody, update: nobody, delete: nobody },
  },
  {
    name: collections.operationsStatus,
    ownerDocId: 'backup',
    stored: { day: '2026-11-25', accounts: 4, startedAt: Timestamp.now() },
    created: (uid) => ({ id: `matrix-${uid}`, data: { day: '2026-11-26' } }),
    change: { day: '2026-11-27' },
    allowed: { get: can('health'), list: nobody, create: nobody, update: nobody, delete: nobody },
  },
  ...[
    collections.referralShards,
    collections.referralVisitors,
    collections.referralSalts,
    collections.referralRollups,
    collections.campaignOrders,
    collections.campaignOrderEvents,
    collections.catalogue,
    collections.rateLimits,
    collections.locks,
    collections.counters,
    collections.stockMovements,
    collections.heldUnits,
    collections.phoneLinks,
    collections.cashHandovers,
    collections.paymentCorrections,
    collections.salesCounted,
    collections.tracking,
    'somethingNew',
  ].map((name): CollectionCase => ({
    name,
    ownerDocId: 'matrix-function-only',
    stored: { count: 1 },
    created: (uid) => ({ id: `matrix-${uid}`, data: { count: 1 } }),
    change: { count: 2 },
    allowed: { get: nobody, list: nobody, create: nobody, update: nobody, delete: nobody },
  })),
];

let env: RulesEnv;
let clients: Record<Role, Firestore>;

beforeAll(async () => {
  env = await startRulesEnv();
  const as = (uid: string, claims: Record<string, unknown>) => env.authenticatedContext(uid, claims).firestore();
  clients = {
    anonymous: env.unauthenticatedContext().firestore(),
    unverified: as(uidOf.unverified, { email: 'matrix-unverified@kasuwa.test', email_verified: false }),
    owner: as(uidOf.owner, { email: 'matrix-owner@kasuwa.test', email_verified: true }),
    other: as(uidOf.other, { email: 'matrix-other@kasuwa.test', email_verified: true }),
    ...(Object.fromEntries(
      staffRoles.map((role) => [role, as(uidOf[role], { email: `${uidOf[role]}@kasuwa.test`, email_verified: true, role })]),
    ) as Record<StaffRole, Firestore>),
  };
});
/** Every document a cell wrote or seeded, removed at the end: the seed-validity test reads whole collections. */
const touched = new Set<string>();
afterAll(async () => {
  await withoutRules((plain) => Promise.all([...touched].map((path) => deleteDoc(doc(plain, path)))));
  await stopRulesEnv(env);
});

/** Writes as the seed would, with the rules off. */
const withoutRules = (work: (db: Firestore) => Promise<unknown>) =>
  env.withSecurityRulesDisabled((context) => work(context.firestore()));

async function attempt(db: Firestore, role: Role, operation: Operation, test: CollectionCase): Promise<boolean> {
  const owned = doc(db, test.name, test.ownerDocId);
  const uid = role === 'anonymous' ? 'matrix-anonymous' : uidOf[role];
  const created = test.created(uid);
  touched.add(`${test.name}/${test.ownerDocId}`).add(`${test.name}/${created.id}`);
  // The users cells write the staff member's own profile, which the rules read to know staff.
  if (isStaff(role) && test.name === collections.profiles) await restoreStaffProfiles(env, [uidOf[role]]);
  // A create starts where nothing is; anything else from the owner's document as stored.
  await withoutRules((plain) =>
    operation === 'create'
      ? deleteDoc(doc(plain, test.name, created.id))
      : setDoc(doc(plain, test.name, test.ownerDocId), test.stored),
  );
  const work: Record<Operation, () => Promise<unknown>> = {
    get: () => getDoc(owned),
    list: () => getDocs(test.listLimit ? query(collection(db, test.name), limit(test.listLimit)) : collection(db, test.name)),
    create: () => (test.createWith ? test.createWith(db, uid) : setDoc(doc(db, test.name, created.id), created.data)),
    update: () => (test.writeChange ? test.writeChange(db, uid) : updateDoc(owned, test.change)),
    delete: () => deleteDoc(owned),
  };
  try {
    await work[operation]();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return false;
    throw error;
  }
}

it('has a row for every collection of the contract', () => {
  const covered = new Set(cases.map((test) => test.name));
  expect(Object.values(collections).filter((name) => !covered.has(name))).toEqual([]);
});

it('holds in firestore.rules the staff powers of the contract, role by role', () => {
  const entries = Object.entries(staffPermissionRoles).map(
    ([permission, holders]) => `'${permission}': [${holders.map((role) => `'${role}'`).join(', ')}]`,
  );
  expect(rulesSource).toContain(
    `function staffPermissionRoles() {\n      return {\n        ${entries.join(',\n        ')}\n      };`,
  );
});

it("gives customers and staff the writes the contract's registry says they make", () => {
  const registered = new Map<string, readonly string[]>(
    Object.values(collectionRegistry).map((entry) => [entry.name, entry.writtenBy]),
  );
  const writes: Operation[] = ['create', 'update', 'delete'];
  const mismatches = cases.flatMap((test) => {
    // A customer writes when any role but staff may; staff write when they may what another customer may not.
    const client = writes.some((operation) => test.allowed[operation].some((role) => !isStaff(role)));
    const staff = writes.some((operation) => test.allowed[operation].some(isStaff) && !test.allowed[operation].includes('other'));
    const inRules = [...(client ? ['client'] : []), ...(staff ? ['staff'] : [])];
    const inRegistry = (registered.get(test.name) ?? []).filter((writer) => writer !== 'server');
    return inRules.join() === inRegistry.join()
      ? []
      : [`${test.name}: the rules let ${inRules.join() || 'nobody'} write, the registry says ${inRegistry.join() || 'nobody'}`];
  });
  expect(mismatches).toEqual([]);
});

/**
 * Cases whose rules read another case's documents (a close's lines read the close; a payment's reference
 * and a return name the order) run in one lane, in this order; every other case is a lane of its own.
 */
const dependent: string[][] = [
  [collections.orders, collections.paymentReferences, collections.orderReturns, collections.cashInHand],
  [collections.cashCloses, collections.cashCloseLines],
];
const laneCount = 4;

/** The cases spread over the lanes, the profiles' alone and first: its cells rewrite the staff's own profiles, which every rule reads. */
function lanes(): CollectionCase[][] {
  const groups: CollectionCase[][] = [];
  for (const test of cases.filter((entry) => entry.name !== collections.profiles)) {
    const family = dependent.find((names) => names.includes(test.name));
    const group = family && groups.find((existing) => family.includes(existing[0]!.name));
    if (group) group.push(test);
    else groups.push([test]);
  }
  const spread: CollectionCase[][] = Array.from({ length: laneCount }, () => []);
  groups.forEach((group, index) => spread[index % laneCount]!.push(...group));
  return spread;
}

it('allows exactly what the access table says, for every collection, role and operation', async () => {
  const unexpected: string[] = [];
  let cells = 0;
  const tryCase = async (test: CollectionCase) => {
    for (const role of roles) {
      for (const operation of operations) {
        cells += 1;
        const allowed = await attempt(clients[role], role, operation, test);
        const expected = test.allowed[operation].includes(role);
        if (allowed !== expected) unexpected.push(`${test.name} ${operation} by ${role}: ${allowed ? 'allowed' : 'denied'}`);
      }
    }
  };
  const profiles = cases.find((test) => test.name === collections.profiles)!;
  await tryCase(profiles);
  await restoreStaffProfiles(env);
  // Every case's document stored before any lane starts, so a rule reading another case's finds it.
  await withoutRules((plain) =>
    Promise.all(
      cases.filter((test) => test !== profiles).map((test) => setDoc(doc(plain, test.name, test.ownerDocId), test.stored)),
    ),
  );
  await Promise.all(
    lanes().map(async (lane) => {
      for (const test of lane) await tryCase(test);
    }),
  );
  expect(cells).toBe(cases.length * roles.length * operations.length);
  expect(unexpected.sort()).toEqual([]);
  // A hang guard, not a performance target: every cell one after another took 183 to 194 s in the
  // clean-clone runs of 2026-12-01; four lanes take less.
}, 400_000);
