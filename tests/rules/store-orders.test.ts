import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, getDocs, orderBy, query, where } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { appOrder } from './order-fixture';
import { change, type ClientDb, read, remove, storeRoles, storeUids, write } from './store-roles';

const roles = storeRoles();
const seed = (path: string, data: object) => roles.seed(path, data);
const { ownerUid, otherUid, adminUid } = storeUids;

describe('zzstoreOrders', () => {
  /** Two lines, one of them with a size and a colour. */
  const order = (userId: string): Record<string, unknown> => ({
    ...appOrder(userId),
    items: [
      { productId: 'theiere-sahel', title: 'Théière du Sahel', price: 7500, quantity: 2 },
      { productId: 'boubou-brode-indigo', title: 'Boubou brodé', price: 30000, quantity: 1, size: 'L', color: 'Indigo' },
    ],
    total: 45000,
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
      await assertFails(read(roles.anonymous, orderPath('store-order-owner')));
      await assertFails(getDocs(collection(roles.anonymous, collections.orders)));
      await assertFails(getDocs(ordersOf(roles.anonymous, ownerUid)));
      await assertFails(write(roles.anonymous, orderPath('store-order-anonymous'), order(ownerUid)));
    });
  });

  describe('customer who placed the order', () => {
    it('places a pending order for themself', async () => {
      await assertSucceeds(write(roles.owner, orderPath('store-order-placed'), order(ownerUid)));
    });

    it('reads their order, and lists their orders only with a query on their user id', async () => {
      await assertSucceeds(read(roles.owner, orderPath('store-order-owner')));
      await assertSucceeds(getDocs(ordersOf(roles.owner, ownerUid)));
      await assertFails(getDocs(collection(roles.owner, collections.orders)));
      await assertFails(getDocs(query(collection(roles.owner, collections.orders), orderBy('createdAt', 'desc'))));
    });

    it('neither changes nor deletes an order once placed', async () => {
      await assertFails(change(roles.owner, orderPath('store-order-owner'), { status: 'cancelled' }));
      await assertFails(change(roles.owner, orderPath('store-order-owner'), { deliveryAddress: 'Lazaret, Niamey' }));
      await assertFails(remove(roles.owner, orderPath('store-order-owner')));
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
    ])('cannot place an order %s', async (_label, fields) => {
      await assertFails(write(roles.owner, orderPath('store-order-bad'), { ...order(ownerUid), ...fields }));
    });

    it('cannot place an order without a creation time', async () => {
      const { createdAt: _left, ...undated } = order(ownerUid);
      await assertFails(write(roles.owner, orderPath('store-order-undated'), undated));
    });
  });

  describe('another customer', () => {
    it("reads nothing of someone else's orders", async () => {
      await assertFails(read(roles.other, orderPath('store-order-owner')));
      await assertFails(getDocs(ordersOf(roles.other, ownerUid)));
      await assertFails(getDocs(collection(roles.other, collections.orders)));
    });

    it("changes nothing of someone else's order", async () => {
      await assertFails(change(roles.other, orderPath('store-order-owner'), { status: 'cancelled' }));
      await assertFails(remove(roles.other, orderPath('store-order-owner')));
      await assertFails(write(roles.other, orderPath('store-order-owner'), order(otherUid)));
    });

    it('still reads their own orders', async () => {
      await assertSucceeds(read(roles.other, orderPath('store-order-other')));
      await assertSucceeds(getDocs(ordersOf(roles.other, otherUid)));
    });
  });

  describe('admin', () => {
    it('reads every order, as the store admin lists them', async () => {
      await assertSucceeds(read(roles.admin, orderPath('store-order-owner')));
      await assertSucceeds(getDocs(collection(roles.admin, collections.orders)));
      await assertSucceeds(getDocs(ordersOf(roles.admin, ownerUid)));
    });

    it('moves the status on, to a status the store knows', async () => {
      await assertSucceeds(change(roles.admin, orderPath('store-order-owner'), { status: 'confirmed' }));
      await assertSucceeds(change(roles.admin, orderPath('store-order-owner'), { status: 'delivered' }));
      await assertFails(change(roles.admin, orderPath('store-order-owner'), { status: 'shipped' }));
      await assertFails(change(roles.admin, orderPath('store-order-owner'), { status: 'rejected' }));
      await assertFails(change(roles.admin, orderPath('store-order-owner'), { status: 'pending' }));
    });

    it("changes nothing else of a shopper's order, and places none in their name", async () => {
      await assertFails(change(roles.admin, orderPath('store-order-owner'), { total: 1 }));
      await assertFails(change(roles.admin, orderPath('store-order-owner'), { userId: adminUid }));
      await assertFails(
        change(roles.admin, orderPath('store-order-owner'), { status: 'cancelled', deliveryAddress: 'Ailleurs' }),
      );
      await assertFails(write(roles.admin, orderPath('store-order-by-staff'), order(ownerUid)));
    });

    it('deletes no order: the record of a sale stays', async () => {
      await assertFails(remove(roles.admin, orderPath('store-order-other')));
    });
  });
});
