import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  where,
} from 'firebase/firestore/lite';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { orderLimits } from '@kasuwa/contract/limits';
import { orderFieldsNotWrittenBy } from '@kasuwa/contract/order-fields';
import { paymentReferenceKey } from '@kasuwa/contract/schemas';
import { appOrder, moveOrder, recordPayment } from './order-fixture';
import { change, longText, read, remove, storeRoles, storeUids, write } from './store-roles';
import type { ClientDb } from './rules-env';

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

    it('names the zone it is delivered to, for the server to price, and nothing of its fee', async () => {
      await assertSucceeds(write(roles.owner, orderPath('store-order-zoned'), { ...order(ownerUid), zoneId: 'plateau' }));
      await assertFails(write(roles.owner, orderPath('store-order-zone-path'), { ...order(ownerUid), zoneId: 'a/b' }));
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
      ['naming its customer (the server copies the name)', { customerName: 'Quelqu’un d’autre' }],
      ['with its own delivery fee', { zoneId: 'plateau', deliveryFee: 0 }],
      ['with its own zone name', { zoneId: 'plateau', zoneName: 'Plateau' }],
      ['saying its zone is settled', { zonePending: true }],
    ])('cannot place an order %s', async (_label, fields) => {
      await assertFails(write(roles.owner, orderPath('store-order-bad'), { ...order(ownerUid), ...fields }));
    });

    // A check of every line in the rules would refuse this: a request evaluates at most 1,000 expressions
    // (docs/adr/0058-order-lines.md).
    it('places an order of 50 lines, each at its limits', async () => {
      const line = (index: number) => ({
        productId: `p-${index}`.padEnd(128, 'x'),
        title: longText(120),
        price: 1_000_000_000,
        quantity: orderLimits.maxQuantity,
        size: longText(24),
        color: longText(24),
      });
      const items = Array.from({ length: orderLimits.maxLines }, (_, index) => line(index));
      await assertSucceeds(
        write(roles.owner, orderPath('store-order-fifty'), { ...order(ownerUid), items, total: 1_000_000_000 }),
      );
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

    const staff = { by: adminUid, byEmail: 'store-staff@kasuwa.test' };
    const moveOf = (orderId: string, from: string, to: string, more: Partial<Parameters<typeof moveOrder>[2]> = {}) =>
      moveOrder(roles.admin, orderId, { from, to, ...staff, ...more });

    it('moves an order new → confirmed → delivered, each move recorded with who and when', async () => {
      await seed(orderPath('store-order-path'), stored(ownerUid, 'new'));
      await assertSucceeds(moveOf('store-order-path', 'new', 'confirmed', { changeId: 'first' }));
      await assertSucceeds(moveOf('store-order-path', 'confirmed', 'delivered', { changeId: 'second' }));
      const history = await getDocs(collection(roles.admin, orderPath('store-order-path'), orderSubcollections.statusChanges));
      expect(history.docs.map((change) => [change.id, change.get('from'), change.get('to'), change.get('by')])).toEqual([
        ['first', 'new', 'confirmed', adminUid],
        ['second', 'confirmed', 'delivered', adminUid],
      ]);
      const order = await getDoc(doc(roles.admin, orderPath('store-order-path')));
      expect(order.get('statusChangeId')).toBe('second');
      expect(order.get('statusChangedAt')).toEqual(history.docs[1]?.get('at'));
    });

    it.each([
      ['new', 'confirmed'],
      ['confirmed', 'cancelled'],
    ])('cancels an order that is %s with a reason, kept on the order and in its history', async (status) => {
      const id = `store-order-cancel-${status}`;
      await seed(orderPath(id), stored(ownerUid, status));
      await assertFails(moveOf(id, status, 'cancelled'));
      await assertFails(moveOf(id, status, 'cancelled', { reason: ' ' }));
      await assertFails(moveOf(id, status, 'cancelled', { reason: longText(orderLimits.cancelReasonLength + 1) }));
      await assertSucceeds(moveOf(id, status, 'cancelled', { reason: 'Le client ne répond pas' }));
    });

    it('takes an order out for delivery, fails it at the door with a reason from the list, out again, then delivered', async () => {
      const id = 'store-order-run';
      await seed(orderPath(id), stored(ownerUid, 'confirmed'));
      await assertSucceeds(moveOf(id, 'confirmed', 'outForDelivery'));
      await assertFails(moveOf(id, 'outForDelivery', 'deliveryFailed'));
      await assertFails(moveOf(id, 'outForDelivery', 'deliveryFailed', { failure: { reason: 'lost' } }));
      await assertFails(moveOf(id, 'outForDelivery', 'deliveryFailed', { failure: { reason: 'other' } }));
      await assertFails(
        moveOf(id, 'outForDelivery', 'deliveryFailed', {
          failure: { reason: 'absent', note: longText(orderLimits.cancelReasonLength + 1) },
        }),
      );
      // The record must repeat the failure: its reason from the list, and the note as its reason.
      await assertFails(
        moveOf(id, 'outForDelivery', 'deliveryFailed', {
          failure: { reason: 'absent' },
          changeFields: { failureReason: 'refused' },
        }),
      );
      await assertSucceeds(
        moveOf(id, 'outForDelivery', 'deliveryFailed', { failure: { reason: 'absent', note: 'Porte fermée à 14 h' } }),
      );
      const failed = await getDoc(doc(roles.admin, orderPath(id)));
      expect([failed.get('status'), failed.get('failureReason'), failed.get('failureNote')]).toEqual([
        'deliveryFailed',
        'absent',
        'Porte fermée à 14 h',
      ]);
      // A later move keeps the failure as it was: it cannot be rewritten or removed on the way.
      await assertFails(moveOf(id, 'deliveryFailed', 'outForDelivery', { orderFields: { failureReason: 'refused' } }));
      await assertFails(moveOf(id, 'deliveryFailed', 'outForDelivery', { orderFields: { failureNote: deleteField() } }));
      await assertSucceeds(moveOf(id, 'deliveryFailed', 'outForDelivery'));
      await assertSucceeds(moveOf(id, 'outForDelivery', 'delivered'));
    });

    it('cancels a failed delivery with a reason, and refuses a failure without its move', async () => {
      const id = 'store-order-failed-cancel';
      await seed(orderPath(id), stored(ownerUid, 'deliveryFailed'));
      await assertFails(moveOf(id, 'deliveryFailed', 'cancelled'));
      await assertSucceeds(moveOf(id, 'deliveryFailed', 'cancelled', { reason: 'Refusée deux fois à la porte' }));
      await seed(orderPath('store-order-not-failed'), stored(ownerUid, 'outForDelivery'));
      await assertFails(
        moveOf('store-order-not-failed', 'outForDelivery', 'delivered', { failure: { reason: 'absent', note: 'Faux' } }),
      );
    });

    it.each([
      ['new', 'delivered'],
      ['new', 'outForDelivery'],
      ['outForDelivery', 'cancelled'],
      ['outForDelivery', 'confirmed'],
      ['deliveryFailed', 'delivered'],
      ['new', 'new'],
      ['confirmed', 'new'],
      ['confirmed', 'confirmed'],
      ['delivered', 'cancelled'],
      ['delivered', 'confirmed'],
      ['cancelled', 'new'],
      ['cancelled', 'confirmed'],
      ['rejected', 'new'],
      ['pending', 'new'],
      ['new', 'rejected'],
      ['new', 'pending'],
      ['new', 'shipped'],
    ])('does not move an order from %s to %s', async (from, to) => {
      const id = `store-order-${from}-${to}`;
      await seed(orderPath(id), stored(ownerUid, from));
      await assertFails(moveOf(id, from, to, to === 'cancelled' ? { reason: 'Rupture de stock' } : {}));
    });

    it('refuses, on arrival, a move queued offline from a status the order has since left', async () => {
      // Queued as outForDelivery → cancelled; meanwhile the rider recorded the failed delivery. The
      // workflow allows deliveryFailed → cancelled, but the move's record says where it started.
      const id = 'store-order-queued-stale';
      await seed(orderPath(id), stored(ownerUid, 'deliveryFailed'));
      await assertFails(moveOf(id, 'outForDelivery', 'cancelled', { reason: 'Client injoignable' }));
      await assertSucceeds(moveOf(id, 'deliveryFailed', 'cancelled', { reason: 'Client injoignable' }));
    });

    it('refuses a move that is not recorded truthfully in the same write', async () => {
      await seed(orderPath('store-order-lies'), stored(ownerUid, 'new'));
      const lies: Partial<Parameters<typeof moveOrder>[2]>[] = [
        { changeFields: { from: 'confirmed' } },
        { changeFields: { to: 'delivered' } },
        { changeFields: { by: ownerUid } },
        { changeFields: { byEmail: 'someone-else@kasuwa.test' } },
        { changeFields: { at: Timestamp.fromMillis(0) } },
        { changeFields: { reason: 'Pourquoi pas' } },
        { changeFields: { note: 'extra' } },
        { orderFields: { statusChangedBy: ownerUid } },
        { orderFields: { statusChangedAt: Timestamp.fromMillis(0) } },
        { orderFields: { cancelReason: 'Pas annulée' } },
        { orderFields: { statusChangeId: 'another-change' } },
        { orderFields: { total: 1 } },
        { orderFields: { deliveryAddress: 'Ailleurs' } },
      ];
      for (const lie of lies) await assertFails(moveOf('store-order-lies', 'new', 'confirmed', lie));
      // Only the order, or only the record: each needs the other in the same batch.
      await assertFails(change(roles.admin, orderPath('store-order-lies'), { status: 'confirmed', statusChangeId: 'alone' }));
      await assertFails(
        write(roles.admin, `${orderPath('store-order-lies')}/${orderSubcollections.statusChanges}/alone`, {
          from: 'new',
          to: 'confirmed',
          by: adminUid,
          at: serverTimestamp(),
        }),
      );
      await assertSucceeds(moveOf('store-order-lies', 'new', 'confirmed'));
    });

    it('never reuses, changes or deletes a recorded move', async () => {
      await seed(orderPath('store-order-kept'), stored(ownerUid, 'new'));
      await assertSucceeds(moveOf('store-order-kept', 'new', 'confirmed', { changeId: 'kept' }));
      await assertFails(moveOf('store-order-kept', 'confirmed', 'delivered', { changeId: 'kept' }));
      const kept = `${orderPath('store-order-kept')}/${orderSubcollections.statusChanges}/kept`;
      await assertFails(change(roles.admin, kept, { to: 'delivered' }));
      await assertFails(remove(roles.admin, kept));
    });

    it('moves an order stored before the workflow, whatever its other fields', async () => {
      const legacy: Record<string, unknown> = { ...stored(ownerUid, 'new'), paidBy: 'cash' };
      delete legacy.phone;
      await seed(orderPath('store-order-legacy'), legacy);
      await assertSucceeds(moveOf('store-order-legacy', 'new', 'confirmed'));
    });

    it('lets only staff move an order or read its history', async () => {
      await seed(orderPath('store-order-staff-only'), stored(ownerUid, 'new'));
      for (const db of [roles.owner, roles.other]) {
        await assertFails(moveOrder(db, 'store-order-staff-only', { from: 'new', to: 'cancelled', by: ownerUid, reason: 'Non' }));
      }
      const customer = roles.signIn(ownerUid, { email: 'store-owner@kasuwa.test', email_verified: true, role: 'customer' });
      await assertFails(getDocs(collection(customer, orderPath('store-order-staff-only'), orderSubcollections.statusChanges)));
      await assertFails(getDocs(collection(roles.anonymous, orderPath('store-order-path'), orderSubcollections.statusChanges)));
      await assertSucceeds(
        getDocs(collection(roles.admin, orderPath('store-order-staff-only'), orderSubcollections.statusChanges)),
      );
    });

    it("changes nothing else of a shopper's order, and places none in their name", async () => {
      await assertFails(change(roles.admin, orderPath('store-order-owner'), { total: 1 }));
      await assertFails(change(roles.admin, orderPath('store-order-owner'), { userId: adminUid }));
      await assertFails(change(roles.admin, orderPath('store-order-owner'), { status: 'confirmed' }));
      await assertFails(write(roles.admin, orderPath('store-order-by-staff'), order(ownerUid)));
    });

    it.each(orderFieldsNotWrittenBy('staff'))(
      'lets no staff move or payment change %s, which the contract gives staff no write of',
      async (field) => {
        const id = `store-order-field-${field}`;
        await seed(orderPath(id), stored(ownerUid, 'new'));
        const changed = { [field]: `changed-${field}` };
        await assertFails(moveOf(id, 'new', 'confirmed', { orderFields: changed }));
        await assertFails(recordPayment(roles.admin, id, { payment: 'cash', by: adminUid, orderFields: changed }));
        // The same move and payment without it go through: the field is what was refused.
        await assertSucceeds(moveOf(id, 'new', 'confirmed'));
        await assertSucceeds(recordPayment(roles.admin, id, { payment: 'cash', by: adminUid }));
      },
    );

    it("edits an order's details for the delivery: bounded, who and when from the request, nothing else", async () => {
      const id = 'store-order-details';
      await seed(orderPath(id), stored(ownerUid, 'confirmed'));
      await seed(orderPath('store-order-details-cancelled'), stored(ownerUid, 'cancelled'));
      const details = (fields: Record<string, unknown>, db = roles.admin, orderId = id) =>
        change(db, orderPath(orderId), {
          detailsEditedBy: adminUid,
          detailsEditedAt: serverTimestamp(),
          ...fields,
        });
      await assertSucceeds(details({ deliveryNote: 'Portail bleu après la pharmacie, appeler avant' }));
      await assertSucceeds(details({ deliveryNote: deleteField() }));
      await assertSucceeds(details({ deliveryNote: longText(orderLimits.deliveryNoteLength) }));
      // Bounded, a text; who and when the request's; nothing else with it; not by the customer; not on a cancelled order.
      await assertFails(details({ deliveryNote: longText(orderLimits.deliveryNoteLength + 1) }));
      await assertFails(details({ deliveryNote: ' ' }));
      await assertFails(details({ deliveryNote: 12 }));
      await assertFails(details({ deliveryNote: 'Appeler', detailsEditedBy: otherUid }));
      await assertFails(details({ deliveryNote: 'Appeler', detailsEditedAt: Timestamp.now() }));
      await assertFails(details({ deliveryNote: 'Appeler', total: 1 }));
      await assertFails(details({ deliveryNote: 'Appeler', status: 'delivered' }));
      await assertFails(details({ deliveryNote: 'Appeler' }, roles.owner));
      await assertFails(details({ deliveryNote: 'Appeler' }, roles.admin, 'store-order-details-cancelled'));
      await assertFails(change(roles.admin, orderPath(id), { deliveryNote: 'Appeler' }));
    });

    it('records how an order was paid, for its receipt: cash, or Mobile Money with its reference; who and when', async () => {
      for (const id of ['store-order-paid', 'store-order-paid-mm']) await seed(orderPath(id), stored(ownerUid, 'delivered'));
      await seed(orderPath('store-order-cancelled'), stored(ownerUid, 'cancelled'));
      const pay = (orderId: string, paid: Omit<Parameters<typeof recordPayment>[2], 'by'> & { by?: string }, db = roles.admin) =>
        recordPayment(db, orderId, { by: adminUid, ...paid });
      // Mobile Money needs its reference; cash has none; the reference is bounded.
      await assertFails(pay('store-order-paid', { payment: 'mobile-money' }));
      await assertFails(pay('store-order-paid', { payment: 'cash', reference: 'X1' }));
      await assertFails(pay('store-order-paid', { payment: 'mobile-money', reference: longText(41) }));
      await assertFails(pay('store-order-paid', { payment: 'cheque' }));
      // Who and when are the request's; nothing else changes with it; not on a cancelled order; not by the customer.
      await assertFails(pay('store-order-paid', { payment: 'cash', orderFields: { paidBy: otherUid } }));
      await assertFails(pay('store-order-paid', { payment: 'cash', orderFields: { paidAt: Timestamp.now() } }));
      await assertFails(pay('store-order-paid', { payment: 'cash', orderFields: { total: 1 } }));
      await assertFails(pay('store-order-cancelled', { payment: 'cash' }));
      await assertFails(pay('store-order-paid', { payment: 'cash', by: ownerUid }, roles.owner));
      await assertSucceeds(pay('store-order-paid', { payment: 'cash' }));
      await assertSucceeds(pay('store-order-paid-mm', { payment: 'mobile-money', reference: 'MP241125.1530.A12345' }));
    });

    it('lets a client record the first payment only: a correction, a hand-over and a close are the server’s', async () => {
      await seed(orderPath('store-order-once'), stored(ownerUid, 'delivered'));
      const pay = (paid: Omit<Parameters<typeof recordPayment>[2], 'by'>, db = roles.admin, by = adminUid) =>
        recordPayment(db, 'store-order-once', { by, ...paid });
      await assertSucceeds(pay({ payment: 'cash' }));
      // The same staff member, the owner, or a seller writing Mobile Money over the cash: refused, whatever
      // version it names, so the holder keeps the cash the close expects of them.
      for (const seen of [0, 1, 2]) {
        await assertFails(pay({ payment: 'mobile-money', reference: `MP-ONCE-${seen}`, moneyVersionSeen: seen }));
        await assertFails(pay({ payment: 'cash', moneyVersionSeen: seen }));
      }
      const order = await getDoc(doc(roles.admin, orderPath('store-order-once')));
      expect([order.get('payment'), order.get('cashHolder'), order.get('moneyVersion')]).toEqual(['cash', adminUid, 1]);
    });

    it('refuses a first payment sent after the order’s money moved on from what the device saw', async () => {
      // A server path (a cancel, a correction) moved the version of an order still unpaid.
      await seed(orderPath('store-order-moved'), { ...stored(ownerUid, 'delivered'), moneyVersion: 3 });
      const pay = (moneyVersionSeen: number) =>
        recordPayment(roles.admin, 'store-order-moved', { by: adminUid, payment: 'cash', moneyVersionSeen });
      await assertFails(pay(0));
      await assertFails(pay(2));
      await assertFails(pay(4));
      await assertSucceeds(pay(3));
    });

    it('gives cash to whoever records it, from now, and Mobile Money to nobody', async () => {
      await seed(orderPath('store-order-cash'), stored(ownerUid, 'delivered'));
      await seed(orderPath('store-order-mm'), stored(ownerUid, 'delivered'));
      const pay = (orderId: string, paid: Omit<Parameters<typeof recordPayment>[2], 'by'>) =>
        recordPayment(roles.admin, orderId, { by: adminUid, ...paid });
      await assertFails(pay('store-order-cash', { payment: 'cash', orderFields: { cashHolder: otherUid } }));
      await assertFails(pay('store-order-cash', { payment: 'cash', orderFields: { cashHolder: deleteField() } }));
      await assertFails(pay('store-order-cash', { payment: 'cash', orderFields: { cashSince: Timestamp.fromMillis(0) } }));
      await assertSucceeds(pay('store-order-cash', { payment: 'cash' }));
      const held = await getDoc(doc(roles.admin, orderPath('store-order-cash')));
      expect([held.get('cashHolder'), held.get('cashSince')]).toEqual([adminUid, held.get('paidAt')]);
      await assertFails(
        pay('store-order-mm', { payment: 'mobile-money', reference: 'MP-CASH-1', orderFields: { cashHolder: adminUid } }),
      );
      await assertSucceeds(pay('store-order-mm', { payment: 'mobile-money', reference: 'MP-CASH-1' }));
      expect((await getDoc(doc(roles.admin, orderPath('store-order-mm')))).get('cashHolder')).toBeUndefined();
    });

    it('lets one Mobile Money reference pay one order only, however it is written, in one alphabet', async () => {
      for (const id of ['store-order-ref-a', 'store-order-ref-b']) await seed(orderPath(id), stored(ownerUid, 'delivered'));
      const reference = 'MP241126.0900.B777';
      const pay = (orderId: string, paid: Omit<Parameters<typeof recordPayment>[2], 'by'>) =>
        recordPayment(roles.admin, orderId, { by: adminUid, ...paid });
      await assertSucceeds(pay('store-order-ref-a', { payment: 'mobile-money', reference }));
      // Another order cannot: not by claiming it, not without claiming it, not written another way.
      await assertFails(pay('store-order-ref-b', { payment: 'mobile-money', reference }));
      await assertFails(pay('store-order-ref-b', { payment: 'mobile-money', reference, claimReference: false }));
      await assertFails(pay('store-order-ref-b', { payment: 'mobile-money', reference: 'mp 241126-0900 b777' }));
      await assertFails(pay('store-order-ref-b', { payment: 'mobile-money', reference: 'MP241126/0900/B777' }));
      // A look-alike letter (a Cyrillic А, a Greek Ο, an accented É) is refused, not read as another key.
      for (const lookalike of ['MP241126.0900.\u0410777', 'MP241126.0900.B\u039F77', 'MP241126.0900.\u00C9777']) {
        await assertFails(pay('store-order-ref-b', { payment: 'mobile-money', reference: lookalike }));
      }
      // A reference of letters nobody can key, a claim without its payment, a release: refused.
      await assertFails(pay('store-order-ref-b', { payment: 'mobile-money', reference: '---', claimReference: false }));
      await assertFails(
        write(roles.admin, `${collections.paymentReferences}/MP9`, {
          orderId: 'store-order-ref-b',
          by: adminUid,
          at: serverTimestamp(),
        }),
      );
      await assertFails(remove(roles.admin, `${collections.paymentReferences}/${paymentReferenceKey(reference)}`));
      await assertSucceeds(pay('store-order-ref-b', { payment: 'mobile-money', reference: 'MP241126.0901.C888' }));
    });

    it('keeps the payment recorded: with its record, which says the same, never rewritten or removed', async () => {
      await seed(orderPath('store-order-history'), stored(ownerUid, 'confirmed'));
      const paid = { paidBy: adminUid, paidAt: serverTimestamp(), moneyVersion: 1 };
      // The payment alone, without its record, is refused.
      await assertFails(change(roles.admin, orderPath('store-order-history'), { payment: 'cash', ...paid }));
      await assertFails(
        change(roles.admin, orderPath('store-order-history'), { payment: 'cash', ...paid, paymentChangeId: 'alone' }),
      );
      // A record that says something else, or another staff member's, or a correction's, is refused.
      for (const changeFields of [{ payment: 'mobile-money' }, { by: otherUid }, { at: Timestamp.now() }, { reason: 'Typo' }]) {
        await assertFails(recordPayment(roles.admin, 'store-order-history', { payment: 'cash', by: adminUid, changeFields }));
      }
      await assertSucceeds(
        recordPayment(roles.admin, 'store-order-history', { payment: 'cash', by: adminUid, changeId: 'first' }),
      );
      await assertFails(recordPayment(roles.admin, 'store-order-history', { payment: 'cash', by: adminUid, changeId: 'first' }));
      const first = `${orderPath('store-order-history')}/${orderSubcollections.paymentChanges}/first`;
      await assertFails(change(roles.admin, first, { payment: 'mobile-money' }));
      await assertFails(remove(roles.admin, first));
      const history = await getDocs(
        query(collection(roles.admin, orderPath('store-order-history'), orderSubcollections.paymentChanges), orderBy('at')),
      );
      expect(history.docs.map((record) => [record.id, record.get('payment'), record.get('reference') ?? null])).toEqual([
        ['first', 'cash', null],
      ]);
      // Staff read it; the customer does not.
      const customer = roles.signIn(ownerUid, { email: 'store-owner@kasuwa.test', email_verified: true, role: 'customer' });
      await assertFails(getDocs(collection(customer, orderPath('store-order-history'), orderSubcollections.paymentChanges)));
    });

    it('confirms an order waiting for its zone only once its zone is set, and takes no payment before', async () => {
      await seed(orderPath('store-order-zone-pending'), {
        ...stored(ownerUid, 'new'),
        zoneName: 'Zone à préciser',
        zonePending: true,
      });
      await assertFails(moveOf('store-order-zone-pending', 'new', 'confirmed'));
      await assertFails(recordPayment(roles.admin, 'store-order-zone-pending', { payment: 'cash', by: adminUid }));
      // Staff cannot lift the wait themselves; it may still be cancelled.
      await assertFails(change(roles.admin, orderPath('store-order-zone-pending'), { zonePending: false }));
      await assertSucceeds(moveOf('store-order-zone-pending', 'new', 'cancelled', { reason: 'Injoignable' }));
      await seed(orderPath('store-order-zone-set'), {
        ...stored(ownerUid, 'new'),
        zoneId: 'plateau',
        zoneName: 'Plateau',
        deliveryFee: 500,
      });
      await assertSucceeds(moveOf('store-order-zone-set', 'new', 'confirmed'));
    });

    it('deletes no order: the record of a sale stays', async () => {
      await assertFails(remove(roles.admin, orderPath('store-order-other')));
    });
  });
});
