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
      data.items.reduce((sum, item) => sum + item.price * item.quantity, 0),
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
