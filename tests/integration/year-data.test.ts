/**
 * npm run seed:year on the running emulators, at a small size: the documents it writes are the
 * shapes the rules and the staff pages expect, and the figures the orders page asks the server for
 * (aggregations over a window of days) equal a count of every order by hand.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AggregateField, FieldPath, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { addDays, dayStart, shopDay, weekStart } from '@kasuwa/contract/days';
import { salesStatuses } from '@kasuwa/contract/order-workflow';
import { feedbackSchema, orderSchema, postSchema, productSchema, shopUserSchema } from '@kasuwa/contract/schemas';
import { readOrder, readOrderReturn } from '@kasuwa/contract/records';
import { readSalesDay, readVariantMonth, type SalesCount, type SalesDay } from '@kasuwa/contract/sales';
import { recountSales, withoutEmptyEntries } from '@kasuwa/contract/test-support/sales-recount';
import { adminDb } from '../support/admin-app';
import { withTriggersPaused } from '../support/emulators';

const seedYear = join(__dirname, '..', '..', 'scripts', 'seed-year.mjs');
const sizes = [
  '--orders',
  '600',
  '--users',
  '80',
  '--products',
  '40',
  '--feedback',
  '60',
  '--posts',
  '30',
  '--campaigns',
  '3',
  '--campaign-days',
  '5',
];

/** The documents of one collection whose ids start with `prefix`. */
const withPrefix = (collection: string, prefix: string) =>
  adminDb
    .collection(collection)
    .where(FieldPath.documentId(), '>=', prefix)
    .where(FieldPath.documentId(), '<', `${prefix}~`)
    .get();

/** Every day's sales summary there is, by day. */
async function allSalesDays() {
  const days = await adminDb.collection(collections.salesDays).get();
  return new Map(days.docs.map((day) => [day.id, readSalesDay(day.id, day.data())]));
}

let output = '';
let salesBefore = new Map<string, SalesDay>();
beforeAll(async () => {
  salesBefore = await allSalesDays();
  ({ stdout: output } = await promisify(execFile)(process.execPath, [seedYear, ...sizes], { timeout: 180_000 }));
}, 200_000);

// The year's products show the seed's pictures: deleting them with the triggers running would remove
// those files, so they go with the triggers paused, as they came.
afterAll(async () => {
  await withTriggersPaused(async () => {
    for (const [collection, prefix] of [
      [collections.orders, 'year-order-'],
      [collections.shopUsers, 'year-user-'],
      [collections.products, 'year-product-'],
      [collections.feedback, 'year-feedback-'],
      [collections.posts, 'year-post-'],
      [collections.referralCampaigns, 'campagne-'],
      [collections.referralShards, 'campagne-'],
    ] as const) {
      const batch = adminDb.batch();
      for (const document of (await withPrefix(collection, prefix)).docs) batch.delete(document.ref);
      await batch.commit();
    }
    await adminDb.collection(collections.catalogue).doc('version').delete();
  });
}, 60_000);

/** A stored document as the zod schemas take it: admin timestamps read as Timestamps already. */
const parsed = (schema: { safeParse: (data: unknown) => { success: boolean; error?: unknown } }, data: DocumentData) =>
  schema.safeParse(data).success;

