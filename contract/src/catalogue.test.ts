import {
  catalogueEntry,
  productSummaryLength,
  readCatalogueAnswer,
  readCatalogueProduct,
  readProductPageFields,
  summaryOf,
} from './catalogue';
import { everyAllowedVariantIn } from './variants';

const thumbnails = (name: string) => ({
  w200: `https://cdn.test/${name}-w200.webp`,
  w400: `https://cdn.test/${name}-w400.webp`,
  w800: `https://cdn.test/${name}-w800.webp`,
});

const document = {
  title: 'Baskets urbaines légères',
  price: 27500,
  images: ['https://cdn.test/baskets-1.jpg', 'https://cdn.test/baskets-2.jpg'],
  thumbnails: [thumbnails('baskets-1'), thumbnails('baskets-2')],
  category: 'Chaussures',
  sizes: ['40'],
  colors: ['Noir'],
  description: 'Baskets en toile.',
  date: 'Nov 12, 2026',
};

describe('catalogueEntry', () => {
  it('shows the first thumbnail set, 400 px wide with the three widths to choose from', () => {
    expect(catalogueEntry('baskets', document)).toEqual({
      id: 'baskets',
      title: 'Baskets urbaines légères',
      price: 27500,
      category: 'Chaussures',
      image: {
        src: 'https://cdn.test/baskets-1-w400.webp',
        srcset:
          'https://cdn.test/baskets-1-w200.webp 200w, https://cdn.test/baskets-1-w400.webp 400w, https://cdn.test/baskets-1-w800.webp 800w',
      },
      cartImage: 'https://cdn.test/baskets-1-w200.webp',
      sizes: ['40'],
      colors: ['Noir'],
      photos: [
        {
          src: 'https://cdn.test/baskets-2-w400.webp',
          srcset:
            'https://cdn.test/baskets-2-w200.webp 200w, https://cdn.test/baskets-2-w400.webp 400w, https://cdn.test/baskets-2-w800.webp 800w',
        },
      ],
      summary: 'Baskets en toile.',
      search: 'baskets\nurbaines\nlegeres\nchaussures\nen\ntoile.',
      time: 0,
    });
  });

  it('carries the variants sold out and few left that it is given, and no list when none is', () => {
    expect(catalogueEntry('baskets', document, ['40:Noir'], ['41:Noir'])).toMatchObject({
      soldOut: ['40:Noir'],
      fewLeft: ['41:Noir'],
    });
    expect(catalogueEntry('baskets', document)).not.toHaveProperty('fewLeft');
    expect(catalogueEntry('baskets', { ...document, images: document.images.slice(0, 1) })).not.toHaveProperty('photos');
  });

  it('keeps the opening of a long description, cut at a word, for the product’s page', () => {
    const long = `${'mot '.repeat(200)}fin`;
    const summary = summaryOf(long);
    expect(summary.length).toBeLessThanOrEqual(productSummaryLength);
    expect(summary).toMatch(/^mot( mot)+…$/);
    expect(summaryOf('  Deux\n lignes  ')).toBe('Deux lignes');
    expect(catalogueEntry('p', { ...document, description: '' })).not.toHaveProperty('summary');
  });

  it('reads back the page’s own fields as kept, leaving out what is not a picture', () => {
    const entry = catalogueEntry('baskets', document, [], ['40:Noir']);
    expect(readProductPageFields(entry)).toEqual({ photos: entry?.photos, summary: entry?.summary, fewLeft: ['40:Noir'] });
    expect(readProductPageFields({ photos: [{ src: 'javascript:alert(1)' }, 'x'], summary: 4, fewLeft: 'no' })).toEqual({});
    expect(readProductPageFields(null)).toEqual({});
  });

  it('falls back to the first full image without thumbnails, or with a broken set', () => {
    const { thumbnails: _none, ...withoutThumbnails } = document;
    const expected = { src: 'https://cdn.test/baskets-1.jpg' };
    expect(catalogueEntry('a', withoutThumbnails)?.image).toEqual(expected);
    expect(catalogueEntry('b', { ...document, thumbnails: [] })?.image).toEqual(expected);
    expect(catalogueEntry('c', { ...document, thumbnails: [{ w200: 'x', w400: 'y' }] })?.image).toEqual(expected);
    expect(catalogueEntry('d', { ...document, thumbnails: 'nope' })?.cartImage).toBe('https://cdn.test/baskets-1.jpg');
  });

  it('reads a price the Android app wrote as digits, and trims text', () => {
    expect(catalogueEntry('p', { ...document, price: '27500', title: ' Baskets ', category: ' Chaussures ' })).toMatchObject({
      price: 27500,
      title: 'Baskets',
      category: 'Chaussures',
    });
  });

  it('keeps a product without a category', () => {
    expect(catalogueEntry('p', { ...document, category: undefined })?.category).toBe('');
  });

  it('escapes nothing itself but normalises addresses, so spaces cannot split a srcset', () => {
    const spaced = {
      w200: 'https://cdn.test/a b-w200.webp',
      w400: 'https://cdn.test/a b-w400.webp',
      w800: 'https://cdn.test/a b-w800.webp',
    };
    expect(catalogueEntry('p', { ...document, thumbnails: [spaced] })?.image.srcset).toContain(
      'https://cdn.test/a%20b-w200.webp 200w',
    );
  });

  // What reads as no title, no price or no picture is the contract's reader's to say (records.test.ts).
  it.each([
    ['not an object', 'boubou'],
    ['a blank title', { ...document, title: '  ' }],
    ['a price beyond the rules', { ...document, price: 200_000_000 }],
    ['a picture that is not a web address', { ...document, images: ['javascript:alert(1)'], thumbnails: undefined }],
  ])('skips a document with %s', (_name, data) => {
    expect(catalogueEntry('p', data)).toBeNull();
  });
});

