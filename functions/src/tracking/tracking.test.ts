import type { Request } from 'firebase-functions/v2/https';
import { fakePageResponse } from '../test-support/fake-page-response';
import { readOrder } from '@kasuwa/contract/records';
import { createClientLimiter } from '../rate-limits/client-limiter';
import { newTrackingToken } from './tracking-token';
import { trackingHandler } from './tracking-handler';
import { trackingHtml } from './tracking-page';
import { concernsTracking } from './follow-tracking';
import { firstNameOf, readTrackingView, trackingViewOf } from './tracking-view';

const stamp = (iso: string) => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) });
const order = (fields: Record<string, unknown> = {}) =>
  readOrder({
    items: [{ productId: 'boubou', title: 'Boubou', price: 25_000, quantity: 1 }],
    total: 26_000,
    number: 42,
    status: 'new',
    phone: '+227 96 11 22 33',
    deliveryAddress: 'Plateau, rue du Musée',
    createdAt: stamp('2026-11-26T08:30:00Z'),
    ...fields,
  });

describe('an order’s tracking view', () => {
  it('starts at the order placed, then each move of its history, and the status it is in', () => {
    const placed = trackingViewOf(order(), [], null);
    expect(placed.steps).toEqual([{ status: 'new', at: new Date('2026-11-26T08:30:00Z') }]);
    const moves = [{ status: 'confirmed', at: new Date('2026-11-26T09:00:00Z') }];
    const out = trackingViewOf(
      order({ status: 'outForDelivery', riderId: 'r1', statusChangedAt: stamp('2026-11-26T14:00:00Z') }),
      moves,
      'Ibrahim',
    );
    expect(out.steps).toEqual([
      { status: 'new', at: new Date('2026-11-26T08:30:00Z') },
      { status: 'confirmed', at: new Date('2026-11-26T09:00:00Z') },
      { status: 'outForDelivery', at: new Date('2026-11-26T14:00:00Z') },
    ]);
    expect(out).toMatchObject({ number: 42, due: 26_000, riderName: 'Ibrahim', expiresAt: null });
  });

  it('owes nothing once paid or cancelled, names no rider but while out, and ends a week after delivery', () => {
    const delivered = trackingViewOf(
      order({ status: 'delivered', payment: 'cash', statusChangedAt: stamp('2026-11-26T15:00:00Z') }),
      [],
      'Ibrahim',
    );
    expect(delivered).toMatchObject({ due: 0, riderName: null });
    // The whole of 3 December in Niamey.
    expect(delivered.expiresAt?.toISOString()).toBe('2026-12-03T23:00:00.000Z');
    expect(trackingViewOf(order({ status: 'cancelled' }), [], null).due).toBe(0);
  });

  it('lists the lines as priced, with their variant and F CFA, and the delivery fee: no product id, cost or customer detail', () => {
    const view = trackingViewOf(
      order({
        items: [
          { productId: 'boubou', title: 'Boubou', size: 'L', color: 'Indigo', price: 25_000, quantity: 2 },
          { productId: 'natte', title: 'Natte', price: 7_500, quantity: 1 },
        ],
        total: 58_000,
        deliveryFee: 500,
        customerName: 'Aïcha Moussa',
      }),
      [],
      null,
    );
    expect(view.lines).toEqual([
      { title: 'Boubou', variant: 'L, Indigo', quantity: 2, amount: 50_000 },
      { title: 'Natte', variant: null, quantity: 1, amount: 7_500 },
    ]);
    expect(view.deliveryFee).toBe(500);
    expect(JSON.stringify(view)).not.toMatch(/boubou|natte|price|Aïcha|96 11 22 33|Plateau/);
    expect(trackingViewOf(order({ deliveryFee: undefined }), [], null).deliveryFee).toBeNull();
  });

  it('is written again when the lines or the delivery fee change, not for a field it does not show', () => {
    const stored = { trackingToken: 'token', status: 'new', items: [{ title: 'Boubou', price: 25_000, quantity: 1 }] };
    expect(concernsTracking(stored, { ...stored, items: [{ title: 'Boubou', price: 25_000, quantity: 2 }] })).toBe(true);
    expect(concernsTracking(stored, { ...stored, deliveryFee: 500 })).toBe(true);
    expect(concernsTracking(stored, { ...stored, deliveryNote: 'Portail vert' })).toBe(false);
  });

  it('is read back leniently: a line it cannot read is left out, and a view from before lines has none', () => {
    const at = stamp('2026-11-26T08:30:00Z');
    const read = readTrackingView({
      number: 42,
      status: 'new',
      steps: [{ status: 'new', at }, { status: 7 }],
      lines: [{ title: 'Boubou', variant: 'L', quantity: 2, amount: 50_000 }, { title: 'Sans prix', quantity: 1 }, 'junk'],
      deliveryFee: 500,
      total: 50_500,
      due: 50_500,
      riderName: null,
      expiresAt: null,
    });
    expect(read).toEqual({
      number: 42,
      status: 'new',
      steps: [{ status: 'new', at: new Date('2026-11-26T08:30:00Z') }],
      lines: [{ title: 'Boubou', variant: 'L', quantity: 2, amount: 50_000 }],
      deliveryFee: 500,
      total: 50_500,
      due: 50_500,
      riderName: null,
      expiresAt: null,
    });
    expect(readTrackingView({ number: 42, status: 'new', steps: [], total: 1_000, due: 1_000 })).toMatchObject({
      lines: [],
      deliveryFee: null,
    });
  });

  it('says the rider by their first name only', () => {
    expect(firstNameOf('  Ibrahim Moussa ')).toBe('Ibrahim');
    expect(firstNameOf(undefined)).toBeNull();
  });
});

