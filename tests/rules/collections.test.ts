import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore/lite';
import { appOrder, moveOrder } from './order-fixture';
import { roleClients, startRulesEnv, stopRulesEnv, type RulesEnv } from './rules-env';

let env: RulesEnv;
let db: ReturnType<typeof roleClients>;

beforeAll(async () => {
  env = await startRulesEnv();
  db = roleClients(env);
});
afterAll(() => stopRulesEnv(env));

/** Writes a document with the rules off, as a function or the seed would. */
const seed = (path: string, data: object) =>
  env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), path), data));

const imageUrl = 'http://127.0.0.1:5001/demo-kasuwa/europe-west1/blobs/zzstoreImages/a.jpg-1';
const product = () => ({
  title: 'Sac tressé',
  price: 12500,
  images: [imageUrl],
  category: 'Sacs',
  sizes: [],
  colors: ['Rouge'],
  description: 'Cuir tressé',
  time: serverTimestamp(),
  date: 'Nov 21, 2026',
  version: 1,
});

describe('zzstoreProducts', () => {
  it('is readable by anyone', async () => {
    await seed('zzstoreProducts/p-read', { ...product(), time: Timestamp.now() });
    await assertSucceeds(getDoc(doc(db.anonymous, 'zzstoreProducts/p-read')));
    await assertSucceeds(getDocs(collection(db.customer, 'zzstoreProducts')));
  });

  it('is written by staff only', async () => {
    await assertSucceeds(setDoc(doc(db.admin, 'zzstoreProducts/p-admin'), product()));
    await assertFails(setDoc(doc(db.customer, 'zzstoreProducts/p-customer'), product()));
    await assertFails(setDoc(doc(db.anonymous, 'zzstoreProducts/p-anon'), product()));
    await assertFails(deleteDoc(doc(db.customer, 'zzstoreProducts/p-admin')));
    await assertSucceeds(deleteDoc(doc(db.admin, 'zzstoreProducts/p-admin')));
  });

  it('advances its version by one on every write, so a save from an older version is refused', async () => {
    await assertFails(setDoc(doc(db.admin, 'zzstoreProducts/p-version'), { ...product(), version: 2 }));
    await assertSucceeds(setDoc(doc(db.admin, 'zzstoreProducts/p-version'), product()));
    const ref = doc(db.admin, 'zzstoreProducts/p-version');
    await assertSucceeds(updateDoc(ref, { price: 13000, version: 2 }));
    // A second admin who loaded version 1 too, saving after the first.
    await assertFails(updateDoc(ref, { price: 14000, version: 2 }));
    await assertFails(updateDoc(ref, { price: 14000 }));
    await assertFails(updateDoc(ref, { price: 14000, version: 4 }));
    await assertFails(updateDoc(ref, { price: 14000, version: '3' }));
    await assertSucceeds(updateDoc(ref, { price: 14000, version: 3 }));
  });

  it('leaves its searchWords to the trigger: staff neither set nor change them, and edits keep them', async () => {
    await assertFails(setDoc(doc(db.admin, 'zzstoreProducts/p-words'), { ...product(), searchWords: ['sac'] }));
    await seed('zzstoreProducts/p-words', { ...product(), time: Timestamp.now(), searchWords: ['sa', 'sac'] });
    const ref = doc(db.admin, 'zzstoreProducts/p-words');
    await assertFails(updateDoc(ref, { price: 13000, version: 2, searchWords: ['promo'] }));
    await assertFails(updateDoc(ref, { price: 13000, version: 2, searchWords: deleteField() }));
    await assertSucceeds(updateDoc(ref, { price: 13000, version: 2 }));
  });

  it('counts a product saved before versions as version 0', async () => {
    const { version: _none, ...legacy } = product();
    await seed('zzstoreProducts/p-unversioned', { ...legacy, time: Timestamp.now() });
    await assertFails(updateDoc(doc(db.admin, 'zzstoreProducts/p-unversioned'), { price: 1 }));
    await assertSucceeds(updateDoc(doc(db.admin, 'zzstoreProducts/p-unversioned'), { price: 1, version: 1 }));
  });

  it.each([
    ['a blank title', { title: '  ' }],
    ['a fractional price', { price: 10.5 }],
    ['a price given as text', { price: '12500' }],
    ['no image', { images: [] }],
    ['an image that is not a URL', { images: ['javascript:alert(1)'] }],
    ['thumbnails that do not match the images', { thumbnails: [] }],
    ['a date in another format', { date: '21/11/2026' }],
    ['an unknown field', { featured: true }],
  ])('refuses even staff a product with %s', async (_label, change) => {
    await assertFails(setDoc(doc(db.admin, 'zzstoreProducts/p-bad'), { ...product(), ...change }));
  });
});

