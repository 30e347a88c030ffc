import { randomUUID } from 'node:crypto';
import type { Timestamp } from 'firebase-admin/firestore';
import { doc, setDoc } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { collections } from '@kasuwa/contract/collections';
import { readCustomer } from '@kasuwa/contract/customers';
import { addDays, shopDay } from '@kasuwa/contract/days';
import { functionNames, functionsRegion } from '@kasuwa/contract/functions';
import type { OpeningHours } from '@kasuwa/contract/opening-hours';
import { orderHoldsDocId } from '@kasuwa/contract/order-holds';
import { placeOrderResponseSchema } from '@kasuwa/contract/schemas';
import { webOrderAnswerSchema } from '@kasuwa/contract/web-orders';
import { adminAuth, adminDb } from '../support/admin-app';
import { signedInCallables } from '../support/callable-client';
import { signedInClient } from '../support/client-app';
import { functionsOrigin, projectId } from '../support/emulators';
import { eventually } from '../support/eventually';
import { heldTeapot, removeHeldTeapots, resetHeldTeapots } from '../support/order-docs';
import { seedAccounts } from '../support/seed-accounts';
import { newAccount, newStaffAccount } from '../support/test-accounts';
import { webOrderLimitNames } from '../support/web-order-limits';

/**
 * An order placed while the shop is closed keeps its whole hold from the next opening (the hold
 * counts the opening hours kept with the hold settings), on the app's and the web's paths; and only
 * the owner changes the hours. The emulators' clock cannot be moved: the hours are set around the
 * moment the test runs, so "now" is always closed time, and the expected end is read from the order's
 * own creation.
 */
const teapot = heldTeapot;
const orders = adminDb.collection(collections.orders);
const holdSettings = adminDb.collection(collections.stockSettings).doc(orderHoldsDocId);
const counts = { holdMinutes: 90, perVariant: 10, inAll: 30, newCustomerPercent: 100 };

/** Monday 0 … Sunday 6 of a Niamey day. */
const weekdayOf = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
/** The shop open one hour a week, 10:00 to 11:00 on the weekday two days after `day`: closed today. */
function oneHourAWeekAfter(day: string): OpeningHours {
  const hours: OpeningHours = Array.from({ length: 7 }, () => null);
  hours[weekdayOf(addDays(day, 2))] = { opens: '10:00', closes: '11:00' };
  return hours;
}
/** A Niamey wall time as an instant's milliseconds (UTC+1 all year). */
const niamey = (day: string, time: string) => Date.parse(`${day}T${time}:00+01:00`);

let staff: Awaited<ReturnType<typeof signedInCallables>>;
const setOrderHolds = (data: unknown) => httpsCallable(staff.functions, functionNames.setOrderHolds)(data);

beforeAll(async () => {
  staff = await signedInCallables(seedAccounts.admin.email, seedAccounts.admin.password);
  await resetHeldTeapots();
});

afterAll(async () => {
  await staff.close();
  await removeHeldTeapots();
});

