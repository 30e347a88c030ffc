import { orderLimits } from '@kasuwa/contract/limits';

/** What the shop hands to the cart when a customer adds a product (spec section 4). */
export interface CartProduct {
  id: string;
  title: string;
  /** Whole XOF, tax included. */
  price: number;
  /** A thumbnail URL, or '' when the product has no picture the cart can show. */
  image: string;
  category: string;
}

export interface CartItem extends CartProduct {
  quantity: number;
}

export type Cart = readonly CartItem[];

/**
 * A line holds at most what an order line may (placeOrder's cap): more is a typo, and the cap keeps
 * every total a safe integer for formatXof.
 */
export const maxQuantity = orderLimits.maxQuantity;

const changeQuantity = (cart: Cart, id: string, quantity: (current: number) => number): Cart =>
  cart.map((item) => (item.id === id ? { ...item, quantity: quantity(item.quantity) } : item));

/** Puts the product in with quantity 1, or adds 1 to the line already there. */
export function addToCart(cart: Cart, product: CartProduct): Cart {
  if (cart.some((item) => item.id === product.id)) return increaseQuantity(cart, product.id);
  const { id, title, price, image, category } = product;
  return [...cart, { id, title, price, image, category, quantity: 1 }];
}

export function increaseQuantity(cart: Cart, id: string): Cart {
  return changeQuantity(cart, id, (quantity) => Math.min(quantity + 1, maxQuantity));
}

/** Lowers the quantity by 1 while it is above 1; at 1 it has no effect (the line stays). */
export function decreaseQuantity(cart: Cart, id: string): Cart {
  return changeQuantity(cart, id, (quantity) => Math.max(quantity - 1, 1));
}

export function removeFromCart(cart: Cart, id: string): Cart {
  return cart.filter((item) => item.id !== id);
}

export const lineTotal = (item: CartItem) => item.price * item.quantity;

/** `count`: articles (the sum of quantities); `total`: whole XOF. */
export function cartTotals(cart: Cart): { count: number; total: number } {
  return cart.reduce((totals, item) => ({ count: totals.count + item.quantity, total: totals.total + lineTotal(item) }), {
    count: 0,
    total: 0,
  });
}
