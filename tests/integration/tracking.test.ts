import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { adminAuth, adminDb } from '../support/admin-app';
import { hostingOrigin } from '../support/emulators';
import { eventually } from '../support/eventually';
import { newStaffAccount } from '../support/test-accounts';

/**
 * The customer's tracking link on the emulators: followOrder's tracking effect keeps the public view of an order
 * with a link as staff move it; /suivi/<token>, through Hosting, is the page made from that
 * view (no address, no phone), the same French page for any link that names no order or has expired,
 * and a 429 for an address that tries too many of those, while a real link always opens.
 */
const orders = adminDb.collection(collections.orders);
const views = adminDb.collection(collections.tracking);
const orderId = `it-tracking-${Date.now().toString(36)}`;
/** Another customer's order, whose link must still open after someone tried bogus ones. */
const otherOrderId = `${orderId}-other`;

/** A move as staff make it: the order's new status and its record in the history, in one write. */
async function move(from: string, to: string, by: string, fields: Record<string, unknown> = {}) {
  const at = Timestamp.now();
  const change = orders.doc(orderId).collection(orderSubcollections.statusChanges).doc();
  await adminDb
    .batch()
    .update(orders.doc(orderId), { status: to, statusChangeId: change.id, statusChangedBy: by, statusChangedAt: at, ...fields })
    .set(change, { from, to, by, at })
    .commit();
}

/** The order's token, once followOrder's tracking effect has made its view: the trigger runs after the write, seconds later on a busy stack. */
async function tokenOf(id = orderId) {
  const token = (
    await eventually(
      () => orders.doc(id).get(),
      (order) => typeof order.get('trackingToken') === 'string',
    )
  ).get('trackingToken') as string;
  await eventually(
    () => views.doc(token).get(),
    (view) => view.exists,
    60_000,
  );
  return token;
}
const pageOf = async (path: string) => {
  const answer = await fetch(`${hostingOrigin}${path}`);
  return { status: answer.status, html: await answer.text(), cache: answer.headers.get('cache-control') };
};

afterAll(async () => {
  for (const id of [orderId, otherOrderId]) {
    const token = (await orders.doc(id).get()).get('trackingToken') as string | undefined;
    const history = await orders.doc(id).collection(orderSubcollections.statusChanges).get();
    await Promise.all([
      orders.doc(id).delete(),
      ...history.docs.map((change) => change.ref.delete()),
      ...(token ? [views.doc(token).delete()] : []),
    ]);
  }
});

