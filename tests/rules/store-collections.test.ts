import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { startRulesEnv } from './rules-env';

/**
 * The store's collections role by role: the catalogue (zzstoreProducts), orders, shop users and the
 * shoppers' posts. collections.test.ts covers the main cases; this file goes into the field checks and
 * into what one shopper may see of another's records. Its uids are its own, so it shares no document
 * with the other rules tests.
 */
let env: RulesTestEnvironment;
type ClientDb = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>;
let anonymous: ClientDb;
let owner: ClientDb;
let other: ClientDb;
let admin: ClientDb;

const ownerUid = 'store-owner';
const otherUid = 'store-other';
const adminUid = 'store-admin';

beforeAll(async () => {
  env = await startRulesEnv();
  anonymous = env.unauthenticatedContext().firestore();
  const verified = (email: string, role: string) => ({ email, email_verified: true, role });
  owner = env.authenticatedContext(ownerUid, verified('store-owner@kasuwa.test', 'customer')).firestore();
  other = env.authenticatedContext(otherUid, verified('store-other@kasuwa.test', 'customer')).firestore();
  admin = env.authenticatedContext(adminUid, verified('store-staff@kasuwa.test', 'admin')).firestore();
});
afterAll(() => env.cleanup());

/** Writes a document with the rules off, as a function, the console or the seed would. */
const seed = (path: string, data: object) =>
  env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), path), data));

const longText = (length: number) => 'a'.repeat(length);

