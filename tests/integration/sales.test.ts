import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { shopDay } from '@kasuwa/contract/days';
import { functionNames } from '@kasuwa/contract/functions';
import { placePhoneOrderResponseSchema } from '@kasuwa/contract/phone-customers';
import { readSalesDay, readVariantMonth, variantMonthId } from '@kasuwa/contract/sales';
import { stockIdOf } from '@kasuwa/contract/stock';
import { countOrderSalesIn } from '../../functions/src/sales/count-order-sales';
import { adminDb } from '../support/admin-app';
import { callableOutcome, signedInCallables } from '../support/callable-client';
import { eventually } from '../support/eventually';
import { newStaffAccount } from '../support/test-accounts';

/**
 * The sales summaries on the emulators: followOrder's sales effect follows each order as it is placed, paid,
 * delivered and cancelled, once however often its event comes. Every order here sells products, in a
 * zone and by staff of this run alone, so their entries (the day's zone and staff, the products'
 * months) are this test's own while other tests' orders change the day's totals.
 */
const orders = adminDb.collection(collections.orders);
const run = Date.now().toString(36);
const productId = (name: string) => `it-sales-${name}-${run}`;
const zoneId = `it-sales-zone-${run}`;
const made: string[] = [];
/** The months of this run's products, in salesVariantMonths. */
const sold: string[] = [];
let seller: Awaited<ReturnType<typeof newStaffAccount>>;
let rider: Awaited<ReturnType<typeof newStaffAccount>>;

const today = () => shopDay(new Date());
const salesOf = async (day: string) => readSalesDay(day, (await adminDb.collection(collections.salesDays).doc(day).get()).data());
/** This run's product `name` sold this month, as the best sellers read it. */
const variantSales = async (name: string) =>
  readVariantMonth(
    (
      await adminDb
        .collection(collections.salesVariantMonths)
        .doc(variantMonthId(today().slice(0, 7), stockIdOf({ productId: productId(name) })))
        .get()
    ).data(),
  );

/** An order of `units` of one product of this run, as placePhoneOrder writes it, taken by this run's seller. */
async function placed(name: string, units: number, fields: Record<string, unknown> = {}) {
  const id = `it-sales-${name}-${run}`;
  made.push(id);
  sold.push(variantMonthId(today().slice(0, 7), stockIdOf({ productId: productId(name) })));
  await orders.doc(id).set({
    userId: 'seed-customer-verified',
    items: [{ productId: productId(name), title: `Produit ${name}`, price: 5_000, quantity: units }],
    total: 5_000 * units + 1_000,
    deliveryFee: 1_000,
    zoneId,
    zoneName: 'Zone de test',
    status: 'new',
    phone: '+227 96 11 22 33',
    deliveryAddress: 'Plateau',
    takenBy: seller.uid,
    channel: 'whatsapp',
    createdAt: Timestamp.now(),
    ...fields,
  });
  return id;
}

beforeAll(async () => {
  seller = await newStaffAccount('sales-seller', 'seller');
  rider = await newStaffAccount('sales-rider', 'rider');
}, 60_000);

afterAll(async () => {
  await Promise.all([
    ...made.flatMap((id) => [orders.doc(id).delete(), adminDb.collection(collections.salesCounted).doc(id).delete()]),
    ...sold.map((id) => adminDb.collection(collections.salesVariantMonths).doc(id).delete()),
  ]);
});

