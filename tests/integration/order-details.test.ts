import { deleteField, doc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { adminDb } from '../support/admin-app';
import { signedInClient } from '../support/client-app';
import { eventually } from '../support/eventually';
import { claimsOf, newAccount, newStaffAccount } from '../support/test-accounts';

/**
 * An order's details (the delivery note) against the real emulators: staff write them; a fresh
 * verified account cannot put one on its own order by any path, however often it tries; a staff
 * member removed from the team cannot either, even with the admin token issued before the removal.
 */
const orders = adminDb.collection(collections.orders);
const staffNote = 'Portail bleu après la pharmacie, appeler avant';

async function confirmedOrderOf(userId: string, id: string) {
  await orders.doc(id).set({
    userId,
    items: [{ productId: 'theiere-sahel', title: 'Théière du Sahel', price: 7500, quantity: 2 }],
    total: 15_000,
    status: 'confirmed',
    phone: '+227 96 11 22 33',
    deliveryAddress: 'Plateau, Niamey',
    createdAt: FieldValue.serverTimestamp(),
    checkedAt: FieldValue.serverTimestamp(),
  });
}

const editDetails = (db: Firestore, uid: string, orderId: string, deliveryNote: unknown) =>
  updateDoc(doc(db, collections.orders, orderId), { deliveryNote, detailsEditedBy: uid, detailsEditedAt: serverTimestamp() });

const storedNote = async (orderId: string) => (await orders.doc(orderId).get()).get('deliveryNote') as unknown;

describe("an order's details", () => {
  it('are written by staff, and by no fresh verified account on its own order, whatever it tries', async () => {
    const shopper = await newAccount('details-shopper', { emailVerified: true });
    const staff = await newStaffAccount('details-staff');
    const orderId = `it-details-${shopper.uid}`;
    await confirmedOrderOf(shopper.uid, orderId);
    const [shopperClient, staffClient] = await Promise.all([
      signedInClient(shopper.email, shopper.password),
      signedInClient(staff.email, staff.password),
    ]);
    try {
      await editDetails(staffClient.db, staff.uid, orderId, staffNote);
      expect(await storedNote(orderId)).toBe(staffNote);

      // A script's best effort: 30 writes at once on its own order, each way the rules might let through.
      const attempts = Array.from({ length: 30 }, (_, at) => {
        const note = `Livrer au voisin ${at}`;
        const ref = doc(shopperClient.db, collections.orders, orderId);
        if (at % 3 === 0) return editDetails(shopperClient.db, shopper.uid, orderId, note);
        if (at % 3 === 1) return updateDoc(ref, { deliveryNote: deleteField() });
        return setDoc(ref, { deliveryNote: note }, { merge: true });
      });
      const outcomes = await Promise.allSettled(attempts);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(0);
      expect(
        outcomes.every(
          (outcome) => outcome.status === 'rejected' && (outcome.reason as { code?: string }).code === 'permission-denied',
        ),
      ).toBe(true);
      // Nor on a new order of its own: the app's write may not carry a detail.
      await expect(
        setDoc(doc(shopperClient.db, collections.orders, `${orderId}-new`), {
          userId: shopper.uid,
          items: [{ productId: 'theiere-sahel', title: 'Théière du Sahel', price: 7500, quantity: 1 }],
          total: 7500,
          status: 'pending',
          phone: '+227 96 11 22 33',
          deliveryAddress: 'Plateau, Niamey',
          deliveryNote: 'Livrer au voisin',
          createdAt: serverTimestamp(),
        }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      expect(await storedNote(orderId)).toBe(staffNote);
    } finally {
      await Promise.all([shopperClient.close(), staffClient.close()]);
    }
  });

  it('are not written by a staff member removed from the team, with the admin token issued before', async () => {
    const shopper = await newAccount('details-customer', { emailVerified: true });
    const leaver = await newStaffAccount('details-leaver');
    const orderId = `it-details-leaver-${shopper.uid}`;
    await confirmedOrderOf(shopper.uid, orderId);
    const leaverClient = await signedInClient(leaver.email, leaver.password);
    try {
      await editDetails(leaverClient.db, leaver.uid, orderId, staffNote);
      await adminDb.collection(collections.profiles).doc(leaver.uid).update({ role: 'customer' });
      await eventually(
        () => claimsOf(leaver.uid),
        (claims) => claims.role === 'customer',
      );
      // The client still holds the token that says admin: the rules read the profile, which does not.
      expect((await leaverClient.user.getIdTokenResult()).claims.role).toBe('admin');
      await expect(editDetails(leaverClient.db, leaver.uid, orderId, 'Ne plus livrer')).rejects.toMatchObject({
        code: 'permission-denied',
      });
      expect(await storedNote(orderId)).toBe(staffNote);
    } finally {
      await leaverClient.close();
    }
  });
});
