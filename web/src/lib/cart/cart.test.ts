import {
  addToCart,
  cartTotals,
  decreaseQuantity,
  increaseQuantity,
  lineKey,
  lineName,
  maxQuantity,
  removeFromCart,
  type Cart,
  type CartItem,
  type CartProduct,
} from './cart';
import { boubouLine, tshirtLine } from '../../test/cart-lines';

const productOf = ({ quantity: _quantity, ...product }: CartItem): CartProduct => product;
const boubou = productOf(boubouLine);
const tshirt = productOf(tshirtLine);

/** The cart's lines in order, each as id×quantity: `boubou×2 tshirt×1`. */
const quantities = (cart: Cart) => cart.map((item) => `${item.id}×${item.quantity}`).join(' ');
/** A cart of the boubou and the t-shirt with these quantities, in that order. */
const cartOf = (boubouQuantity: number, tshirtQuantity: number): Cart => [
  { ...boubou, quantity: boubouQuantity },
  { ...tshirt, quantity: tshirtQuantity },
];

describe('add', () => {
  it('puts a new product in with quantity 1 and the fields it was given', () => {
    expect(addToCart([], boubou)).toEqual([{ ...boubou, quantity: 1 }]);
  });

  it('adds 1 to a product already there, without a second line', () => {
    const cart = addToCart(addToCart(addToCart([], boubou), tshirt), boubou);
    expect(quantities(cart)).toBe('boubou×2 tshirt×1');
  });

  it('keeps only the cart’s fields of what it is given', () => {
    const withExtras = { ...boubou, description: 'long text', sizes: ['M'] } as CartProduct;
    expect(Object.keys(addToCart([], withExtras)[0] ?? {}).sort()).toEqual([
      'category',
      'id',
      'image',
      'price',
      'quantity',
      'title',
    ]);
  });

  it('never changes the cart it was given', () => {
    const cart: Cart = Object.freeze([Object.freeze({ ...boubou, quantity: 1 })]);
    expect(() => addToCart(cart, boubou)).not.toThrow();
    expect(cart[0]?.quantity).toBe(1);
  });
});

describe('increase', () => {
  it('adds 1 to that line only', () => {
    expect(quantities(increaseQuantity(cartOf(1, 3), lineKey({ id: 'tshirt' })))).toBe('boubou×1 tshirt×4');
  });

  it('stops at the maximum quantity, also when adding again', () => {
    const full: Cart = [{ ...boubou, quantity: maxQuantity }];
    expect(increaseQuantity(full, lineKey({ id: 'boubou' }))[0]?.quantity).toBe(maxQuantity);
    expect(addToCart(full, boubou)[0]?.quantity).toBe(maxQuantity);
  });

  it('leaves the cart as it was for an id it does not hold', () => {
    expect(increaseQuantity([{ ...boubou, quantity: 2 }], lineKey({ id: 'unknown' }))).toEqual([{ ...boubou, quantity: 2 }]);
  });
});

describe('decrease', () => {
  it('lowers the quantity by 1 while it is above 1', () => {
    expect(quantities(decreaseQuantity(cartOf(3, 2), lineKey({ id: 'boubou' })))).toBe('boubou×2 tshirt×2');
  });

  it('has no effect at 1: the line stays with quantity 1', () => {
    const cart: Cart = [{ ...boubou, quantity: 1 }];
    expect(decreaseQuantity(cart, lineKey({ id: 'boubou' }))).toEqual(cart);
    expect(decreaseQuantity(decreaseQuantity(cart, lineKey({ id: 'boubou' })), 'boubou')).toEqual(cart);
  });
});

describe('delete', () => {
  it('removes the line whatever its quantity, and only that one', () => {
    expect(quantities(removeFromCart(cartOf(5, 1), lineKey({ id: 'boubou' })))).toBe('tshirt×1');
  });

  it('leaves the cart as it was for an id it does not hold', () => {
    expect(removeFromCart([{ ...tshirt, quantity: 1 }], lineKey({ id: 'boubou' }))).toEqual([{ ...tshirt, quantity: 1 }]);
  });
});

describe('totals', () => {
  it('count articles and sum price × quantity in whole XOF', () => {
    const cart = cartOf(2, 3);
    expect(cartTotals(cart)).toEqual({ count: 5, total: 90000 + 19500 });
  });

  it('are zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ count: 0, total: 0 });
  });

  it('follow every transition', () => {
    let cart = addToCart([], boubou);
    cart = addToCart(cart, tshirt);
    cart = increaseQuantity(cart, lineKey({ id: 'tshirt' }));
    expect(cartTotals(cart)).toEqual({ count: 3, total: 45000 + 13000 });
    cart = decreaseQuantity(cart, lineKey({ id: 'tshirt' }));
    cart = decreaseQuantity(cart, lineKey({ id: 'tshirt' }));
    expect(cartTotals(cart)).toEqual({ count: 2, total: 45000 + 6500 });
    cart = removeFromCart(cart, lineKey({ id: 'boubou' }));
    expect(cartTotals(cart)).toEqual({ count: 1, total: 6500 });
  });
});

describe('variants', () => {
  const inSize = (size: string, color?: string): CartProduct => ({ ...boubou, size, ...(color && { color }) });

  it('keeps each size and colour of a product as its own line, and adds to the one chosen again', () => {
    let cart = addToCart([], inSize('L', 'Indigo'));
    cart = addToCart(cart, inSize('M', 'Indigo'));
    cart = addToCart(cart, inSize('L', 'Indigo'));
    cart = addToCart(cart, boubou);
    expect(cart.map((item) => `${lineName(item)}×${item.quantity}`)).toEqual([
      'Grand boubou brodé indigo (L, Indigo)×2',
      'Grand boubou brodé indigo (M, Indigo)×1',
      'Grand boubou brodé indigo×1',
    ]);
  });

  it('changes and removes one variant’s line only', () => {
    const cart = addToCart(addToCart([], inSize('L')), inSize('M'));
    expect(increaseQuantity(cart, lineKey(inSize('M'))).map((item) => item.quantity)).toEqual([1, 2]);
    expect(removeFromCart(cart, lineKey(inSize('L'))).map((item) => item.size)).toEqual(['M']);
  });

  it('tells a size from a colour of the same words', () => {
    expect(lineKey({ id: 'p', size: 'Noir' })).not.toBe(lineKey({ id: 'p', color: 'Noir' }));
  });
});