describe('the tracking page', () => {
  const shown = {
    number: 42,
    status: 'outForDelivery',
    steps: [
      { status: 'new', at: new Date('2026-11-26T08:30:00Z') },
      { status: 'outForDelivery', at: new Date('2026-11-26T14:00:00Z') },
    ],
    lines: [
      { title: 'Boubou brodé', variant: 'L, Indigo', quantity: 1, amount: 25_000 },
      { title: 'Pagne <Wax> & "Bazin"', variant: '<M>', quantity: 2, amount: 500 },
      { title: 'Natte tressée', variant: null, quantity: 1, amount: 0 },
    ],
    deliveryFee: 500,
    total: 26_000,
    due: 26_000,
    riderName: '<Ibrahim>',
  };

  it('says the number, each step in Niamey time, what is due and who brings it, escaped; never the address or phone', () => {
    const html = trackingHtml(shown);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Commande K-000042</h1>');
    expect(html).toContain('Commande reçue<time datetime="2026-11-26T08:30:00.000Z">jeudi 26 novembre à 09:30</time>');
    expect(html).toContain('En route<time datetime="2026-11-26T14:00:00.000Z">jeudi 26 novembre à 15:00</time>');
    expect(html).toMatch(/À payer à la livraison : 26\s000\sF\sCFA/);
    expect(html).toContain('&lt;Ibrahim&gt; vous apporte votre commande.');
    expect(html).toContain('href="tel:+22794567890"');
    expect(html).not.toMatch(/Plateau|96 11 22 33|<script/);
  });

  it('lists the order’s lines with their variant and F CFA, the delivery fee and the total, each text escaped', () => {
    const html = trackingHtml(shown);
    const table = html.slice(html.indexOf('<h2'), html.indexOf('</table>'));
    expect(table).toContain('<h2 id="articles">Vos articles</h2>');
    expect(table).toMatch(/<tr><td>1 × Boubou brodé<small>L, Indigo<\/small><\/td><td>25\s000\sF\sCFA<\/td><\/tr>/);
    expect(table).toContain('<tr><td>2 × Pagne &lt;Wax&gt; &amp; &quot;Bazin&quot;<small>&lt;M&gt;</small></td>');
    expect(table).toMatch(/<tr><td>1 × Natte tressée<\/td><td>0\sF\sCFA<\/td><\/tr>/);
    expect(table).toMatch(/<tr><td>Livraison<\/td><td>500\sF\sCFA<\/td><\/tr>/);
    expect(table).toMatch(/<tr><th scope="row">Total<\/th><td>26\s000\sF\sCFA<\/td><\/tr>/);
    expect(html).not.toMatch(/<Wax>|"Bazin"|<M>/);
  });

  it('shows no lines for a view written before views had them, and no delivery row for an order without a fee', () => {
    expect(trackingHtml({ ...shown, lines: [] })).not.toContain('Vos articles');
    expect(trackingHtml({ ...shown, deliveryFee: null })).not.toContain('Livraison');
  });

  it('is small: one request of a few kilobytes, three lines included', () => {
    expect(Buffer.byteLength(trackingHtml(shown))).toBeLessThan(3_000);
  });
});