describe('zzstoreProducts', () => {
  const imageUrl = (name: string) => `http://127.0.0.1:5001/demo-kasuwa/europe-west1/blobs/zzstoreImages/${name}.jpg-1`;
  const thumbnailSet = (name: string) => ({
    w200: `${imageUrl(name)}-w200.webp`,
    w400: `${imageUrl(name)}-w400.webp`,
    w800: `${imageUrl(name)}-w800.webp`,
  });
  const product = (): Record<string, unknown> => ({
    title: 'Théière du Sahel',
    price: 7500,
    images: [imageUrl('a'), imageUrl('b')],
    thumbnails: [thumbnailSet('a'), thumbnailSet('b')],
    category: 'Maison',
    sizes: [],
    colors: ['Bleu', 'Rouge'],
    description: 'Théière en métal émaillé',
    time: serverTimestamp(),
    date: 'Nov 21, 2026',
    version: 1,
  });
  const without = (key: string) => {
    const data = product();
    delete data[key];
    return data;
  };
  const stored = () => ({ ...product(), time: Timestamp.now() });
  const productPath = (id: string) => `${collections.products}/${id}`;

  beforeAll(async () => {
    await seed(productPath('store-product'), stored());
  });

  describe('anonymous visitor', () => {
    it('reads one product and the whole catalogue', async () => {
      await assertSucceeds(getDoc(doc(anonymous, productPath('store-product'))));
      await assertSucceeds(getDocs(collection(anonymous, collections.products)));
    });

    it('writes nothing', async () => {
      await assertFails(setDoc(doc(anonymous, productPath('store-anonymous-new')), product()));
      await assertFails(updateDoc(doc(anonymous, productPath('store-product')), { price: 1 }));
      await assertFails(deleteDoc(doc(anonymous, productPath('store-product'))));
    });
  });

  describe('customer', () => {
    it('reads the catalogue', async () => {
      await assertSucceeds(getDoc(doc(owner, productPath('store-product'))));
      await assertSucceeds(getDocs(collection(owner, collections.products)));
    });

    it('creates, updates and deletes nothing', async () => {
      await assertFails(setDoc(doc(owner, productPath('store-customer-new')), product()));
      await assertFails(updateDoc(doc(owner, productPath('store-product')), { price: 1 }));
      await assertFails(setDoc(doc(owner, productPath('store-product')), product()));
      await assertFails(deleteDoc(doc(owner, productPath('store-product'))));
    });

    it('gains nothing from a profile that says admin: the rules trust the role claim only', async () => {
      await seed(`${collections.profiles}/store-self-promoted`, { role: 'admin', emailVerified: true });
      const promoted = env.authenticatedContext('store-self-promoted', { role: 'customer' }).firestore();
      await assertFails(setDoc(doc(promoted, productPath('store-promoted-new')), product()));
      await assertFails(deleteDoc(doc(promoted, productPath('store-product'))));
    });
  });

  describe('admin', () => {
    it('adds a product with its thumbnails, or with no thumbnails at all', async () => {
      await assertSucceeds(setDoc(doc(admin, productPath('store-admin-new')), product()));
      await assertSucceeds(setDoc(doc(admin, productPath('store-admin-plain')), without('thumbnails')));
    });

    it('adds a product with the most images allowed, ten', async () => {
      const names = Array.from({ length: 10 }, (_, index) => `ten-${index}`);
      await assertSucceeds(
        setDoc(doc(admin, productPath('store-admin-ten')), {
          ...product(),
          images: names.map(imageUrl),
          thumbnails: names.map(thumbnailSet),
        }),
      );
    });

    it('updates and deletes a product', async () => {
      await seed(productPath('store-admin-edit'), stored());
      await assertSucceeds(
        updateDoc(doc(admin, productPath('store-admin-edit')), { price: 8000, sizes: ['M', 'L'], version: 2 }),
      );
      await assertSucceeds(deleteDoc(doc(admin, productPath('store-admin-edit'))));
    });

    it.each([
      ['an empty title', { title: '' }],
      ['a whitespace title', { title: ' \t ' }],
      ['a title over 120 characters', { title: longText(121) }],
      ['a fractional price', { price: 7500.5 }],
      ['a negative price', { price: -1 }],
      ['a price given as text', { price: '7500' }],
      ['a price over 100,000,000', { price: 100_000_001 }],
      ['no image', { images: [], thumbnails: [] }],
      [
        '11 images',
        {
          images: Array.from({ length: 11 }, (_, index) => imageUrl(`eleven-${index}`)),
          thumbnails: Array.from({ length: 11 }, (_, index) => thumbnailSet(`eleven-${index}`)),
        },
      ],
      ['images given as one text', { images: 'http://example.com/a.jpg', thumbnails: [thumbnailSet('a')] }],
      ['a first image that is not a web address', { images: ['javascript:alert(1)', imageUrl('b')] }],
      ['fewer thumbnail sets than images', { thumbnails: [thumbnailSet('a')] }],
      ['more thumbnail sets than images', { thumbnails: [thumbnailSet('a'), thumbnailSet('b'), thumbnailSet('c')] }],
      ['thumbnails that are not a list', { thumbnails: thumbnailSet('a') }],
      ['a blank category', { category: '  ' }],
      ['a blank description', { description: '' }],
      ['sizes that are not a list', { sizes: 'M' }],
      ['21 colours', { colors: Array.from({ length: 21 }, (_, index) => `Colour ${index}`) }],
      ['an unknown field', { featured: true }],
      ['a date in another format', { date: '21/11/2026' }],
      ['a date with the month in full', { date: 'November 21, 2026' }],
      ['a date with text after it', { date: 'Nov 21, 2026 at noon' }],
      ['a time given as text', { time: 'Nov 21, 2026' }],
      ['a time given as milliseconds', { time: 1_795_000_000_000 }],
    ])('refuses a product with %s, on create and on update', async (_label, change) => {
      await assertFails(setDoc(doc(admin, productPath('store-admin-bad')), { ...product(), ...change }));
      await assertFails(updateDoc(doc(admin, productPath('store-product')), { ...change, version: 2 }));
    });

    it.each(['title', 'price', 'images', 'category', 'sizes', 'colors', 'description', 'time', 'date', 'version'])(
      'refuses a product without %s',
      async (key) => {
        await assertFails(setDoc(doc(admin, productPath('store-admin-missing')), without(key)));
      },
    );
  });
});

