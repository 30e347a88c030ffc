import type { CartItem } from '../lib/cart/cart';

/** Two saved cart lines, as the cart tests use them. */
export const boubouLine: CartItem = {
  id: 'boubou',
  title: 'Grand boubou brodé indigo',
  price: 45000,
  image: 'https://example.test/boubou-w200.webp',
  category: 'Vêtements',
  quantity: 2,
};

export const tshirtLine: CartItem = {
  id: 'tshirt',
  title: 'T-shirt coton Sahel',
  price: 6500,
  image: '',
  category: 'Vêtements',
  quantity: 1,
};

/**
 * Each test of the file starts without a saved cart; what it enhanced is stopped after it. Returns
 * how a test hands over the stop function a page script gave it.
 */
export function freshCartEachTest(): (stop: () => void) => void {
  let stop: (() => void) | undefined;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    stop?.();
    stop = undefined;
    jest.restoreAllMocks();
  });
  return (next) => {
    stop = next;
  };
}