describe('the tracking handler', () => {
  const request = (path: string, method = 'GET') =>
    ({ method, path, headers: {}, socket: { remoteAddress: '203.0.113.9' } }) as unknown as Request;
  const token = newTrackingToken();
  const view = {
    number: 42,
    status: 'new',
    steps: [{ status: 'new', at: new Date() }],
    lines: [{ title: 'Boubou', variant: null, quantity: 1, amount: 500 }],
    deliveryFee: 500,
    total: 1_000,
    due: 1_000,
    riderName: null,
  };

  it('answers a known token with its page, never cached', async () => {
    const viewOf = jest.fn(async () => ({ ...view, expiresAt: null }));
    const { res, response } = fakePageResponse();
    await trackingHandler({ allowClient: () => true, viewOf })(request(`/suivi/${token}`), response);
    expect(res.statusCode).toBe(200);
    expect(res.headers['Cache-Control']).toBe('no-store');
    expect(res.headers['X-Firestore-Reads']).toBe('1');
    expect(res.body).toContain('Commande K-000042');
    expect(viewOf).toHaveBeenCalledWith(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('answers a malformed token without a read, and an unknown or expired one, with the same French page', async () => {
    const viewOf = jest.fn(async (asked: string) => (asked === token ? { ...view, expiresAt: new Date(Date.now() - 1) } : null));
    for (const path of ['/suivi/short', `/suivi/${token}`, `/suivi/${newTrackingToken()}`, '/suivi/%3Cscript%3E']) {
      const { res, response } = fakePageResponse();
      await trackingHandler({ allowClient: () => true, viewOf })(request(path), response);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 404 });
      expect(res.body).toContain('Ce lien de suivi ne marche pas');
    }
    expect(viewOf).toHaveBeenCalledTimes(2);
  });

  it('never refuses a known token nor spends budget on it, even once the address has spent its budget', async () => {
    const viewOf = jest.fn(async (asked: string) => (asked === token ? { ...view, expiresAt: null } : null));
    const allowClient = jest.fn(() => false);
    for (let look = 0; look < 3; look += 1) {
      const { res, response } = fakePageResponse();
      await trackingHandler({ allowClient, viewOf })(request(`/suivi/${token}`), response);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Commande K-000042');
    }
    expect(allowClient).not.toHaveBeenCalled();
  });

  it('spends the budget on links that name no order, then answers them 429, a real link still 200', async () => {
    // Two misses, and no refill: the third is refused.
    const limiter = createClientLimiter({ burst: 2, perSecond: 0, now: () => 0 });
    const allowClient = jest.fn((key: string) => limiter.allow(key));
    const expired = newTrackingToken();
    const viewOf = jest.fn(async (asked: string) => {
      if (asked === token) return { ...view, expiresAt: null };
      return asked === expired ? { ...view, expiresAt: new Date(Date.now() - 1) } : null;
    });
    const handler = trackingHandler({ allowClient, viewOf });
    const look = async (path: string) => {
      const { res, response } = fakePageResponse();
      await handler(request(path), response);
      return { status: res.statusCode, reads: res.headers['X-Firestore-Reads'], body: res.body };
    };

    expect(await look('/suivi/short')).toMatchObject({ status: 404, reads: '0' });
    expect(viewOf).not.toHaveBeenCalled();
    expect(await look(`/suivi/${expired}`)).toMatchObject({ status: 404, reads: '1' });
    expect(allowClient).toHaveBeenCalledTimes(2);
    expect(allowClient).toHaveBeenCalledWith('203.0.113.9');

    // Spent: a malformed link is refused without a read, a well-formed one after its one read.
    const refused = await look('/suivi/%3Cscript%3E');
    expect(refused).toMatchObject({ status: 429, reads: '0' });
    expect(refused.body).toContain('Trop de tentatives');
    expect(viewOf).toHaveBeenCalledTimes(1);
    expect(await look(`/suivi/${newTrackingToken()}`)).toMatchObject({ status: 429, reads: '1' });
    expect(await look(`/suivi/${expired}`)).toMatchObject({ status: 429, reads: '1' });

    // The customer's real link, from the same address: answered, and nothing spent.
    const calls = allowClient.mock.calls.length;
    expect(await look(`/suivi/${token}`)).toMatchObject({ status: 200, reads: '1' });
    expect(allowClient).toHaveBeenCalledTimes(calls);
  });

  it('refuses any method but GET and HEAD, before any read', async () => {
    const viewOf = jest.fn();
    const allowClient = jest.fn(() => true);
    const posted = fakePageResponse();
    await trackingHandler({ allowClient, viewOf })(request(`/suivi/${token}`, 'POST'), posted.response);
    expect(posted.res.statusCode).toBe(405);
    expect(viewOf).not.toHaveBeenCalled();
    expect(allowClient).not.toHaveBeenCalled();
  });
});
