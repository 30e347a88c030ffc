import { randomUUID } from 'node:crypto';
import { collection, doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { readCustomer } from '@kasuwa/contract/customers';
import { functionNames, functionsRegion } from '@kasuwa/contract/functions';
import { stockIdOf } from '@kasuwa/contract/stock';
import {
  defaultWebOrderBounds,
  webOrderAnswerSchema,
  webOrderBoundsDocId,
  webOrderPath,
  webOrderRefusals,
  type WebOrderBounds,
} from '@kasuwa/contract/web-orders';
import { adminDb } from '../support/admin-app';
import { signedInClient } from '../support/client-app';
import { clearNewCustomerHolds, deliveredOrder } from '../support/order-docs';
import { functionsOrigin, hostingOrigin, projectId } from '../support/emulators';
import { eventually } from '../support/eventually';
import { newStaffAccount } from '../support/test-accounts';
import { webOrderLimitNames } from '../support/web-order-limits';

/**
 * Orders from the web site with no account (placeWebOrder), on the emulators: through Hosting's
 * rewrite as /panier sends them, or to the function's own URL with the X-Forwarded-For that Google's
 * front end would give it (the emulators add none: every request comes from 127.0.0.1). Each test sets
 * the shop's bounds it needs; the variant the orders hold is this file's own.
 */
const functionUrl = `${functionsOrigin}/${projectId}/${functionsRegion}/${functionNames.placeWebOrder}`;
const siteUrl = `${hostingOrigin}${webOrderPath}`;
const teapot = { productId: 'theiere-sahel', size: '0,5 L', color: 'Bleu' };
const karite = { productId: 'beurre-de-karite', size: '500 ml' };
const orders = adminDb.collection(collections.orders);
const stockRef = adminDb.collection(collections.stock).doc(stockIdOf(teapot));
const boundsRef = adminDb.collection(collections.stockSettings).doc(webOrderBoundsDocId);
/** An address of Google's own front end: what connects to the function for Firebase Hosting's rewrite. */
const hosting = '35.191.0.2';

/** A number of this run's own per test, so no other file's orders count in its customer's record. */
const run = String(Date.now()).slice(-5);
const keys: string[] = [];
function newNumber() {
  const key = `9${run}${String(keys.length).padStart(2, '0')}`;
  keys.push(key);
  return { key, typed: `${key.slice(0, 2)} ${key.slice(2, 4)} ${key.slice(4, 6)} ${key.slice(6)}` };
}

const orderOf = (phone: string, fields: Record<string, unknown> = {}) => ({
  name: 'Aïcha Moussa',
  phone,
  zoneId: 'grand-marche',
  address: 'Derrière la mosquée de Yantala',
  lines: [{ ...teapot, quantity: 1 }],
  requestId: randomUUID(),
  ...fields,
});

/** A POST as a page sends it; `from` is the X-Forwarded-For production's front end would write. */
async function send(body: unknown, { from, url = functionUrl }: { from?: string; url?: string } = {}) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(from && { 'X-Forwarded-For': from }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  // A body the platform refused before the function (malformed JSON) may not be JSON.
  const json = answer.headers.get('content-type')?.includes('application/json');
  return { status: answer.status, body: (json ? await answer.json() : { text: await answer.text() }) as Record<string, unknown> };
}
const codeOf = ({ body }: { body: Record<string, unknown> }) => (body.error as { code?: string } | undefined)?.code;

const ordersOfNumber = async (key: string) => (await orders.where('userId', '==', `phone-227${key}`).get()).docs;
const stockNow = async () => {
  const data = (await stockRef.get()).data();
  return { available: data?.available as number, reserved: data?.reserved as number };
};

async function setBounds(bounds: Partial<WebOrderBounds>) {
  await boundsRef.set({ ...defaultWebOrderBounds, ...bounds });
}

/** Every web order budget starts afresh: the counters of the hour and the day are this file's alone. */
async function clearWebBudgets() {
  const counters = await adminDb.collection(collections.rateLimits).where('name', 'in', webOrderLimitNames).get();
  await Promise.all(counters.docs.map((counter) => counter.ref.delete()));
}

beforeEach(async () => {
  await stockRef.set({ ...teapot, available: 100, reserved: 0 });
  await Promise.all([clearWebBudgets(), clearNewCustomerHolds(), setBounds({})]);
});

afterAll(async () => {
  // The end-to-end suite runs on these emulators next: none of this file's orders, records or budgets stay.
  const placed = (await Promise.all(keys.map(ordersOfNumber))).flat();
  const tokens = placed.map((order) => order.get('trackingToken') as string | undefined).filter(Boolean) as string[];
  await Promise.all(placed.map((order) => order.ref.delete()));
  const records = adminDb.collection(collections.customers);
  await Promise.all(
    keys.map(async (key) => {
      await eventually(
        async () => readCustomer(key, (await records.doc(key).get()).data()),
        (record) => record.orders === 0,
      );
      await records.doc(key).delete();
    }),
  );
  const movements = await adminDb.collection(collections.stockMovements).where('stockId', '==', stockRef.id).get();
  await Promise.all([
    ...movements.docs.map((movement) => movement.ref.delete()),
    ...tokens.map((token) => adminDb.collection(collections.tracking).doc(token).delete()),
    ...keys.map((key) => adminDb.collection(collections.heldUnits).doc(`phone-227${key}`).delete()),
    stockRef.delete(),
    boundsRef.delete(),
    clearWebBudgets(),
    clearNewCustomerHolds(),
  ]);
}, 120_000);

describe('an order from the web', () => {
  it('is placed through the site: numbered, priced by the server, channel web, stock held, followed, on the customer’s record', async () => {
    const { key, typed } = newNumber();
    const request = orderOf(`+227 ${typed}`, {
      lines: [
        { ...teapot, quantity: 2 },
        { ...karite, quantity: 1 },
      ],
      note: 'Appeler avant de venir',
    });
    const placed = await send(request, { url: siteUrl });
    expect(placed.status).toBe(201);
    const answer = webOrderAnswerSchema.parse(placed.body);
    // 2 teapots at 4,500, the shea butter at 3,500, Grand Marché's fee of 500: the catalogue's, not the page's.
    expect(answer).toMatchObject({ zoneName: 'Grand Marché', deliveryFee: 500, total: 13_000 });
    expect(answer.items.map(({ productId, quantity }) => [productId, quantity])).toEqual([
      ['theiere-sahel', 2],
      ['beurre-de-karite', 1],
    ]);
    const [order, ...others] = await ordersOfNumber(key);
    expect(others).toEqual([]);
    expect(order?.data()).toMatchObject({
      number: answer.number,
      status: 'new',
      channel: 'web',
      userId: `phone-227${key}`,
      customerKey: key,
      phone: `+227 ${typed}`,
      customerName: 'Aïcha Moussa',
      deliveryAddress: request.address,
      deliveryNote: 'Appeler avant de venir',
      total: 13_000,
    });
    expect(order?.get('holdUntil')).toBeDefined();
    expect(answer.trackingPath).toBe(`/suivi/${order?.get('trackingToken') as string}`);
    expect(await stockNow()).toEqual({ available: 98, reserved: 2 });
    // The tracking link opens once followOrder has made its view; the customer's record counts the order.
    const page = await eventually(
      () => fetch(`${hostingOrigin}${answer.trackingPath}`),
      (opened) => opened.status === 200,
      60_000,
    );
    expect(await page.text()).toContain(String(answer.number));
    const record = await eventually(
      async () => readCustomer(key, (await adminDb.collection(collections.customers).doc(key).get()).data()),
      (read) => read.orders === 1,
      60_000,
    );
    expect(record.channels).toEqual({ web: 1 });
    expect(record.placedBy).toEqual({ [`phone-227${key}`]: 1 });
  }, 120_000);

  it('refuses what is malformed, too big or not JSON with a 400 family answer in French, and writes nothing', async () => {
    const { key, typed } = newNumber();
    const valid = orderOf(typed);
    const malformed: [Record<string, unknown>, string][] = [
      [{ ...valid, phone: '96 11 22 3' }, 'phone'],
      [{ ...valid, phone: '+33 6 12 34 56 78' }, 'phone'],
      [{ ...valid, name: '' }, 'name'],
      [{ ...valid, address: 'a'.repeat(201) }, 'address'],
      [{ ...valid, lines: [] }, 'lines'],
      [{ ...valid, lines: [{ ...teapot, quantity: 100 }] }, 'lines'],
      [{ ...valid, lines: [{ ...teapot, quantity: 1, price: 1 }] }, 'lines'],
      [{ ...valid, zoneId: undefined }, 'zoneId'],
      [{ ...valid, total: 1 }, ''],
    ];
    for (const [body, field] of malformed) {
      const refused = await send(body);
      expect([refused.status, codeOf(refused)]).toEqual([400, 'invalid-request']);
      const error = refused.body.error as { message: string; fields: string[] };
      expect(error.message).toMatch(/^[A-ZÉ][^]*\.$/);
      if (field) expect(error.fields).toContain(field);
    }
    expect((await send('{"name":', {})).status).toBe(400);
    expect((await send({ ...valid, note: 'é'.repeat(20_000) })).status).toBe(413);
    const notJson = await fetch(functionUrl, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' });
    expect(notJson.status).toBe(415);
    expect((await fetch(functionUrl)).status).toBe(405);
    expect(await ordersOfNumber(key)).toEqual([]);
    expect(await stockNow()).toEqual({ available: 100, reserved: 0 });
  }, 60_000);

  it('answers a robot that filled the hidden field as any sender the shop cannot serve now, and reads or writes nothing', async () => {
    const { key, typed } = newNumber();
    const counters = async () =>
      (await adminDb.collection(collections.rateLimits).where('name', 'in', webOrderLimitNames).get()).size;
    const before = await counters();
    const caught = await send(orderOf(typed, { website: 'https://promo.example' }), { from: `41.203.5.5, ${hosting}` });
    // Word for word what a real failure to save answers: nothing tells the robot it was caught.
    expect(caught).toEqual({
      status: 503,
      body: { error: { code: 'unavailable', message: webOrderRefusals.unavailable } },
    });
    expect(await ordersOfNumber(key)).toEqual([]);
    expect(await counters()).toBe(before);
  });

  it('places one order for one request id sent 6 times at once and again later, each answer that order', async () => {
    const { key, typed } = newNumber();
    const request = orderOf(typed);
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(request)));
    answers.push(await send(request));
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 200, 200, 200, 200, 200, 201]);
    const [first, ...rest] = answers.map(({ body }) => webOrderAnswerSchema.parse(body));
    for (const answer of rest) expect(answer).toEqual(first);
    expect(await ordersOfNumber(key)).toHaveLength(1);
    expect(await stockNow()).toEqual({ available: 99, reserved: 1 });
    // The same request id with another number is not that order's to see.
    const reused = await send({ ...request, phone: newNumber().typed });
    expect([reused.status, codeOf(reused)]).toEqual([409, 'request-reused']);
  }, 60_000);

  it('lets 20 visitors at once hold only the units the shop’s share of new customers leaves: 5 orders, the rest told', async () => {
    // 10 units, half for new customers: 5 holds. Every web order counts as a new customer's.
    await stockRef.set({ ...teapot, available: 10, reserved: 0 });
    await setBounds({ perAddressPerHour: 100, perConnectionPerHour: 100 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, at) => {
        const { typed } = newNumber();
        return send(orderOf(typed), { from: `41.203.7.${at + 1}, ${hosting}` });
      }),
    );
    const placed = answers.filter(({ status }) => status === 201);
    expect(placed).toHaveLength(5);
    const refused = answers.filter(({ status }) => status !== 201);
    expect(new Set(refused.map((answer) => `${answer.status} ${codeOf(answer)}`))).toEqual(new Set(['409 shared-hold']));
    expect(await stockNow()).toEqual({ available: 5, reserved: 5 });
  }, 120_000);

  it('holds a known customer’s number to the share of new customers too: on the web anyone may type it', async () => {
    // 2 units, half for new customers: 1 hold, though the number has a delivered order of its own.
    await stockRef.set({ ...teapot, available: 2, reserved: 0 });
    const { key, typed } = newNumber();
    await orders
      .doc(`it-web-delivered-${key}`)
      .set(deliveredOrder(4_500, { userId: `phone-227${key}`, phone: `+227 ${typed}`, customerKey: key }));
    expect((await send(orderOf(typed))).status).toBe(201);
    const second = await send(orderOf(typed));
    expect([second.status, codeOf(second)]).toEqual([409, 'shared-hold']);
    expect(await stockNow()).toEqual({ available: 1, reserved: 1 });
  }, 60_000);

  it('bounds one client address an hour, and not its neighbours behind the same connection', async () => {
    await setBounds({ perAddressPerHour: 2 });
    const { key, typed } = newNumber();
    const from = `41.203.9.9, ${hosting}`;
    const statuses = [];
    for (let order = 0; order < 3; order += 1) statuses.push(await send(orderOf(typed), { from }));
    expect(statuses.map((answer) => `${answer.status} ${codeOf(answer) ?? ''}`.trim())).toEqual([
      '201',
      '201',
      '429 too-many-hour',
    ]);
    expect(await ordersOfNumber(key)).toHaveLength(2);
    expect((await send(orderOf(typed), { from: `41.203.9.10, ${hosting}` })).status).toBe(201);
  }, 60_000);

  it('bounds what one script can place, whatever addresses it forges, and every script together', async () => {
    await setBounds({ perAddressPerHour: 2, perConnectionPerHour: 3, inAllPerHour: 4 });
    const { key, typed } = newNumber();
    // One machine calling the function's URL, writing a new visitor address before its own every time.
    const forging = [];
    for (let order = 0; order < 6; order += 1)
      forging.push(await send(orderOf(typed), { from: `198.51.100.${order}, 203.0.113.9` }));
    expect(forging.map((answer) => answer.status)).toEqual([201, 201, 201, 429, 429, 429]);
    expect(new Set(forging.slice(3).map(codeOf))).toEqual(new Set(['too-many-connection']));
    // A second machine: the one order left of the web's hour, then the web's bound for everyone.
    const second = [];
    for (let order = 0; order < 3; order += 1) second.push(await send(orderOf(typed), { from: `203.0.113.${20 + order}` }));
    expect(second.map((answer) => `${answer.status} ${codeOf(answer) ?? ''}`.trim())).toEqual([
      '201',
      '429 too-many-web',
      '429 too-many-web',
    ]);
    expect(await ordersOfNumber(key)).toHaveLength(4);
    expect(await stockNow()).toEqual({ available: 96, reserved: 4 });
  }, 60_000);

  it('lets no visitor through Hosting spend the others’ bounds: nothing is counted on Hosting’s own address', async () => {
    // Three visitors, each within their own bound, place more than a direct caller's hour between them.
    await setBounds({ perAddressPerHour: 2, perConnectionPerHour: 3, attemptsPerConnectionPerHour: 3 });
    const { key, typed } = newNumber();
    const visitors = [];
    for (const visitor of [1, 2, 3]) {
      for (let order = 0; order < 2; order += 1) {
        visitors.push(await send(orderOf(typed), { from: `41.203.66.${visitor}, ${hosting}` }));
      }
    }
    expect(visitors.map(({ status }) => status)).toEqual([201, 201, 201, 201, 201, 201]);
    // A new customer through the same Hosting address is still served, through another one of Google's too.
    expect((await send(orderOf(typed), { from: `41.203.77.1, ${hosting}` })).status).toBe(201);
    expect((await send(orderOf(typed), { from: '41.203.77.2, 66.102.8.142' })).status).toBe(201);
    expect(await ordersOfNumber(key)).toHaveLength(8);
  }, 60_000);

  it('counts every attempt of a client address, refused or not, before the catalogue; a placed order’s retries spend none', async () => {
    await setBounds({ attemptsPerAddressPerHour: 3, inAllPerHour: 1 });
    const { key, typed } = newNumber();
    const from = `41.203.44.4, ${hosting}`;
    // A script probing zones: each refused, each counted; the web's hour is not spent by them.
    const probes = [];
    for (let probe = 0; probe < 3; probe += 1)
      probes.push(await send(orderOf(typed, { zoneId: `nulle-part-${probe}` }), { from }));
    expect(probes.map((answer) => `${answer.status} ${codeOf(answer)}`)).toEqual(Array(3).fill('409 unknown-zone'));
    const blocked = await send(orderOf(typed), { from });
    expect([blocked.status, codeOf(blocked)]).toEqual([429, 'too-many-attempts']);
    expect((blocked.body.error as { message: string }).message).toBe(webOrderRefusals['too-many-attempts']);
    expect(await ordersOfNumber(key)).toEqual([]);
    // Another visitor is not held by that one's attempts, and takes the web's one order of the hour.
    const request = orderOf(typed);
    const placed = await send(request, { from: `41.203.44.5, ${hosting}` });
    expect(placed.status).toBe(201);
    for (let retry = 0; retry < 4; retry += 1) {
      expect((await send(request, { from: `41.203.44.5, ${hosting}` })).status).toBe(200);
    }
    expect(await ordersOfNumber(key)).toHaveLength(1);
  }, 60_000);

  it('counts a direct caller’s attempts on its own address, whatever visitors it claims to relay', async () => {
    await setBounds({ attemptsPerConnectionPerHour: 3 });
    const { key, typed } = newNumber();
    const answers = [];
    for (let probe = 0; probe < 5; probe += 1) {
      answers.push(await send(orderOf(typed, { zoneId: 'nulle-part' }), { from: `198.51.100.${probe}, 203.0.113.40` }));
    }
    expect(answers.map((answer) => `${answer.status} ${codeOf(answer)}`)).toEqual([
      '409 unknown-zone',
      '409 unknown-zone',
      '409 unknown-zone',
      '429 too-many-connection',
      '429 too-many-connection',
    ]);
    expect(await ordersOfNumber(key)).toEqual([]);
  }, 60_000);

  it('bounds a direct IPv6 caller by its /48, however many of its /64s it calls from', async () => {
    await setBounds({ perConnectionPerHour: 2 });
    const { key, typed } = newNumber();
    const answers = [];
    for (let network = 1; network <= 4; network += 1) {
      answers.push(await send(orderOf(typed), { from: `2001:db8:48:${network}::1` }));
    }
    expect(answers.map((answer) => `${answer.status} ${codeOf(answer) ?? ''}`.trim())).toEqual([
      '201',
      '201',
      '429 too-many-connection',
      '429 too-many-connection',
    ]);
    expect(await ordersOfNumber(key)).toHaveLength(2);
  }, 60_000);

  it('costs staff one write to cancel a junk web order with a reason, as the console does, and its units come back', async () => {
    const { key, typed } = newNumber();
    expect((await send(orderOf(typed, { lines: [{ ...teapot, quantity: 3 }] }), { url: siteUrl })).status).toBe(201);
    const [order] = await ordersOfNumber(key);
    expect(await stockNow()).toEqual({ available: 97, reserved: 3 });
    const staff = await newStaffAccount('web-junk');
    const staffClient = await signedInClient(staff.email, staff.password);
    try {
      // One batch, as move-order.ts writes it: the status with its reason, and the record of the move.
      const orderRef = doc(staffClient.db, collections.orders, order?.id as string);
      const change = doc(collection(orderRef, orderSubcollections.statusChanges));
      const reason = 'Commande fantaisiste : numéro injoignable';
      const batch = writeBatch(staffClient.db);
      batch.update(orderRef, {
        status: 'cancelled',
        statusChangeId: change.id,
        statusChangedBy: staff.uid,
        statusChangedAt: serverTimestamp(),
        cancelReason: reason,
      });
      batch.set(change, { from: 'new', to: 'cancelled', by: staff.uid, at: serverTimestamp(), reason });
      await batch.commit();
    } finally {
      await staffClient.close();
    }
    expect((await orders.doc(order?.id as string).get()).data()).toMatchObject({ status: 'cancelled', channel: 'web' });
    expect(await eventually(stockNow, (stock) => stock.reserved === 0, 30_000)).toEqual({ available: 100, reserved: 0 });
  }, 90_000);
});
