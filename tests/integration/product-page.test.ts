import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { stockIdOf } from '@kasuwa/contract/stock';
import { adminDb } from '../support/admin-app';
import { eventually } from '../support/eventually';
import { hostingOrigin } from '../support/emulators';

/**
 * /boutique/<id> through the Hosting emulator's rewrite to the productPage function, with the triggers
 * that keep the catalogue entry it reads: a product's page as a WhatsApp preview or a phone sees it.
 */
const word = `itpage${Date.now().toString(36)}`;
const products = adminDb.collection(collections.products);
const stock = adminDb.collection(collections.stock);
const boubou = `${word}-boubou`;
const unpriced = `${word}-unpriced`;
const title = `Boubou <${word}> "brodé" & or`;

const pageOf = async (path: string) => {
  const answer = await fetch(`${hostingOrigin}${path}`);
  return {
    status: answer.status,
    html: await answer.text(),
    cache: answer.headers.get('cache-control'),
    reads: answer.headers.get('x-firestore-reads'),
  };
};
const variant = { productId: boubou, size: 'L', color: 'Indigo' };

beforeAll(async () => {
  await products.doc(boubou).set({
    title,
    price: 45_000,
    images: [`https://cdn.test/${word}-1.jpg`, `https://cdn.test/${word}-2.jpg`],
    category: 'Vêtements',
    sizes: ['M', 'L'],
    colors: ['Indigo'],
    description: 'Bazin riche brodé à Niamey.',
    time: Timestamp.now(),
    version: 1,
  });
  // Two units left of one variant: markLowStock marks it low, and the catalogue says a few are left.
  await stock.doc(stockIdOf(variant)).set({ ...variant, available: 2, reserved: 0, lowAt: 3 });
  await products.doc(unpriced).set({ title: 'Sans prix', images: [`https://cdn.test/${word}-3.jpg`], version: 1 });
  await eventually(
    () => pageOf(`/boutique/${boubou}`),
    (page) => page.status === 200 && page.html.includes('Plus que quelques-uns'),
    60_000,
  );
}, 90_000);

afterAll(async () => {
  await Promise.all([products.doc(boubou).delete(), products.doc(unpriced).delete(), stock.doc(stockIdOf(variant)).delete()]);
});

describe('a product’s page on the emulators', () => {
  it('is served whole, for one read, cached briefly by the CDN, with its own preview tags', async () => {
    const page = await pageOf(`/boutique/${boubou}`);
    expect(page.status).toBe(200);
    expect(page.cache).toBe('public, max-age=60, s-maxage=120');
    expect(page.reads).toBe('1');
    const escapedTitle = `Boubou &lt;${word}&gt; &quot;brodé&quot; &amp; or`;
    expect(page.html).toContain(`<h1>${escapedTitle}</h1>`);
    expect(page.html).toContain(`<meta property="og:title" content="${escapedTitle} — 45`);
    expect(page.html).toContain(`<meta property="og:image" content="https://cdn.test/${word}-1.jpg">`);
    expect(page.html).toContain(`<meta property="og:url" content="https://kasuwa-app.web.app/boutique/${boubou}">`);
    expect(page.html).toContain(`<link rel="canonical" href="https://kasuwa-app.web.app/boutique/${boubou}">`);
    expect(page.html).toContain('<meta property="og:description" content="Bazin riche brodé à Niamey.">');
    expect(page.html).toContain(`src="https://cdn.test/${word}-2.jpg"`);
    expect(page.html).toContain('<script src="/boutique-produit.js" defer></script>');
    expect((await pageOf(`/boutique/${boubou}?lang=en`)).html).toContain('<span class="stock stock--few">Only a few left</span>');
  });

  it('leaves /boutique itself to its static page, and serves the page’s script', async () => {
    const shop = await pageOf('/boutique');
    expect(shop.status).toBe(200);
    expect(shop.html).toContain('data-shop');
    const script = await fetch(`${hostingOrigin}/boutique-produit.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers an unknown, unshowable or malformed product with a French 404, and a malformed escape with 400', async () => {
    for (const path of [
      `/boutique/${word}-nothing`,
      `/boutique/${unpriced}`,
      '/boutique/%3Cscript%3E',
      `/boutique/${boubou}/more`,
    ]) {
      const page = await pageOf(path);
      expect({ path, status: page.status }).toEqual({ path, status: 404 });
      expect(page.html).toContain('<h1>Produit introuvable</h1>');
    }
    expect((await pageOf('/boutique/%E9')).status).toBe(400);
    expect((await pageOf(`/boutique/${boubou}`)).status).toBe(200);
  });

  it('is gone once the product is deleted', async () => {
    const gone = `${word}-gone`;
    await products.doc(gone).set({ title: 'Bientôt retiré', price: 500, images: [`https://cdn.test/${word}-4.jpg`], version: 1 });
    await eventually(
      () => pageOf(`/boutique/${gone}`),
      (page) => page.status === 200,
      60_000,
    );
    await products.doc(gone).delete();
    const page = await eventually(
      () => pageOf(`/boutique/${gone}`),
      (answer) => answer.status === 404,
      60_000,
    );
    expect(page.html).toContain('Ce produit n’existe pas, ou il n’est plus en vente.');
  }, 130_000);
});