describe('zzstoreOrders', () => {
  const order = (userId: string): Record<string, unknown> => ({
    userId,
    items: [
      { productId: 'theiere-sahel', title: 'Théière du Sahel', price: 7500, quantity: 2 },
      { productId: 'boubou-brode-indigo', title: 'Boubou brodé', price: 30000, quantity: 1, size: 'L', color: 'Indigo' },
    ],
    total: 45000,
    status: 'pending',
    phone: '+227 96 11 22 33',
    deliveryAddress: 'Plateau, rue du Musée, Niamey',
    createdAt: serverTimestamp(),
  });
  const stored = (userId: string, status = 'pending') => ({ ...order(userId), status, createdAt: Timestamp.now() });
  const orderPath = (id: string) => `${collections.orders}/${id}`;
  const ordersOf = (db: ClientDb, userId: string) => query(collection(db, collections.orders), where('userId', '==', userId));

  beforeAll(async () => {
    await seed(orderPath('store-order-owner'), stored(ownerUid, 'new'));
    await seed(orderPath('store-order-other'), stored(otherUid, 'confirmed'));
  });

  describe('anonymous visitor', () => {
    it('reads no order and places none', async () => {
      await assertFails(getDoc(doc(anonymous, orderPath('store-order-owner'))));
      await assertFails(getDocs(collection(anonymous, collections.orders)));
      await assertFails(getDocs(ordersOf(anonymous, ownerUid)));
      await assertFails(setDoc(doc(anonymous, orderPath('store-order-anonymous')), order(ownerUid)));
    });
  });

  describe('customer who placed the order', () => {
    it('places a pending order for themself', async () => {
      await assertSucceeds(setDoc(doc(owner, orderPath('store-order-placed')), order(ownerUid)));
    });

    it('reads their order, and lists their orders only with a query on their user id', async () => {
      await assertSucceeds(getDoc(doc(owner, orderPath('store-order-owner'))));
      await assertSucceeds(getDocs(ordersOf(owner, ownerUid)));
      await assertFails(getDocs(collection(owner, collections.orders)));
      await assertFails(getDocs(query(collection(owner, collections.orders), orderBy('createdAt', 'desc'))));
    });

    it('neither changes nor deletes an order once placed', async () => {
      await assertFails(updateDoc(doc(owner, orderPath('store-order-owner')), { status: 'cancelled' }));
      await assertFails(updateDoc(doc(owner, orderPath('store-order-owner')), { deliveryAddress: 'Lazaret, Niamey' }));
      await assertFails(deleteDoc(doc(owner, orderPath('store-order-owner'))));
    });

    it.each([
      ['for someone else', { userId: otherUid }],
      ['already confirmed', { status: 'confirmed' }],
      ['with a status the store does not know', { status: 'shipped' }],
      ['dated in the past', { createdAt: Timestamp.fromMillis(0) }],
      ['with no item', { items: [], total: 0 }],
      [
        'with 51 items',
        { items: Array.from({ length: 51 }, () => ({ productId: 'p', title: 'x', price: 1, quantity: 1 })), total: 51 },
      ],
      ['with a fractional total', { total: 45000.5 }],
      ['with a negative total', { total: -45000 }],
      ['with a blank phone', { phone: ' ' }],
      ['with a blank delivery address', { deliveryAddress: '' }],
      ['with an unknown field', { paid: true }],
    ])('cannot place an order %s', async (_label, change) => {
      await assertFails(setDoc(doc(owner, orderPath('store-order-bad')), { ...order(ownerUid), ...change }));
    });

    it('cannot place an order without a creation time', async () => {
      const { createdAt: _left, ...undated } = order(ownerUid);
      await assertFails(setDoc(doc(owner, orderPath('store-order-undated')), undated));
    });
  });

  describe('another customer', () => {
    it("reads nothing of someone else's orders", async () => {
      await assertFails(getDoc(doc(other, orderPath('store-order-owner'))));
      await assertFails(getDocs(ordersOf(other, ownerUid)));
      await assertFails(getDocs(collection(other, collections.orders)));
    });

    it("changes nothing of someone else's order", async () => {
      await assertFails(updateDoc(doc(other, orderPath('store-order-owner')), { status: 'cancelled' }));
      await assertFails(deleteDoc(doc(other, orderPath('store-order-owner'))));
      await assertFails(setDoc(doc(other, orderPath('store-order-owner')), order(otherUid)));
    });

    it('still reads their own orders', async () => {
      await assertSucceeds(getDoc(doc(other, orderPath('store-order-other'))));
      await assertSucceeds(getDocs(ordersOf(other, otherUid)));
    });
  });

  describe('admin', () => {
    it('reads every order, as the store admin lists them', async () => {
      await assertSucceeds(getDoc(doc(admin, orderPath('store-order-owner'))));
      await assertSucceeds(getDocs(collection(admin, collections.orders)));
      await assertSucceeds(getDocs(ordersOf(admin, ownerUid)));
    });

    it('moves the status on, to a status the store knows', async () => {
      await assertSucceeds(updateDoc(doc(admin, orderPath('store-order-owner')), { status: 'confirmed' }));
      await assertSucceeds(updateDoc(doc(admin, orderPath('store-order-owner')), { status: 'delivered' }));
      await assertFails(updateDoc(doc(admin, orderPath('store-order-owner')), { status: 'shipped' }));
      await assertFails(updateDoc(doc(admin, orderPath('store-order-owner')), { status: 'rejected' }));
      await assertFails(updateDoc(doc(admin, orderPath('store-order-owner')), { status: 'pending' }));
    });

    it("changes nothing else of a shopper's order, and places none in their name", async () => {
      await assertFails(updateDoc(doc(admin, orderPath('store-order-owner')), { total: 1 }));
      await assertFails(updateDoc(doc(admin, orderPath('store-order-owner')), { userId: adminUid }));
      await assertFails(
        updateDoc(doc(admin, orderPath('store-order-owner')), { status: 'cancelled', deliveryAddress: 'Ailleurs' }),
      );
      await assertFails(setDoc(doc(admin, orderPath('store-order-by-staff')), order(ownerUid)));
    });

    it('deletes no order: the record of a sale stays', async () => {
      await assertFails(deleteDoc(doc(admin, orderPath('store-order-other'))));
    });
  });
});

