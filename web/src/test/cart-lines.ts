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
