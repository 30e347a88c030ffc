import { fetchCataloguePage } from './catalogue-page';

const product = {
  id: 'sac',
  title: 'Sac en cuir',
  price: 32000,
  category: 'Sacs',
  image: { src: 'https://cdn.test/sac-w400.webp' },
  cartImage: 'https://cdn.test/sac-w200.webp',
  sizes: [],
  colors: [],
};
const answer = { products: [product, { id: 'broken' }], matches: 1, total: 12, page: 1, pages: 1, categories: ['Sacs'] };

function answering(status: number, body: unknown) {
  const fetchMock = jest.fn(async () => ({ ok: status < 400, status, json: async () => body }) as Response);
  global.fetch = fetchMock;
  return fetchMock;
}

const signal = new AbortController().signal;

describe('fetchCataloguePage', () => {
  it('asks the catalogue function with the search folded, and reads its answer', async () => {
    const fetchMock = answering(200, answer);
    const page = await fetchCataloguePage({ page: 2, search: '  Sac  CUIR ', category: 'Sacs' }, signal);
    expect(fetchMock).toHaveBeenCalledWith('/api/catalogue?page=2&q=sac+cuir&category=Sacs', { signal });
    expect(page).toEqual({ ...answer, products: [product] });
  });

  it('sends only the page when nothing is searched', async () => {
    const fetchMock = answering(200, answer);
    await fetchCataloguePage({ page: 1, search: ' ', category: '' }, signal);
    expect(fetchMock).toHaveBeenCalledWith('/api/catalogue?page=1', { signal });
  });

  it('fails on an error answer, or on one that is not a catalogue page', async () => {
    answering(503, { error: 'The catalogue cannot be read right now.' });
    await expect(fetchCataloguePage({ page: 1, search: '', category: '' }, signal)).rejects.toThrow('answered 503');
    answering(200, { products: 'none' });
    await expect(fetchCataloguePage({ page: 1, search: '', category: '' }, signal)).rejects.toThrow('not a catalogue page');
  });
});