describe('zzstoreUsers', () => {
  const shopper = (): Record<string, unknown> => ({
    name: 'Awa Hamidou',
    phone: '+227 96 11 22 33',
    email: 'awa@kasuwa.test',
    zone: 'Plateau',
    createdAt: serverTimestamp(),
  });
  const userPath = (uid: string) => `${collections.shopUsers}/${uid}`;

  beforeAll(async () => {
    await seed(userPath(otherUid), { name: 'Moussa Garba', phone: '+227 97 44 55 66', createdAt: Timestamp.now() });
  });

  describe('anonymous visitor', () => {
    it('reads and writes no shop user', async () => {
      await assertFails(getDoc(doc(anonymous, userPath(otherUid))));
      await assertFails(getDocs(collection(anonymous, collections.shopUsers)));
      await assertFails(setDoc(doc(anonymous, userPath(ownerUid)), shopper()));
    });
  });

  describe('the shopper themself', () => {
    it.each([
      ['a blank name', { name: '  ' }],
      ['a name over 80 characters', { name: longText(81) }],
      ['a blank phone', { phone: '' }],
      ['an email that is not an address', { email: 'awa at kasuwa' }],
      ['a blank zone', { zone: ' ' }],
      ['an unknown field', { role: 'admin' }],
      ['a creation time in the past', { createdAt: Timestamp.fromMillis(0) }],
    ])('cannot save their details with %s', async (_label, change) => {
      await assertFails(setDoc(doc(owner, userPath(ownerUid)), { ...shopper(), ...change }));
    });

    it('saves their details and reads them', async () => {
      await assertSucceeds(setDoc(doc(owner, userPath(ownerUid)), shopper()));
      await assertSucceeds(getDoc(doc(owner, userPath(ownerUid))));
    });

    it('may leave email and zone out', async () => {
      const { email: _email, zone: _zone, ...bare } = shopper();
      const newcomer = env.authenticatedContext('store-newcomer', { role: 'customer' }).firestore();
      await assertSucceeds(setDoc(doc(newcomer, userPath('store-newcomer')), bare));
    });

    it('updates their details but keeps the creation time', async () => {
      await assertSucceeds(updateDoc(doc(owner, userPath(ownerUid)), { zone: 'Wadata', phone: '+227 90 00 00 01' }));
      await assertFails(updateDoc(doc(owner, userPath(ownerUid)), { createdAt: Timestamp.fromMillis(0) }));
      await assertFails(updateDoc(doc(owner, userPath(ownerUid)), { name: '' }));
    });

    it('cannot list the shop users, nor save details under another uid', async () => {
      await assertFails(getDocs(collection(owner, collections.shopUsers)));
      await assertFails(setDoc(doc(owner, userPath('store-someone-else')), shopper()));
    });
  });

  describe('another customer', () => {
    it("reads and changes nothing of someone else's details", async () => {
      await assertFails(getDoc(doc(other, userPath(ownerUid))));
      await assertFails(updateDoc(doc(other, userPath(ownerUid)), { phone: '+227 99 99 99 99' }));
      await assertSucceeds(getDoc(doc(other, userPath(otherUid))));
    });
  });

  describe('admin', () => {
    it('reads every shop user, as the store admin lists them', async () => {
      await assertSucceeds(getDoc(doc(admin, userPath(ownerUid))));
      await assertSucceeds(getDocs(collection(admin, collections.shopUsers)));
    });

    it("neither edits nor deletes a shopper's details", async () => {
      await assertFails(updateDoc(doc(admin, userPath(ownerUid)), { zone: 'Lazaret' }));
      await assertFails(deleteDoc(doc(admin, userPath(ownerUid))));
    });
  });
});

