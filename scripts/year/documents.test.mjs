import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as year from './documents.mjs';

const now = Date.UTC(2026, 10, 25, 9);
const pictures = [{ images: ['http://127.0.0.1/a.jpg'], thumbnails: [{ w200: 'a', w400: 'b', w800: 'c' }] }];
const sizes = { ...year.defaultSizes, orders: 2_000, users: 500, products: 200 };

test('the same sizes make the same year', () => {
  const once = [...year.orders(300, sizes, now)];
  assert.deepEqual([...year.orders(300, sizes, now)], once);
  assert.deepEqual([...year.products(50, pictures, now)], [...year.products(50, pictures, now)]);
});

test('orders span the year newest first, in every status, priced from the products they name', () => {
  const orders = [...year.orders(sizes.orders, sizes, now)];
  const products = new Map([...year.products(sizes.products, pictures, now)].map(({ id, data }) => [id, data]));
  assert.equal(new Set(orders.map(({ id }) => id)).size, orders.length);
  assert.deepEqual(
    new Set(orders.map(({ data }) => data.status)),
    new Set(['new', 'confirmed', 'delivered', 'cancelled', 'rejected']),
  );
  const times = orders.map(({ data }) => data.createdAt.getTime());
  assert.ok(times.every((time, at) => at === 0 || time <= times[at - 1]));
  assert.ok(now - times.at(-1) > 360 * 86_400_000 && now - times[0] < 86_400_000);
  for (const { data } of orders) {
    for (const item of data.items) {
      assert.equal(item.price, products.get(item.productId).price);
      assert.equal(item.title, products.get(item.productId).title);
    }
    assert.equal(
      data.total,
      data.items.reduce((sum, item) => sum + item.price * item.quantity, data.deliveryFee),
    );
  }
});

test('orders carry their customer’s name as the user record has it, as placeOrder writes it', () => {
  const users = new Map([...year.shopUsers(sizes.users, now)].map(({ id, data }) => [id, data]));
  for (const { data } of year.orders(300, sizes, now)) assert.equal(data.customerName, users.get(data.userId).name);
});

test('shop users have unique phones in the app’s form; products have sizes or colours', () => {
  const users = [...year.shopUsers(500, now)];
  assert.equal(new Set(users.map(({ data }) => data.phone)).size, 500);
  assert.match(users[0].data.phone, /^\+227 \d{2} \d{2} \d{2} \d{2}$/);
  const products = [...year.products(200, pictures, now)];
  assert.ok(products.some(({ data }) => data.sizes.length > 0));
  assert.ok(products.every(({ data }) => data.price > 0 && data.images.length === data.thumbnails.length));
});

test('referral shards add up per day and key, uniques never above hits', () => {
  const shards = [...year.referralShards(3, 10, '2026-11-25')];
  assert.equal(new Set(shards.map(({ id }) => id)).size, shards.length);
  for (const { id, data } of shards) {
    assert.equal(id.split('.').slice(0, 2).join('.'), `${data.code}.${data.day}`);
    assert.ok(data.uniques <= data.count && data.count > 0);
    assert.ok(data.day <= '2026-11-25' && data.day >= '2026-11-16');
  }
});