describe('the sales effect of followOrder on the emulators', () => {
  it('counts an order on its day in every breakdown, moves its payment, and names who delivered it', async () => {
    const id = await placed('delivered', 2);
    expect(
      await eventually(
        () => variantSales('delivered'),
        (sold) => sold.units === 2,
      ),
    ).toEqual({
      month: today().slice(0, 7),
      productId: productId('delivered'),
      title: 'Produit delivered',
      units: 2,
      amount: 10_000,
    });
    const counted = await salesOf(today());
    expect(counted.zones[zoneId]).toEqual({ name: 'Zone de test', orders: 1, amount: 11_000 });
    expect(counted.takenBy[seller.uid]).toEqual({ orders: 1, amount: 11_000 });
    expect(counted.staffEmails[seller.uid]).toBe(seller.email);

    await orders.doc(id).update({ status: 'delivered', riderId: rider.uid, payment: 'cash', statusChangedAt: Timestamp.now() });
    const delivered = await eventually(
      () => salesOf(today()),
      (day) => day.deliveredBy[rider.uid] !== undefined,
    );
    expect(delivered.deliveredBy[rider.uid]).toEqual({ orders: 1, amount: 11_000 });
    expect(delivered.staffEmails[rider.uid]).toBe(rider.email);
    // Still one order in its zone and its variant: the payment and the delivery moved nothing else.
    expect(delivered.zones[zoneId]).toEqual({ name: 'Zone de test', orders: 1, amount: 11_000 });
    expect((await variantSales('delivered')).units).toBe(2);
  });

  it('takes a cancellation back on the day it happens, and counts nothing for a rejected order', async () => {
    await placed('rejected', 1, { status: 'rejected', rejection: 'The total is not the sum of the lines.' });
    const id = await placed('cancelled', 3);
    await eventually(
      () => variantSales('cancelled'),
      (sold) => sold.units === 3,
    );
    await orders
      .doc(id)
      .update({ status: 'cancelled', cancelReason: 'Le client a changé d’avis.', statusChangedAt: Timestamp.now() });
    const taken = await eventually(
      () => variantSales('cancelled'),
      (sold) => sold.units === 0,
    );
    expect(taken).toMatchObject({ units: 0, amount: 0 });
    expect(await variantSales('rejected')).toMatchObject({ productId: '', units: 0 });
    expect((await adminDb.collection(collections.salesCounted).doc(`it-sales-rejected-${run}`).get()).exists).toBe(false);
  });

  it('takes back the whole of an order deleted, and forgets what it counted', async () => {
    const id = await placed('deleted', 2);
    await eventually(
      () => variantSales('deleted'),
      (sold) => sold.units === 2,
    );
    await orders.doc(id).delete();
    const taken = await eventually(
      () => variantSales('deleted'),
      (sold) => sold.units === 0,
    );
    expect(taken).toMatchObject({ units: 0, amount: 0 });
    expect((await adminDb.collection(collections.salesCounted).doc(id).get()).exists).toBe(false);
  });

  it('counts an order once however often, and however concurrently, its event comes', async () => {
    const id = await placed('repeated', 4);
    await eventually(
      () => variantSales('repeated'),
      (sold) => sold.units === 4,
    );
    // The same event again: a write that changes nothing, and the trigger's work run twenty times at once.
    await orders.doc(id).set((await orders.doc(id).get()).data()!);
    const countNow = countOrderSalesIn(adminDb);
    const written = await Promise.all(Array.from({ length: 20 }, () => countNow(id)));
    expect(written).toEqual(Array.from({ length: 20 }, () => 0));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await variantSales('repeated')).toMatchObject({ units: 4, amount: 20_000 });
  });

  it('refuses a phone order that claims to come from the app, and changes nothing', async () => {
    const callables = await signedInCallables(seller.email, seller.password);
    try {
      const place = callableOutcome(functionNames.placePhoneOrder, (data) => placePhoneOrderResponseSchema.parse(data));
      const request = {
        customer: { name: 'Client de test' },
        lines: [{ productId: 'tshirt-coton-sahel', quantity: 1, size: 'XL', color: 'Noir' }],
        phone: '+227 96 00 00 01',
        deliveryAddress: 'Plateau',
        requestId: randomUUID(),
      };
      expect(await place(callables.functions, { ...request, channel: 'app' })).toMatchObject({
        code: 'functions/invalid-argument',
      });
      expect((await orders.where('takenBy', '==', seller.uid).where('channel', '==', 'app').get()).size).toBe(0);
    } finally {
      await callables.close();
    }
  });
});
