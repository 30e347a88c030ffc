import { maxQuantity, type Cart } from './cart';
import { cartStorageKey, loadCart, onCartChange, parseSavedCart, saveCart, serializeCart } from './cart-storage';
import { boubouLine, tshirtLine } from '../../test/cart-lines';

const boubou = boubouLine;
const tshirt = tshirtLine;

const saved = (items: unknown, version: unknown = 1) => JSON.stringify({ version, items });
const read = (text: string | null) => parseSavedCart(text);

/** A Storage whose reads or writes can be made to throw, as blocked or full storage does. */
function fakeStorage({ failReads = false, failWrites = false } = {}): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    key: (index: number) => [...values.keys()][index] ?? null,
    removeItem: (key: string) => values.delete(key),
    getItem: (key: string) => {
      if (failReads) throw new DOMException('The operation is insecure.', 'SecurityError');
      return values.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (failWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      values.set(key, value);
    },
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('reading a saved copy', () => {
  it('reads back what was saved, exactly', () => {
    const cart: Cart = [boubou, tshirt];
    expect(read(serializeCart(cart))).toEqual({ cart, damaged: false });
  });

  it('saves a version number beside the lines', () => {
    expect(JSON.parse(serializeCart([tshirt]))).toEqual({ version: 2, items: [tshirt] });
  });

  it('gives an empty cart when there is no copy, without calling it damaged', () => {
    expect(read(null)).toEqual({ cart: [], damaged: false });
    expect(read('')).toEqual({ cart: [], damaged: false });
  });

  it.each([
    ['text that is not JSON', 'garbage{'],
    ['cut-off JSON', saved([boubou]).slice(0, 40)],
    ['a number', '42'],
    ['null', 'null'],
    ['a string', '"boubou"'],
    ['an object without items', JSON.stringify({ version: 1, lines: [boubou] })],
    ['items that are not a list', JSON.stringify({ version: 1, items: { boubou } })],
  ])('gives an empty, damaged cart for %s', (_name, text) => {
    expect(read(text)).toEqual({ cart: [], damaged: true });
  });

  it('reads the bare list an older version saved', () => {
    expect(read(JSON.stringify([boubou, tshirt]))).toEqual({ cart: [boubou, tshirt], damaged: false });
  });

  it('takes the first of the images an older version kept instead of one thumbnail', () => {
    const { image: _image, ...older } = boubou;
    const oldLine = { ...older, images: ['https://example.test/full-1.jpg', 'https://example.test/full-2.jpg'], sizes: ['M'] };
    expect(read(JSON.stringify([oldLine])).cart).toEqual([{ ...boubou, image: 'https://example.test/full-1.jpg' }]);
  });

  it('reads prices and quantities an older version kept as digits', () => {
    expect(read(saved([{ ...boubou, price: '45000', quantity: ' 2 ' }])).cart).toEqual([boubou]);
  });

  it('reads the lines of a newer version that still have this shape', () => {
    expect(read(saved([boubou], 2)).cart).toEqual([boubou]);
  });

  it.each([
    ['no id', { ...boubou, id: undefined }],
    ['an empty id', { ...boubou, id: '' }],
    ['a numeric id', { ...boubou, id: 7 }],
    ['no title', { ...boubou, title: undefined }],
    ['a blank title', { ...boubou, title: '   ' }],
    ['no price', { ...boubou, price: undefined }],
    ['a negative price', { ...boubou, price: -500 }],
    ['a price with decimals', { ...boubou, price: 4500.5 }],
    ['a price beyond what the rules allow', { ...boubou, price: 1e12 }],
    ['a price that is not a number', { ...boubou, price: 'cher' }],
    ['NaN as price', { ...boubou, price: Number.NaN }],
    ['no quantity', { ...boubou, quantity: undefined }],
    ['quantity 0', { ...boubou, quantity: 0 }],
    ['a negative quantity', { ...boubou, quantity: -1 }],
    ['a quantity with decimals', { ...boubou, quantity: 1.5 }],
    ['a negative quantity as text', { ...boubou, quantity: '-2' }],
    ['a line that is a string', 'boubou'],
    ['a line that is null', null],
    ['a line that is a list', [boubou]],
  ])('drops a line with %s, keeps the others and calls the copy damaged', (_name, line) => {
    expect(read(saved([tshirt, line]))).toEqual({ cart: [tshirt], damaged: true });
  });

  it('keeps the first copy of a repeated line (same product, size and colour)', () => {
    expect(read(saved([boubou, tshirt, { ...boubou, quantity: 7 }]))).toEqual({ cart: [boubou, tshirt], damaged: true });
  });

  it('reads a version 1 copy, without variants, and keeps each size and colour of a newer one as its own line', () => {
    const versionOne = JSON.stringify({ version: 1, items: [boubou, tshirt] });
    expect(parseSavedCart(versionOne)).toEqual({ cart: [boubou, tshirt], damaged: false });
    const large = { ...boubou, size: 'L', color: 'Indigo' };
    const medium = { ...boubou, size: 'M', color: 'Indigo' };
    expect(parseSavedCart(JSON.stringify({ version: 2, items: [large, medium, boubou, large] }))).toEqual({
      cart: [large, medium, boubou],
      damaged: true,
    });
  });

  it('drops a variant that is not text and cuts one too long for a label', () => {
    const saved = JSON.stringify({ version: 2, items: [{ ...boubou, size: 42, color: ` ${'x'.repeat(40)} ` }] });
    expect(parseSavedCart(saved).cart).toEqual([{ ...boubou, color: 'x'.repeat(24) }]);
  });

  it('brings an oversized quantity down to the maximum', () => {
    expect(read(saved([{ ...boubou, quantity: 5000 }])).cart[0]?.quantity).toBe(maxQuantity);
  });

  it('keeps a line whose picture or category is missing or unusable, without them', () => {
    const lines = [
      { ...boubou, image: 'javascript:alert(1)', category: 42 },
      { ...tshirt, image: 'not a url', category: undefined },
    ];
    expect(read(saved(lines)).cart).toEqual([
      { ...boubou, image: '', category: '' },
      { ...tshirt, image: '', category: '' },
    ]);
  });

  it('trims titles and categories, and drops fields it does not know', () => {
    const line = { ...boubou, title: '  Grand boubou brodé indigo ', category: ' Vêtements', colour: 'Indigo' };
    expect(read(saved([line])).cart).toEqual([boubou]);
  });

  it('survives a copy of many lines and odd values without throwing', () => {
    const lines = Array.from({ length: 500 }, (_, index) => (index % 3 === 0 ? { ...boubou, id: `p${index}` } : { index }));
    const { cart } = read(saved(lines));
    expect(cart).toHaveLength(167);
  });
});

describe('loadCart', () => {
  it('reads the cart saved under its key', () => {
    localStorage.setItem(cartStorageKey, serializeCart([boubou]));
    expect(loadCart()).toEqual([boubou]);
  });

  it('logs a damaged copy and keeps what is valid', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(cartStorageKey, saved([boubou, { id: 'x' }]));
    expect(loadCart()).toEqual([boubou]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('The saved cart was damaged: 1 valid line(s) kept'));
  });

  it('gives an empty cart, and logs why, when the browser refuses to read storage', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(loadCart(fakeStorage({ failReads: true }))).toEqual([]);
    expect(error).toHaveBeenCalledWith('The saved cart could not be read', expect.any(DOMException));
  });

  it('gives an empty cart when there is no storage at all', () => {
    expect(loadCart(null)).toEqual([]);
  });

  it('gives an empty cart, and logs why, when even reaching localStorage throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(loadCart()).toEqual([]);
    expect(saveCart([boubou])).toBe(false);
    expect(error).toHaveBeenCalledWith('The cart cannot use local storage', expect.any(DOMException));
  });
});