test('the cash of a year adds up: each close to its lines less its refunds, each cash payment closed once or in hand', async () => {
  const {
    cashCloseSchema,
    cashCloseLinesSchema,
    cashHandoverSchema,
    cashInHandSchema,
    orderReturnSchema,
    orderSchema,
    unpaidDeliverySchema,
  } = await import('../lib/contract.mjs');
  const { cashRecords } = await import('./cash.mjs');
  const staff = { rider: 'r', seller: 's', manager: 'm' };
  const orders = [...year.orders(sizes.orders, sizes, now, staff)];
  const records = cashRecords(orders, staff, now);
  // The schemas know Firestore timestamps; the year writes dates, which the Admin SDK stores as them.
  const stored = (value) =>
    value instanceof Date
      ? { toMillis: () => value.getTime() }
      : Array.isArray(value)
        ? value.map(stored)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, stored(inner)]))
          : value;
  const schemas = {
    cashCloses: cashCloseSchema,
    cashCloseLines: cashCloseLinesSchema,
    cashHandovers: cashHandoverSchema,
    orderReturns: orderReturnSchema,
    cashInHand: cashInHandSchema,
    unpaidDeliveries: unpaidDeliverySchema,
  };
  for (const [name, documents] of Object.entries(records)) {
    // Today's cash in hand may be none this early in the day.
    if (name !== 'cashInHand') assert.ok(documents.length > 0, `${name} has documents`);
    for (const { id, data } of documents) assert.ok(schemas[name].safeParse(stored(data)).success, `${name}/${id}`);
  }
  for (const { id, data } of orders) assert.ok(orderSchema.safeParse(stored(data)).success, id);
  const counted = new Map();
  const linesOf = new Map(records.cashCloseLines.map(({ id, data }) => [id, data]));
  for (const { id, data } of records.cashCloses.filter((close) => close.data.kind === 'close')) {
    const { orders: lines, refunds = [] } = linesOf.get(id);
    const collected = lines.reduce((sum, line) => sum + line.total, 0);
    assert.equal(data.expected, collected - refunds.reduce((sum, refund) => sum + refund.amount, 0), id);
    assert.equal(data.difference, data.counted - data.expected, id);
    assert.equal(data.orderCount, lines.length, id);
    for (const line of lines) counted.set(line.id, (counted.get(line.id) ?? 0) + 1);
  }
  const held = new Set(records.cashInHand.flatMap(({ data }) => Object.keys(data.orders)));
  for (const { id, data } of orders.filter(({ data: order }) => order.payment === 'cash')) {
    assert.equal((counted.get(id) ?? 0) + (held.has(id) ? 1 : 0), 1, id);
    assert.equal(Boolean(data.cashHolder), held.has(id), id);
  }
  const handedOver = records.cashHandovers.flatMap(({ data }) => data.orderIds);
  assert.equal(new Set(handedOver).size, handedOver.length);
});

test('the year’s sales count every priced order once, and every refund', async () => {
  const { salesRecords } = await import('../lib/sales-records.mjs');
  const { cashRecords } = await import('./cash.mjs');
  const staff = { rider: 'rider', seller: 'seller', manager: 'manager' };
  const orders = [...year.orders(sizes.orders, sizes, now, staff)];
  const { orderReturns } = cashRecords(orders, staff, now);
  const { salesDays, salesTrends, salesCounted } = salesRecords(orders, orderReturns, now, { seller: 'vendeur@kasuwa.test' });
  const priced = orders.filter(({ data }) => !['rejected', 'pending'].includes(data.status));
  assert.equal(salesCounted.length, priced.length);
  const placed = salesDays.reduce((sum, { data }) => sum + (data.placed?.orders ?? 0), 0);
  assert.equal(placed, priced.length);
  const refunds = orderReturns.filter(({ data }) => data.refund).length;
  assert.ok(refunds > 0);
  assert.equal(
    salesDays.reduce((sum, { data }) => sum + (data.refunded?.orders ?? 0), 0),
    refunds,
  );
  const trendDays = Object.keys(salesTrends.find(({ id }) => id === '2026').data.days);
  assert.ok(trendDays.length > 300);
});

test('the year’s sales name the staff who took orders by their email', async () => {
  const { salesRecords } = await import('../lib/sales-records.mjs');
  const staff = { rider: 'rider', seller: 'seller', manager: 'manager' };
  const orders = [...year.orders(300, sizes, now, staff)];
  const { salesDays } = salesRecords(orders, [], now, { seller: 'vendeur@kasuwa.test' });
  const taken = salesDays.filter(({ data }) => data.takenBy?.seller);
  assert.ok(taken.length > 0);
  for (const { data } of taken) assert.equal(data.staffEmails.seller, 'vendeur@kasuwa.test');
});