describe(collections.posts, () => {
  const post = (authorId: string): Record<string, unknown> => ({
    authorId,
    authorName: 'Awa H.',
    text: 'La théière bleue fait un thé parfait.',
    imageUrl: 'https://example.com/theiere.jpg',
    productId: 'theiere-sahel',
    createdAt: serverTimestamp(),
  });
  const postPath = (id: string) => `${collections.posts}/${id}`;
  /** The store admin's live query. */
  const newestPosts = (db: ClientDb) => query(collection(db, collections.posts), orderBy('createdAt', 'desc'), limit(50));

  beforeAll(async () => {
    await seed(postPath('store-post-owner'), { ...post(ownerUid), createdAt: Timestamp.now() });
  });

  describe('anonymous visitor', () => {
    it('reads and writes no post', async () => {
      await assertFails(getDocs(newestPosts(anonymous)));
      await assertFails(getDoc(doc(anonymous, postPath('store-post-owner'))));
      await assertFails(setDoc(doc(anonymous, postPath('store-post-anonymous')), post(ownerUid)));
    });
  });

  describe('author', () => {
    it('publishes a post of their own, with or without image and product', async () => {
      await assertSucceeds(setDoc(doc(owner, postPath('store-post-new')), post(ownerUid)));
      const { imageUrl: _image, productId: _product, ...textOnly } = post(ownerUid);
      await assertSucceeds(setDoc(doc(owner, postPath('store-post-text')), textOnly));
    });

    it.each([
      ['in the name of another user', { authorId: otherUid }],
      ['dated in the past', { createdAt: Timestamp.fromMillis(0) }],
      ['with a blank text', { text: ' ' }],
      ['with a text over 1,000 characters', { text: longText(1001) }],
      ['with a blank author name', { authorName: '' }],
      ['with an image that is not a web address', { imageUrl: 'javascript:alert(1)' }],
      ['with a product id holding a slash', { productId: 'zzstoreProducts/theiere-sahel' }],
      ['with an unknown field', { likes: 1000 }],
    ])('cannot publish a post %s', async (_label, change) => {
      await assertFails(setDoc(doc(owner, postPath('store-post-bad')), { ...post(ownerUid), ...change }));
    });

    it('edits the text and image of their post, nothing else', async () => {
      await assertSucceeds(
        updateDoc(doc(owner, postPath('store-post-owner')), { text: 'Édité', imageUrl: 'https://example.com/b.jpg' }),
      );
      await assertFails(updateDoc(doc(owner, postPath('store-post-owner')), { authorId: otherUid }));
      await assertFails(updateDoc(doc(owner, postPath('store-post-owner')), { authorName: 'Équipe Kasuwa' }));
      await assertFails(updateDoc(doc(owner, postPath('store-post-owner')), { createdAt: Timestamp.fromMillis(0) }));
      await assertFails(updateDoc(doc(owner, postPath('store-post-owner')), { text: '' }));
    });

    it('deletes their post', async () => {
      await assertSucceeds(deleteDoc(doc(owner, postPath('store-post-text'))));
    });
  });

  describe('another customer', () => {
    it('reads the feed', async () => {
      await assertSucceeds(getDocs(newestPosts(other)));
      await assertSucceeds(getDoc(doc(other, postPath('store-post-owner'))));
    });

    it("neither edits, deletes nor takes over someone else's post", async () => {
      await assertFails(updateDoc(doc(other, postPath('store-post-owner')), { text: 'Piraté' }));
      await assertFails(updateDoc(doc(other, postPath('store-post-owner')), { authorId: otherUid }));
      await assertFails(setDoc(doc(other, postPath('store-post-owner')), post(otherUid)));
      await assertFails(deleteDoc(doc(other, postPath('store-post-owner'))));
    });
  });

  describe('admin', () => {
    it('reads the feed newest first, as the store admin does live', async () => {
      await assertSucceeds(getDocs(newestPosts(admin)));
    });

    it('publishes as themself only', async () => {
      await assertSucceeds(setDoc(doc(admin, postPath('store-post-staff')), { ...post(adminUid), authorName: 'Équipe Kasuwa' }));
      await assertFails(setDoc(doc(admin, postPath('store-post-spoofed')), post(ownerUid)));
    });

    it("removes any post but does not rewrite a shopper's words", async () => {
      await assertFails(updateDoc(doc(admin, postPath('store-post-owner')), { text: 'Réécrit' }));
      await assertSucceeds(deleteDoc(doc(admin, postPath('store-post-new'))));
    });
  });
});
