import type { Request } from 'firebase-functions/v2/https';
import { cataloguePageSize, type CatalogueEntry } from '@kasuwa/contract/catalogue';
import { categoriesOf, searchText } from '@kasuwa/contract/catalogue-search';
import { fakeResponse } from '../test-support/fake-response';
import { answerOf, catalogueCacheControl, catalogueHandler } from './catalogue-handler';
import type { Catalogue } from './catalogue-reader';

const entry = (index: number, title: string, category: string): CatalogueEntry => ({
  id: `p${index}`,
  title,
  price: 1000 + index,
  category,
  image: { src: `https://cdn.test/p${index}.webp` },
  cartImage: `https://cdn.test/p${index}-w200.webp`,
  sizes: [],
  colors: [],
  search: searchText({ title, category, description: index % 2 === 0 ? 'Cuir tressé' : '' }),
  time: 100_000 - index,
});

// The first with the fields only its own page shows, which /boutique's answers leave out.
const entries = Array.from({ length: 60 }, (_, index) =>
  index % 3 === 0 ? entry(index, `Sac numéro ${index}`, 'Sacs') : entry(index, `Théière ${index}`, 'Maison'),
).map((item, index) =>
  index === 0 ? { ...item, photos: [{ src: 'https://cdn.test/p0-2.webp' }], summary: 'Cuir tressé', fewLeft: [':'] } : item,
);
const catalogue: Catalogue = { entries, categories: categoriesOf(entries) };

describe('answerOf', () => {
  it('gives a page of the whole catalogue, without the search fields nor the product page’s, with the counts', () => {
    const answer = answerOf(catalogue, { page: 1, q: '', category: '' });
    expect(answer.products).toHaveLength(cataloguePageSize);
    expect(answer.products[0]).toEqual({
      id: 'p0',
      title: 'Sac numéro 0',
      price: 1000,
      category: 'Sacs',
      image: { src: 'https://cdn.test/p0.webp' },
      cartImage: 'https://cdn.test/p0-w200.webp',
      sizes: [],
      colors: [],
    });
    expect(answer).toMatchObject({ matches: 60, total: 60, page: 1, pages: 3, categories: ['Maison', 'Sacs'] });
    expect(answerOf(catalogue, { page: 3, q: '', category: '' }).products.map(({ id }) => id)).toEqual(
      entries.slice(48).map(({ id }) => id),
    );
  });

  it('searches and filters the whole catalogue before it cuts the page', () => {
    const bags = answerOf(catalogue, { page: 1, q: 'SAC', category: '' });
    expect(bags.matches).toBe(20);
    expect(bags.products.every(({ title }) => title.startsWith('Sac'))).toBe(true);
    const leather = answerOf(catalogue, { page: 1, q: 'cuir theiere', category: 'Maison' });
    expect(leather.products.map(({ id }) => id)).toEqual(
      entries.filter((_, index) => index % 2 === 0 && index % 3 !== 0).map(({ id }) => id),
    );
    expect(answerOf(catalogue, { page: 1, q: 'sac', category: 'Maison' })).toMatchObject({ products: [], matches: 0, pages: 0 });
  });

  it('answers a page past the end with no products', () => {
    expect(answerOf(catalogue, { page: 9, q: '', category: '' })).toMatchObject({ products: [], matches: 60, page: 9 });
  });
});

async function call(method: string, query: Record<string, unknown>, current = async () => ({ catalogue, reads: 1 })) {
  const { res, sent } = fakeResponse();
  await catalogueHandler(current)({ method, query } as unknown as Request, res);
  return sent;
}

describe('catalogueHandler', () => {
  it('answers a page as JSON the CDN may keep, with what it cost', async () => {
    const answer = await call('GET', { page: '2', q: 'sac' });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'Cache-Control': catalogueCacheControl, 'X-Firestore-Reads': '1' });
    expect(answer.body).toMatchObject({ page: 2, matches: 20 });
  });

  it('refuses a bad query with a 400 that names the fault, and reads nothing', async () => {
    const current = jest.fn();
    const answer = await call('GET', { page: '0' }, current);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: expect.stringContaining('page') });
    expect(current).not.toHaveBeenCalled();
  });

  it('refuses other methods', async () => {
    const answer = await call('POST', {});
    expect(answer).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
  });

  it('answers 503, not cached, when the catalogue cannot be read', async () => {
    const answer = await call('GET', {}, async () => Promise.reject(new Error('unavailable')));
    expect(answer).toMatchObject({ status: 503, headers: { 'Cache-Control': 'no-store' } });
  });
});