describe('a hold counting the opening hours', () => {
  it('gives an order placed while the shop is closed its whole hold from the next opening, from the app and the web', async () => {
    const today = shopDay(new Date());
    const openingHours = oneHourAWeekAfter(today);
    expect((await setOrderHolds({ ...counts, openingHours })).data).toEqual({ ...counts, openingHours });
    const shopper = await newAccount('holds-night', { emailVerified: true });
    const callables = await signedInCallables(shopper.email, shopper.password);
    const phoneKey = `9${String(Date.now()).slice(-7)}`;
    try {
      const appOrder = placeOrderResponseSchema.parse(
        (
          await httpsCallable(
            callables.functions,
            functionNames.placeOrder,
          )({
            phone: '+227 96 11 22 33',
            deliveryAddress: 'Plateau, Niamey',
            zoneId: 'grand-marche',
            lines: [{ ...teapot, quantity: 1 }],
          })
        ).data,
      ).orderId;
      const webCounters = await adminDb.collection(collections.rateLimits).where('name', 'in', webOrderLimitNames).get();
      await Promise.all(webCounters.docs.map((counter) => counter.ref.delete()));
      const web = await fetch(`${functionsOrigin}/${projectId}/${functionsRegion}/${functionNames.placeWebOrder}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Aïcha Moussa',
          phone: phoneKey,
          zoneId: 'grand-marche',
          address: 'Derrière la mosquée de Yantala',
          lines: [{ ...teapot, quantity: 1 }],
          requestId: randomUUID(),
        }),
      });
      expect(web.status).toBe(201);
      const webOrder = (await orders.where('number', '==', webOrderAnswerSchema.parse(await web.json()).number).get()).docs[0];
      for (const stored of [(await orders.doc(appOrder).get()).data(), webOrder?.data()]) {
        const placedOn = shopDay((stored?.createdAt as Timestamp).toDate());
        // 60 of the 90 minutes in the next opening hour (two days on), the last 30 a week later.
        expect((stored?.holdUntil as Timestamp).toMillis()).toBe(niamey(addDays(placedOn, 9), '10:30'));
      }
    } finally {
      await callables.close();
      // The end-to-end suite runs on these emulators next: none of these orders, records or budgets stay.
      const webCustomer = `phone-227${phoneKey}`;
      const { docs } = await orders.where('userId', 'in', [shopper.uid, webCustomer]).get();
      const tokens = docs.map((order) => order.get('trackingToken') as string | undefined).filter(Boolean) as string[];
      await Promise.all(docs.map((order) => order.ref.delete()));
      const record = adminDb.collection(collections.customers).doc(phoneKey);
      await eventually(
        async () => readCustomer(phoneKey, (await record.get()).data()),
        (read) => read.orders === 0,
      );
      const webCounters = await adminDb.collection(collections.rateLimits).where('name', 'in', webOrderLimitNames).get();
      await Promise.all([
        record.delete(),
        ...tokens.map((token) => adminDb.collection(collections.tracking).doc(token).delete()),
        ...[shopper.uid, webCustomer].map((uid) => adminDb.collection(collections.heldUnits).doc(uid).delete()),
        ...webCounters.docs.map((counter) => counter.ref.delete()),
      ]);
    }
  }, 60_000);

  it('lets only the owner change the opening hours, and bad hours change nothing', async () => {
    const stored = { ...counts, openingHours: oneHourAWeekAfter(shopDay(new Date())) };
    await setOrderHolds(stored);
    const before = (await holdSettings.get()).data();
    const seller = await newStaffAccount('holds-hours-seller', 'seller');
    const sellerCallables = await signedInCallables(seller.email, seller.password);
    const sellerClient = await signedInClient(seller.email, seller.password);
    const everyDay = Array.from({ length: 7 }, () => ({ opens: '00:00', closes: '24:00' }));
    try {
      await expect(
        httpsCallable(sellerCallables.functions, functionNames.setOrderHolds)({ ...counts, openingHours: everyDay }),
      ).rejects.toMatchObject({ code: 'functions/permission-denied' });
      await expect(
        setDoc(doc(sellerClient.db, collections.stockSettings, orderHoldsDocId), { ...counts, openingHours: everyDay }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
      for (const openingHours of [
        Array.from({ length: 7 }, () => ({ opens: '20:00', closes: '08:00' })),
        Array.from({ length: 7 }, () => null),
        Array.from({ length: 7 }, () => ({ opens: '8h', closes: '20h' })),
      ]) {
        await expect(setOrderHolds({ ...counts, openingHours })).rejects.toMatchObject({ code: 'functions/invalid-argument' });
      }
      expect((await holdSettings.get()).data()).toEqual(before);
    } finally {
      await Promise.all([sellerCallables.close(), sellerClient.close()]);
      await adminAuth.deleteUser(seller.uid);
      await adminDb.collection(collections.profiles).doc(seller.uid).delete();
    }
  }, 60_000);
});