describe('readCatalogueProduct and readCatalogueAnswer', () => {
  const entry = catalogueEntry('baskets', document, ['40:Noir']);
  const { search: _search, time: _time, photos: _photos, summary: _summary, ...product } = entry ?? {};

  it('reads back what the function sends, and nothing else', () => {
    expect(readCatalogueProduct(product)).toEqual(product);
    expect(readCatalogueProduct({ ...product, image: { src: 'javascript:alert(1)' } })).toBeNull();
    expect(readCatalogueProduct({ ...product, price: -1 })).toBeNull();
    expect(readCatalogueProduct('baskets')).toBeNull();
  });

  it('keeps the readable products of an answer, and refuses an answer without its counts', () => {
    const answer = { products: [product, { id: 'x' }], matches: 1, total: 3, page: 1, pages: 1, categories: ['Chaussures', 4] };
    expect(readCatalogueAnswer(answer)).toEqual({ ...answer, products: [product], categories: ['Chaussures'] });
    expect(readCatalogueAnswer({ ...answer, matches: undefined })).toBeNull();
    expect(readCatalogueAnswer({ ...answer, products: 'none' })).toBeNull();
    expect(readCatalogueAnswer(null)).toBeNull();
  });
});

describe('everyAllowedVariantIn', () => {
  const product = { sizes: ['M', 'L'], colors: ['Bleu', 'Blanc'] };
  const soldOut = ['M:Bleu', 'M:Blanc', 'L:Blanc'];

  it('says whether every variant the choices so far allow is listed', () => {
    expect(everyAllowedVariantIn(soldOut, product, {})).toBe(false);
    expect(everyAllowedVariantIn(soldOut, product, { size: 'M' })).toBe(true);
    expect(everyAllowedVariantIn(soldOut, product, { color: 'Blanc' })).toBe(true);
    expect(everyAllowedVariantIn(soldOut, product, { size: 'L' })).toBe(false);
    expect(everyAllowedVariantIn(undefined, product, { size: 'M' })).toBe(false);
    expect(everyAllowedVariantIn([':'], { sizes: [], colors: [] }, {})).toBe(true);
  });
});
