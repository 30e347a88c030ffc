import type { Request } from 'firebase-functions/v2/https';
import { fakePageResponse } from '../test-support/fake-page-response';
import { gzipSync } from 'node:zlib';
import { catalogueEntry, type CatalogueEntry } from '@kasuwa/contract/catalogue';
import { productPageDataId } from '@kasuwa/contract/product-page';
import { productPageCacheControl, productPageHandler } from './product-page-handler';
import { productNotFoundHtml, productPageHtml, stockStateOf } from './product-page-html';

const thumbnails = (name: string) => ({
  w200: `https://cdn.test/${name}-w200.webp`,
  w400: `https://cdn.test/${name}-w400.webp`,
  w800: `https://cdn.test/${name}-w800.webp`,
});
const product = {
  title: 'Boubou <brodé> "indigo" & or',
  price: 45_000,
  images: ['https://cdn.test/boubou-1.jpg', 'https://cdn.test/boubou-2.jpg', 'https://cdn.test/boubou-3.jpg'],
  thumbnails: [thumbnails('boubou-1'), thumbnails('boubou-2'), thumbnails('boubou-3')],
  category: 'Vêtements',
  sizes: ['M', 'L'],
  colors: ['Indigo', 'Blanc'],
  description: 'Bazin riche, broderie <b>faite main</b> à Niamey.',
  costPrice: 30_000,
};
const entry = (fields: Record<string, unknown> = {}, soldOut: string[] = [], fewLeft: string[] = []) =>
  catalogueEntry('boubou', { ...product, ...fields }, soldOut, fewLeft) as CatalogueEntry;
const nbsp = (text: string) => text.replace(/\s/g, '[\\s\\u00a0\\u202f]');

describe('a product’s page', () => {
  const html = productPageHtml(entry(), 'fr');

  it('escapes what staff typed wherever it is written, the title above all', () => {
    expect(html).toContain('<h1>Boubou &lt;brodé&gt; &quot;indigo&quot; &amp; or</h1>');
    expect(html).toContain('<title>Boubou &lt;brodé&gt; &quot;indigo&quot; &amp; or — Kasuwa</title>');
    expect(html).toContain('alt="Boubou &lt;brodé&gt; &quot;indigo&quot; &amp; or"');
    expect(html).toContain('broderie &lt;b&gt;faite main&lt;/b&gt;');
    expect(html).not.toMatch(/<b>|<brodé>/);
    // The script's data is JSON no `<` can break out of.
    const data = new RegExp(`<script type="application/json" id="${productPageDataId}">([^<]*)</script>`).exec(html)?.[1];
    expect(JSON.parse(data ?? '').product.title).toBe(product.title);
  });

  it('is French, with its price in F CFA, its stock state, its variants, and nothing private', () => {
    expect(html).toContain('<html lang="fr">');
    expect(html).toMatch(new RegExp(`<p class="price">${nbsp('45 000 F CFA')}</p>`));
    expect(html).toContain('<span class="stock">En stock</span>');
    expect(html).toContain('<dt>Tailles</dt><dd>M, L</dd><dt>Couleurs</dt><dd>Indigo, Blanc</dd>');
    expect(html).toContain('Ajouter au panier');
    expect(html).toContain('<a class="button button--light" href="/panier">Voir le panier</a>');
    expect(html).toMatch(/href="https:\/\/wa\.me\/22794567890\?text=Bonjour%20Kasuwa/);
    expect(html).not.toMatch(/30\s?000|costPrice/);
  });

  it('has its own preview tags: the first photo as an absolute address, its own canonical address', () => {
    expect(html).toContain('<meta property="og:title" content="Boubou &lt;brodé&gt; &quot;indigo&quot; &amp; or — 45');
    expect(html).toContain('<meta property="og:image" content="https://cdn.test/boubou-1-w400.webp">');
    expect(html).toContain('<meta property="og:url" content="https://kasuwa-app.web.app/boutique/boubou">');
    expect(html).toContain('<link rel="canonical" href="https://kasuwa-app.web.app/boutique/boubou">');
    expect(html).toContain(
      '<meta property="og:description" content="Bazin riche, broderie &lt;b&gt;faite main&lt;/b&gt; à Niamey.">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:image" content="https://cdn.test/boubou-1-w400.webp">');
  });

  it('shows every photo with its size and words, the first at once and the others when scrolled to', () => {
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images).toHaveLength(3);
    expect(images.map((tag) => /loading="lazy"/.test(tag))).toEqual([false, true, true]);
    for (const tag of images) expect(tag).toMatch(/width="400" height="400"/);
    expect(images[1]).toContain('alt="Boubou &lt;brodé&gt; &quot;indigo&quot; &amp; or, photo 2"');
    expect(images[2]).toContain('srcset="https://cdn.test/boubou-3-w200.webp 200w');
  });

  it('shows the full picture of a product with one photo and no thumbnails, and a preview from its category and price without a description', () => {
    const bare = productPageHtml(entry({ images: ['https://cdn.test/one.jpg'], thumbnails: undefined, description: '' }), 'fr');
    const images = [...bare.matchAll(/<img [^>]*>/g)];
    expect(images).toHaveLength(1);
    expect(images[0]?.[0]).toContain('src="https://cdn.test/one.jpg"');
    expect(images[0]?.[0]).not.toContain('srcset');
    expect(bare).toContain('<meta property="og:image" content="https://cdn.test/one.jpg">');
    expect(bare).toMatch(new RegExp(`<meta property="og:description" content="Vêtements · ${nbsp('45 000 F CFA')}">`));
  });

  it('says a few left, or sold out with no add to cart, and marks the sold-out variants', () => {
    expect(stockStateOf(entry({}, [], ['M:Indigo']))).toBe('fewLeft');
    expect(productPageHtml(entry({}, [], ['M:Indigo']), 'fr')).toContain(
      '<span class="stock stock--few">Plus que quelques-uns</span>',
    );
    const partly = productPageHtml(entry({}, ['M:Indigo', 'M:Blanc']), 'fr');
    expect(partly).toContain('<dd>M (épuisé), L</dd>');
    expect(stockStateOf(entry({}, ['M:Indigo', 'M:Blanc']))).toBe('inStock');
    const all = productPageHtml(entry({}, ['M:Indigo', 'M:Blanc', 'L:Indigo', 'L:Blanc']), 'fr');
    expect(all).toContain('<span class="stock stock--out">Épuisé</span>');
    expect(all).toContain('<button class="button" type="submit" disabled>Épuisé</button>');
  });

  it('speaks English on request, its own address and the French one linked both ways', () => {
    const english = productPageHtml(entry({}, [], ['L:Blanc']), 'en');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<span class="stock stock--few">Only a few left</span>');
    expect(english).toContain('<dt>Sizes</dt>');
    expect(english).toContain('Add to cart');
    expect(english).toContain('<link rel="canonical" href="https://kasuwa-app.web.app/boutique/boubou?lang=en">');
    expect(english).toContain('<a href="/boutique/boubou" hreflang="fr" lang="fr">Français</a>');
    expect(html).toContain('<a href="/boutique/boubou?lang=en" hreflang="en" lang="en">English</a>');
    expect(english).not.toMatch(/Ajouter|Tailles/);
  });

  it('is small: far below the 30 KB budget before its photos, gzip', () => {
    expect(gzipSync(html).length).toBeLessThan(4_000);
  });
});