describe('saveCart', () => {
  it('writes the versioned copy that loadCart reads', () => {
    expect(saveCart([boubou, tshirt])).toBe(true);
    expect(JSON.parse(localStorage.getItem(cartStorageKey) ?? '')).toEqual({ version: 2, items: [boubou, tshirt] });
    expect(loadCart()).toEqual([boubou, tshirt]);
  });

  it('answers false, and logs why, when the browser refuses to write', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(saveCart([boubou], fakeStorage({ failWrites: true }))).toBe(false);
    expect(error).toHaveBeenCalledWith('The cart could not be saved', expect.any(DOMException));
  });
});

describe('onCartChange', () => {
  it('hears saves made on this page, with the cart saved', () => {
    const listener = jest.fn();
    const stop = onCartChange(listener);
    saveCart([boubou]);
    expect(listener).toHaveBeenCalledWith([boubou]);
    stop();
    saveCart([tshirt]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not call back for a save the browser refused', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const listener = jest.fn();
    const stop = onCartChange(listener);
    saveCart([boubou], fakeStorage({ failWrites: true }));
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('hears another tab’s changes to the cart, and to nothing else', () => {
    const listener = jest.fn();
    const stop = onCartChange(listener);
    localStorage.setItem(cartStorageKey, serializeCart([tshirt]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'portfolio-theme', newValue: 'dark' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey, newValue: serializeCart([tshirt]) }));
    expect(listener).toHaveBeenLastCalledWith([tshirt]);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenLastCalledWith([]);
    stop();
  });
});
