import { Timestamp } from 'firebase-admin/firestore';
import { cataloguePageSize, readCatalogueAnswer } from '@kasuwa/contract/catalogue';
import { collections } from '@kasuwa/contract/collections';
import { adminDb } from '../support/admin-app';
import { eventually } from '../support/eventually';
import { hostingOrigin } from '../support/emulators';

/**
 * /api/catalogue through the Hosting emulator's rewrite to the catalogue function, with the product
 * trigger that keeps the catalogue documents: what /boutique reads instead of the products.
 */
const site = hostingOrigin;
// A word of this run only: the searches find this run's products and nothing else.
const word = `itcat${Date.now().toString(36)}`;
const products = adminDb.collection(collections.products);
const made: string[] = [];

const product = (index: number, extra: Record<string, unknown> = {}) => ({
  title: `Pagne ${word} numéro ${index}`,
  price: 1000 + index,
  images: [`https://cdn.test/${word}-${index}.jpg`],
  category: index % 2 === 0 ? 'Vêtements' : 'Maison',
  sizes: [],
  colors: [],
  description: index === 7 ? 'Coton ciré de Niamey' : '',
  time: Timestamp.fromMillis(Date.UTC(2026, 0, 1) + index * 60_000),
  version: 1,
  ...extra,
});

async function ask(query: string) {
  const response = await fetch(`${site}/api/catalogue${query}`);
  const body: unknown = await response.json();
  return { response, body, answer: readCatalogueAnswer(body) };
}

const titlesOf = (answer: ReturnType<typeof readCatalogueAnswer>) => answer?.products.map(({ title }) => title) ?? [];

beforeAll(async () => {
  const batch = adminDb.batch();
  for (let index = 0; index < 30; index += 1) {
    made.push(`${word}-${index}`);
    batch.set(products.doc(`${word}-${index}`), product(index));
  }
  await batch.commit();
  // The trigger takes each product into the catalogue: wait until the last is in.
  await eventually(
    () => ask(`?q=${word}`),
    ({ answer }) => answer?.matches === 30,
  );
}, 60_000);

afterAll(async () => {
  await Promise.all(made.map((id) => products.doc(id).delete()));
});

describe('/api/catalogue', () => {
  it('answers the search over every page, newest first, as JSON the CDN may keep', async () => {
    const first = await ask(`?q=${word}`);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=30');
    expect(first.answer).toMatchObject({ matches: 30, page: 1, pages: 2 });
    expect(titlesOf(first.answer)).toEqual(
      Array.from({ length: cataloguePageSize }, (_, index) => `Pagne ${word} numéro ${29 - index}`),
    );
    const second = await ask(`?q=${word}&page=2`);
    expect(titlesOf(second.answer)).toEqual([5, 4, 3, 2, 1, 0].map((index) => `Pagne ${word} numéro ${index}`));
    expect(first.answer?.total).toBeGreaterThanOrEqual(30);
    expect(first.answer?.categories).toEqual(expect.arrayContaining(['Maison', 'Vêtements']));
  });

  it('searches the description too, with the category, whatever the accents', async () => {
    expect(titlesOf((await ask(`?q=${word}+CIRE`)).answer)).toEqual([`Pagne ${word} numéro 7`]);
    const clothes = (await ask(`?q=${word}&category=${encodeURIComponent('Vêtements')}`)).answer;
    expect(clothes?.matches).toBe(15);
    expect(clothes?.products.every(({ category }) => category === 'Vêtements')).toBe(true);
  });

  it('sends what a card needs, and neither the description nor the search words', async () => {
    const { body } = await ask(`?q=${word}+cire`);
    expect((body as { products: unknown[] }).products[0]).toEqual({
      id: `${word}-7`,
      title: `Pagne ${word} numéro 7`,
      price: 1007,
      category: 'Maison',
      image: { src: `https://cdn.test/${word}-7.jpg` },
      cartImage: `https://cdn.test/${word}-7.jpg`,
      sizes: [],
      colors: [],
    });
  });

  it('shows an edit and a removal at the next request, and leaves out what cannot be shown', async () => {
    await products.doc(`${word}-3`).update({ title: `Boubou ${word} brodé`, price: 2500 });
    await products.doc(`${word}-4`).delete();
    await products.doc(`${word}-5`).update({ price: 'gratuit' });
    const changed = await eventually(
      () => ask(`?q=${word}&page=2`),
      ({ answer }) => answer?.matches === 28 && titlesOf(answer).includes(`Boubou ${word} brodé`),
    );
    expect(titlesOf(changed.answer)).toEqual([
      `Boubou ${word} brodé`,
      `Pagne ${word} numéro 2`,
      `Pagne ${word} numéro 1`,
      `Pagne ${word} numéro 0`,
    ]);
    expect(changed.answer?.matches).toBe(28);
    expect(changed.answer?.products[0]?.price).toBe(2500);
  });

  it('costs a request one read when nothing changed, however large the catalogue', async () => {
    // The products' other triggers may still move a part for a moment (each write fires them all).
    const settled = await eventually(
      () => ask(''),
      ({ response }) => response.headers.get('x-firestore-reads') === '1',
    );
    expect(settled.response.headers.get('x-firestore-reads')).toBe('1');
    expect(settled.answer?.total).toBeGreaterThanOrEqual(30);
  });

  it('builds itself again from the products when its version is gone', async () => {
    const before = (await ask(`?q=${word}`)).answer;
    await adminDb.collection(collections.catalogue).doc('version').delete();
    const rebuilt = await ask(`?q=${word}`);
    expect(Number(rebuilt.response.headers.get('x-firestore-reads'))).toBeGreaterThan(30);
    expect(rebuilt.answer).toEqual(before);
  });

  it.each([
    ['page 0', '?page=0'],
    ['a page that is no number', '?page=deux'],
    ['a search longer than 80 characters', `?q=${'x'.repeat(81)}`],
    ['a repeated parameter', '?q=sac&q=cuir'],
  ])('refuses %s with a 400 that says why', async (_name, query) => {
    const { response, body } = await ask(query);
    expect(response.status).toBe(400);
    expect(body).toEqual({ error: expect.stringMatching(/^Invalid catalogue query/) });
  });

  it('refuses a POST', async () => {
    const response = await fetch(`${site}/api/catalogue`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