describe('the product page handler', () => {
  const look = async (entryOf: Parameters<typeof productPageHandler>[0]['entryOf'], path: string, query = {}, method = 'GET') => {
    const { res, response } = fakePageResponse();
    await productPageHandler({ entryOf })({ method, path, query, headers: {} } as unknown as Request, response);
    return res;
  };
  const known = jest.fn(async (id: string) => ({ entry: id === 'boubou' ? entry() : null, reads: 1 }));

  it('answers a product with its page, cached briefly, for one read', async () => {
    const res = await look(known, '/boutique/boubou');
    expect(res.statusCode).toBe(200);
    expect(res.headers['Cache-Control']).toBe(productPageCacheControl);
    expect(res.headers['X-Firestore-Reads']).toBe('1');
    expect(res.headers['Content-Security-Policy']).toContain("img-src 'self' https://cdn.test;");
    expect(res.headers['Content-Security-Policy']).toContain("script-src 'self';");
    expect(res.body).toContain('<h1>Boubou &lt;brodé&gt;');
    expect((await look(known, '/boutique/boubou', { lang: 'en' })).body).toContain('<html lang="en">');
    expect((await look(known, '/boutique/boubou', { lang: ['en', 'fr'] })).body).toContain('<html lang="fr">');
  });

  it('answers an unknown product with the French 404 page, and an id that cannot be one without a read', async () => {
    known.mockClear();
    const unknown = await look(known, '/boutique/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<h1>Produit introuvable</h1>');
    expect(unknown.headers['X-Firestore-Reads']).toBe('1');
    for (const path of ['/boutique/a%2Fb', '/boutique/%3Cscript%3E', '/boutique/a/b', `/boutique/${'x'.repeat(200)}`]) {
      expect({ path, status: (await look(known, path)).statusCode }).toEqual({ path, status: 404 });
    }
    expect(known).toHaveBeenCalledTimes(1);
  });

  it('answers a malformed escape with 400, and a failed read with 503 never cached', async () => {
    expect((await look(known, '/boutique/%E9')).statusCode).toBe(400);
    const failed = await look(async () => Promise.reject(new Error('unavailable')), '/boutique/boubou');
    expect(failed.statusCode).toBe(503);
    expect(failed.headers['Cache-Control']).toBe('no-store');
  });

  it('refuses any method but GET and HEAD, before any read', async () => {
    const entryOf = jest.fn();
    expect((await look(entryOf, '/boutique/boubou', {}, 'POST')).statusCode).toBe(405);
    expect(entryOf).not.toHaveBeenCalled();
  });

  it('has its 404 page in English too', () => {
    expect(productNotFoundHtml('en')).toContain('<h1>Product not found</h1>');
  });
});