describe('npm run seed:year', () => {
  it('writes every collection at the sizes asked for, and says so', async () => {
    expect(output).toMatch(/orders: 600 in/);
    for (const [collection, prefix, count] of [
      [collections.orders, 'year-order-', 600],
      [collections.shopUsers, 'year-user-', 80],
      [collections.products, 'year-product-', 40],
      [collections.feedback, 'year-feedback-', 60],
      [collections.posts, 'year-post-', 30],
      [collections.referralCampaigns, 'campagne-', 3],
    ] as const) {
      expect({ collection, count: (await withPrefix(collection, prefix)).size }).toEqual({ collection, count });
    }
  });

  it('writes documents the contract’s schemas accept', async () => {
    for (const [collection, prefix, schema] of [
      [collections.orders, 'year-order-', orderSchema],
      [collections.shopUsers, 'year-user-', shopUserSchema],
      [collections.products, 'year-product-', productSchema],
      [collections.feedback, 'year-feedback-', feedbackSchema],
      [collections.posts, 'year-post-', postSchema],
    ] as const) {
      const refused = (await withPrefix(collection, prefix)).docs.filter((document) => !parsed(schema, document.data()));
      expect({ collection, refused: refused.map((document) => document.id) }).toEqual({ collection, refused: [] });
    }
  });

  it('gives the same sales today and this week by aggregation as by reading every order', async () => {
    const today = shopDay(new Date());
    const tomorrow = dayStart(addDays(today, 1));
    const orders = (await withPrefix(collections.orders, 'year-order-')).docs.map((document) => document.data());
    for (const first of [today, weekStart(today), addDays(today, -90)]) {
      const placed = adminDb
        .collection(collections.orders)
        .where('status', 'in', salesStatuses)
        .where('createdAt', '>=', Timestamp.fromDate(dayStart(first)))
        .where('createdAt', '<', Timestamp.fromDate(tomorrow));
      const figures = (
        await placed.aggregate({ orders: AggregateField.count(), total: AggregateField.sum('total') }).get()
      ).data();
      const counted = orders.filter((order) => {
        const at = (order.createdAt as Timestamp).toMillis();
        return (
          (salesStatuses as readonly string[]).includes(order.status as string) &&
          at >= dayStart(first).getTime() &&
          at < tomorrow.getTime()
        );
      });
      // The seed's own orders are in the aggregation too: those of the window are counted by hand as well.
      const seeded = (await placed.get()).docs.filter((document) => !document.id.startsWith('year-order-'));
      expect({ first, orders: figures.orders, total: figures.total }).toEqual({
        first,
        orders: counted.length + seeded.length,
        total: [...counted, ...seeded.map((document) => document.data())].reduce(
          (sum, order) => sum + (order.total as number),
          0,
        ),
      });
    }
  });

  it('adds to every day’s sales summary exactly what a recount of the year’s orders and refunds gives', async () => {
    const orders = (await withPrefix(collections.orders, 'year-order-')).docs.map((document) => ({
      id: document.id,
      order: readOrder(document.data()),
    }));
    const byId = new Map(orders.map(({ id, order }) => [id, order]));
    const refunds = (await withPrefix(collections.orderReturns, 'year-return-')).docs.flatMap((document) => {
      const stored = readOrderReturn(document.data());
      const order = byId.get(stored.orderId ?? '');
      const { refund } = stored;
      return order && refund?.at
        ? [{ order, refund: { lines: stored.lines, amount: refund.amount ?? 0, method: refund.method, at: refund.at } }]
        : [];
    });
    expect(refunds.length).toBeGreaterThan(0);
    const recount = recountSales(
      orders.map(({ order }) => order),
      refunds,
    );
    const after = await allSalesDays();
    // What the seed added to each day: its summary now less what it held before (the seed's own orders).
    const added = (day: string) => withoutEmptyEntries(difference(after.get(day), salesBefore.get(day), day));
    expect(recount.days.size).toBeGreaterThan(300);
    for (const [day, expected] of recount.days) {
      expect({ day, sales: added(day) }).toEqual({ day, sales: withoutEmptyEntries(expected) });
    }
    // The year's products are its own: their months hold what the year's orders and refunds sold of them, no more.
    const variantMonths = await adminDb.collection(collections.salesVariantMonths).get();
    const yearVariants = variantMonths.docs.filter((document) => document.id.includes('_year-product-'));
    expect(new Map(yearVariants.map((document) => [document.id, readVariantMonth(document.data())]))).toEqual(
      recount.variantMonths,
    );
  });
});

/** `after` less `before`, figure by figure: what was added to a day's summary. */
function difference(after: SalesDay | undefined, before: SalesDay | undefined, day: string): SalesDay {
  const none = readSalesDay(day, {});
  const [now, then] = [after ?? none, before ?? none];
  const counts = <Entry extends SalesCount>(a: Record<string, Entry>, b: Record<string, Entry>) =>
    Object.fromEntries(
      Object.entries(a).map(([key, entry]) => [
        key,
        { ...entry, orders: entry.orders - (b[key]?.orders ?? 0), amount: entry.amount - (b[key]?.amount ?? 0) },
      ]),
    );
  return {
    day,
    orders: now.orders - then.orders,
    units: now.units - then.units,
    amount: now.amount - then.amount,
    deliveryFees: now.deliveryFees - then.deliveryFees,
    placed: counts({ x: now.placed }, { x: then.placed }).x!,
    cancelled: counts({ x: now.cancelled }, { x: then.cancelled }).x!,
    refunded: counts({ x: now.refunded }, { x: then.refunded }).x!,
    zones: counts(now.zones, then.zones),
    channels: counts(now.channels, then.channels),
    payments: counts(now.payments, then.payments),
    takenBy: counts(now.takenBy, then.takenBy),
    deliveredBy: counts(now.deliveredBy, then.deliveredBy),
    hours: counts(now.hours, then.hours),
    staffEmails: {},
  };
}