describe('feedback', () => {
  const feedback = (userId?: string) => ({
    feedbackType: 'bug',
    message: 'Le panier se vide',
    createdAt: serverTimestamp(),
    ...(userId && { userId }),
  });

  it('is read and deleted by staff only', async () => {
    await seed('feedback/f-1', { feedbackType: 'rating', message: '5 étoiles' });
    await assertSucceeds(getDocs(collection(db.admin, 'feedback')));
    await assertFails(getDocs(collection(db.customer, 'feedback')));
    await assertFails(getDoc(doc(db.anonymous, 'feedback/f-1')));
    await assertFails(deleteDoc(doc(db.customer, 'feedback/f-1')));
    await assertSucceeds(deleteDoc(doc(db.admin, 'feedback/f-1')));
  });

  it('is created by a signed-in user for themself or without a user id', async () => {
    await assertSucceeds(setDoc(doc(db.customer, 'feedback/f-own'), feedback('rules-customer')));
    await assertSucceeds(setDoc(doc(db.customer, 'feedback/f-anonymous'), feedback()));
    await assertFails(setDoc(doc(db.customer, 'feedback/f-other'), feedback('rules-other')));
    await assertFails(setDoc(doc(db.anonymous, 'feedback/f-anon'), feedback()));
  });

  it('refuses unknown types, blank messages, backdated times and edits', async () => {
    await assertFails(setDoc(doc(db.customer, 'feedback/f-x'), { ...feedback(), feedbackType: 'praise' }));
    await assertFails(setDoc(doc(db.customer, 'feedback/f-y'), { ...feedback(), message: ' ' }));
    await assertFails(setDoc(doc(db.customer, 'feedback/f-z'), { ...feedback(), createdAt: Timestamp.fromMillis(0) }));
    await seed('feedback/f-edit', { feedbackType: 'bug', message: 'x', userId: 'rules-customer' });
    await assertFails(updateDoc(doc(db.customer, 'feedback/f-edit'), { message: 'changed' }));
  });
});

describe('users (profiles)', () => {
  it('are read by their owner and staff', async () => {
    await seed('users/rules-customer', { role: 'customer', emailVerified: false });
    await assertSucceeds(getDoc(doc(db.customer, 'users/rules-customer')));
    await assertSucceeds(getDoc(doc(db.admin, 'users/rules-customer')));
    await assertFails(getDoc(doc(db.otherCustomer, 'users/rules-customer')));
    await assertFails(getDoc(doc(db.anonymous, 'users/rules-customer')));
  });

  it('start as an unverified customer, and no client writes role or emailVerified', async () => {
    await assertSucceeds(
      setDoc(doc(db.otherCustomer, 'users/rules-other'), { role: 'customer', emailVerified: false, email: 'autre@kasuwa.test' }),
    );
    await assertFails(updateDoc(doc(db.otherCustomer, 'users/rules-other'), { emailVerified: true }));
    await assertFails(updateDoc(doc(db.otherCustomer, 'users/rules-other'), { role: 'admin' }));
    await assertFails(updateDoc(doc(db.admin, 'users/rules-other'), { role: 'admin' }));
    await assertFails(setDoc(doc(db.admin, 'users/rules-admin'), { role: 'admin', emailVerified: true }));
    await assertFails(setDoc(doc(db.customer, 'users/someone-else'), { role: 'customer', emailVerified: false }));
  });
});

describe('zzstoreOrders', () => {
  const order = appOrder;

  it('are written by an app pending, by a shopper with a verified email, for themself', async () => {
    await assertSucceeds(setDoc(doc(db.customer, 'zzstoreOrders/o-1'), order('rules-customer')));
    await assertFails(setDoc(doc(db.customer, 'zzstoreOrders/o-2'), order('rules-other')));
    await assertFails(setDoc(doc(db.customer, 'zzstoreOrders/o-3'), { ...order('rules-customer'), status: 'delivered' }));
    await assertFails(setDoc(doc(db.customer, 'zzstoreOrders/o-3'), { ...order('rules-customer'), status: 'new' }));
    await assertFails(setDoc(doc(db.anonymous, 'zzstoreOrders/o-4'), order('rules-customer')));
    await assertFails(setDoc(doc(db.unverifiedCustomer, 'zzstoreOrders/o-5'), order('rules-unverified')));
  });

  it('are never written by an app as priced or rejected by the server', async () => {
    const checkedAt = serverTimestamp();
    await assertFails(setDoc(doc(db.customer, 'zzstoreOrders/o-6'), { ...order('rules-customer'), checkedAt }));
    await assertFails(setDoc(doc(db.customer, 'zzstoreOrders/o-7'), { ...order('rules-customer'), rejection: 'non' }));
  });

  it('are read by staff and their owner only', async () => {
    await assertSucceeds(getDoc(doc(db.customer, 'zzstoreOrders/o-1')));
    await assertSucceeds(getDoc(doc(db.admin, 'zzstoreOrders/o-1')));
    await assertSucceeds(getDocs(collection(db.admin, 'zzstoreOrders')));
    await assertFails(getDoc(doc(db.otherCustomer, 'zzstoreOrders/o-1')));
    await assertFails(getDocs(collection(db.customer, 'zzstoreOrders')));
  });

  it('have their status moved on by staff once priced, and nothing else changed', async () => {
    await assertFails(moveOrder(db.admin, 'o-1', { from: 'pending', to: 'confirmed', by: 'rules-admin' }));
    await seed('zzstoreOrders/o-1', {
      ...order('rules-customer'),
      status: 'new',
      createdAt: Timestamp.now(),
      checkedAt: Timestamp.now(),
    });
    const move = (to: string, by = db.admin) => moveOrder(by, 'o-1', { from: 'new', to, by: 'rules-admin' });
    await assertFails(move('pending'));
    await assertFails(move('rejected'));
    await assertFails(move('confirmed', db.customer));
    await assertSucceeds(move('confirmed'));
    await assertFails(updateDoc(doc(db.admin, 'zzstoreOrders/o-1'), { total: 1 }));
  });
});