describe('tracking links on the emulators', () => {
  it('gives a placed order its link once, and its page follows the order, saying nothing that finds the customer', async () => {
    const rider = await newStaffAccount('tracking-rider', 'rider');
    await adminAuth.updateUser(rider.uid, { displayName: 'Ibrahim Moussa' });
    // As placeOrder writes it: priced, numbered, and with its link.
    await orders.doc(orderId).set({
      trackingToken: randomBytes(16).toString('base64url'),
      userId: 'seed-customer-verified',
      items: [{ productId: 'theiere-sahel', title: 'Théière du Sahel', price: 7_500, quantity: 2 }],
      total: 15_000,
      number: 987_654,
      status: 'new',
      phone: '+227 96 11 22 33',
      deliveryAddress: 'Plateau, rue du Musée',
      createdAt: Timestamp.now(),
    });
    const token = await tokenOf();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const placed = await pageOf(`/suivi/${token}`);
    expect(placed.status).toBe(200);
    expect(placed.cache).toBe('no-store');
    expect(placed.html).toContain('<h1>Commande K-987654</h1>');
    expect(placed.html).toContain('Commande reçue');
    expect(placed.html).not.toMatch(/Plateau|96 11 22 33|<script/);
    // Its lines, written into the view by the server: what, how many, for how much; no product id, no customer.
    expect(placed.html).toMatch(/<tr><td>2 × Théière du Sahel<\/td><td>15\s000\sF\sCFA<\/td><\/tr>/);
    const view = (await views.doc(token).get()).data();
    expect(view?.lines).toEqual([{ title: 'Théière du Sahel', variant: null, quantity: 2, amount: 15_000 }]);
    expect(JSON.stringify(view)).not.toMatch(/theiere-sahel|seed-customer|96 11 22 33|Plateau/);

    // Confirmed and sent out at once: the page shows both moves, however the events came.
    await move('new', 'confirmed', 'seed-manager');
    await move('confirmed', 'outForDelivery', 'seed-manager', { riderId: rider.uid });
    // Waiting on the view, not the page: each look at the page is a function call and a read.
    await eventually(
      () => views.doc(token).get(),
      (view) => view.get('riderName') === 'Ibrahim',
      60_000,
    );
    const out = await pageOf(`/suivi/${token}`);
    expect(out.html).toContain('En route');
    expect(out.html).toContain('Ibrahim vous apporte votre commande.');
    expect(out.html).not.toContain('Moussa');

    await move('outForDelivery', 'delivered', rider.uid, { payment: 'cash' });
    await eventually(
      () => views.doc(token).get(),
      (view) => view.get('status') === 'delivered',
      60_000,
    );
    const delivered = await pageOf(`/suivi/${token}`);
    expect(delivered.html).toContain('Livrée');
    expect(delivered.html).toContain('Payée.');
    expect(delivered.html).not.toContain('Ibrahim');
    // Its token never changed, whatever the events.
    expect((await orders.doc(orderId).get()).get('trackingToken')).toBe(token);
    expect(((await views.doc(token).get()).get('steps') as { status: string }[]).map((step) => step.status)).toEqual([
      'new',
      'confirmed',
      'outForDelivery',
      'delivered',
    ]);
  }, 120_000);

  it('answers a link that names no order, or has expired, with the French page and the shop’s phone', async () => {
    const token = await tokenOf();
    await views.doc(token).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1_000) });
    for (const path of [`/suivi/${token}`, '/suivi/AAAAAAAAAAAAAAAAAAAAAA', '/suivi/pas-un-lien']) {
      const page = await pageOf(path);
      expect({ path, status: page.status }).toEqual({ path, status: 404 });
      expect(page.html).toContain('Ce lien de suivi ne marche pas');
      expect(page.html).toContain('+227 94 56 78 90');
    }
  }, 90_000);

  it('answers an address that tries bogus link after link with 429, and still opens a real link from it', async () => {
    // Another customer's order, its view made before the bogus links, so that nothing waits between them and the real one.
    await orders.doc(otherOrderId).set({
      trackingToken: randomBytes(16).toString('base64url'),
      userId: 'seed-customer-verified',
      items: [{ productId: 'theiere-sahel', title: 'Théière du Sahel', price: 7_500, quantity: 1 }],
      total: 7_500,
      number: 987_655,
      status: 'new',
      phone: '+227 96 11 22 34',
      deliveryAddress: 'Yantala',
      createdAt: Timestamp.now(),
    });
    const realLink = `/suivi/${await tokenOf(otherOrderId)}`;

    // The 30 bogus links from one address (this test's, as every visitor's may be behind Hosting):
    // well-formed ones naming no order and malformed ones, in turn.
    const statuses: number[] = [];
    for (let look = 0; look < 30; look += 1) {
      statuses.push((await pageOf(look % 2 === 0 ? '/suivi/BBBBBBBBBBBBBBBBBBBBBB' : '/suivi/pas-un-lien')).status);
    }
    expect(new Set(statuses)).toEqual(new Set([404, 429]));
    expect(statuses.at(-1)).toBe(429);

    // The address's budget is spent, yet the real link opens, spending none: the next bogus one is still refused.
    const real = await pageOf(realLink);
    expect(real.status).toBe(200);
    expect(real.html).toContain('<h1>Commande K-987655</h1>');
    expect((await pageOf('/suivi/BBBBBBBBBBBBBBBBBBBBBB')).status).toBe(429);
  }, 90_000);
});
