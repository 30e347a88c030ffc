import { parseProduct, shopProducts } from './shop-product';

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

describe('parseProduct', () => {
  it('shows the first thumbnail set, 400 px wide with the three widths to choose from', () => {
    expect(parseProduct('baskets', document)).toEqual({
      id: 'baskets',
      title: 'Baskets urbaines légères',
      price: 27500,
      category: 'Chaussures',
      description: 'Baskets en toile.',
      image: {
        src: 'https://cdn.test/baskets-1-w400.webp',
        srcset:
          'https://cdn.test/baskets-1-w200.webp 200w, https://cdn.test/baskets-1-w400.webp 400w, https://cdn.test/baskets-1-w800.webp 800w',
      },
      cartImage: 'https://cdn.test/baskets-1-w200.webp',
      sizes: ['40'],
      colors: ['Noir'],
    });
  });

  it('falls back to the first full image without thumbnails, or with a broken set', () => {
    const { thumbnails: _none, ...withoutThumbnails } = document;
    const expected = { src: 'https://cdn.test/baskets-1.jpg' };
    expect(parseProduct('a', withoutThumbnails)?.image).toEqual(expected);
    expect(parseProduct('b', { ...document, thumbnails: [] })?.image).toEqual(expected);
    expect(parseProduct('c', { ...document, thumbnails: [{ w200: 'x', w400: 'y' }] })?.image).toEqual(expected);
    expect(parseProduct('d', { ...document, thumbnails: 'nope' })?.cartImage).toBe('https://cdn.test/baskets-1.jpg');
  });

  it('reads a price the Android app wrote as digits, and trims text', () => {
    expect(parseProduct('p', { ...document, price: '27500', title: ' Baskets ', category: ' Chaussures ' })).toMatchObject({
      price: 27500,
      title: 'Baskets',
      category: 'Chaussures',
    });
  });

  it('keeps a product without a category', () => {
    expect(parseProduct('p', { ...document, category: undefined })?.category).toBe('');
  });

  it('escapes nothing itself but normalises addresses, so spaces cannot split a srcset', () => {
    const spaced = {
      w200: 'https://cdn.test/a b-w200.webp',
      w400: 'https://cdn.test/a b-w400.webp',
      w800: 'https://cdn.test/a b-w800.webp',
    };
    expect(parseProduct('p', { ...document, thumbnails: [spaced] })?.image.srcset).toContain(
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
    expect(parseProduct('p', data)).toBeNull();
  });
});

describe('shopProducts', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the documents it can show, in their order, and counts the others in the console', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const products = shopProducts([
      { id: 'a', data: document },
      { id: 'broken', data: { title: 'Sans prix' } },
      { id: 'b', data: { ...document, title: 'Autre' } },
    ]);
    expect(products.map((product) => product.id)).toEqual(['a', 'b']);
    expect(warn).toHaveBeenCalledWith('1 product document(s) left out of the shop: not in the expected shape');
  });

  it('says nothing when every document is fine', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(shopProducts([{ id: 'a', data: document }])).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });
});