describe('zzstoreUsers', () => {
  const shopUser = () => ({ name: 'Awa', phone: '+227 96 00 00 00', createdAt: serverTimestamp() });

  it('are written by the shopper and read by them and staff', async () => {
    await assertSucceeds(setDoc(doc(db.customer, 'zzstoreUsers/rules-customer'), shopUser()));
    await assertFails(setDoc(doc(db.customer, 'zzstoreUsers/rules-other'), shopUser()));
    await assertSucceeds(getDoc(doc(db.admin, 'zzstoreUsers/rules-customer')));
    await assertSucceeds(getDocs(collection(db.admin, 'zzstoreUsers')));
    await assertFails(getDoc(doc(db.otherCustomer, 'zzstoreUsers/rules-customer')));
    await assertFails(getDocs(collection(db.customer, 'zzstoreUsers')));
  });

  it('keep their creation time', async () => {
    await assertSucceeds(updateDoc(doc(db.customer, 'zzstoreUsers/rules-customer'), { zone: 'Wadata' }));
    await assertFails(updateDoc(doc(db.customer, 'zzstoreUsers/rules-customer'), { createdAt: Timestamp.fromMillis(0) }));
  });
});

describe('kasuwaPosts', () => {
  const post = (authorId: string) => ({ authorId, authorName: 'Awa', text: 'Bonjour', createdAt: serverTimestamp() });

  it('are read by signed-in users and written by their author, whose email is verified', async () => {
    await assertFails(setDoc(doc(db.unverifiedCustomer, 'kasuwaPosts/rules-post-0'), post('rules-unverified')));
    await assertSucceeds(setDoc(doc(db.customer, 'kasuwaPosts/rules-post-1'), post('rules-customer')));
    await assertFails(setDoc(doc(db.customer, 'kasuwaPosts/rules-post-2'), post('rules-other')));
    await assertSucceeds(getDocs(collection(db.otherCustomer, 'kasuwaPosts')));
    await assertFails(getDocs(collection(db.anonymous, 'kasuwaPosts')));
    await assertFails(updateDoc(doc(db.otherCustomer, 'kasuwaPosts/rules-post-1'), { text: 'Pirate' }));
    await assertSucceeds(updateDoc(doc(db.customer, 'kasuwaPosts/rules-post-1'), { text: 'Bonsoir' }));
  });

  it('are removed by their author or staff', async () => {
    await assertFails(deleteDoc(doc(db.otherCustomer, 'kasuwaPosts/rules-post-1')));
    await assertSucceeds(deleteDoc(doc(db.admin, 'kasuwaPosts/rules-post-1')));
  });
});

describe.each([
  ['a staff member demoted since their ID token was made', 'demotedAdmin'],
  ['an admin claim on an unverified address', 'unverifiedAdmin'],
] as const)('%s', (_label, role) => {
  it('has no staff power: no customer data, no feedback read or deleted, no order listed, no product deleted', async () => {
    await seed(`feedback/f-${role}`, { feedbackType: 'rating', message: '5 étoiles' });
    await seed(`zzstoreUsers/rules-customer-of-${role}`, { name: 'Awa', phone: '+227 96 11 22 33', createdAt: new Date() });
    await seed(`zzstoreProducts/p-${role}`, { title: 'Théière', price: 7500, version: 1 });
    await assertFails(getDocs(collection(db[role], 'feedback')));
    await assertFails(getDoc(doc(db[role], `zzstoreUsers/rules-customer-of-${role}`)));
    await assertFails(getDocs(collection(db[role], 'zzstoreOrders')));
    await assertFails(deleteDoc(doc(db[role], `zzstoreProducts/p-${role}`)));
    await assertFails(deleteDoc(doc(db[role], `feedback/f-${role}`)));
    // A verified staff member whose profile still says admin is staff.
    await assertSucceeds(deleteDoc(doc(db.admin, `zzstoreProducts/p-${role}`)));
  });
});

describe('anything else', () => {
  it('is denied by default', async () => {
    await assertFails(getDoc(doc(db.admin, 'settings/site')));
    await assertFails(setDoc(doc(db.admin, 'somethingNew/x'), { a: 1 }));
  });
});
