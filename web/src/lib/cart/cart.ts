import { orderLimits } from '@kasuwa/contract/limits';
import { lineAmount } from '@kasuwa/contract/order-total';

/** What the shop hands to the cart when a customer adds a product (spec section 4). */
export interface CartProduct {
  id: string;
  title: string;
  /** Whole XOF, tax included. */
  price: number;
  /** A thumbnail URL, or '' when the product has no picture the cart can show. */
  image: string;
  category: string;
  /** The size and the colour the customer chose, where the product offers them. */
  size?: string;
  color?: string;
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

/** What tells lines apart: the product and its variant, so a boubou in L and one in M are two lines. */
export const lineKey = ({ id, size, color }: Pick<CartProduct, 'id' | 'size' | 'color'>) =>
  JSON.stringify([id, size ?? '', color ?? '']);

/** "Boubou brodé (L, Indigo)": a line's name wherever the customer reads or hears it. */
export function lineName(item: Pick<CartProduct, 'title' | 'size' | 'color'>): string {
  const variant = [item.size, item.color].filter(Boolean).join(', ');
  return variant ? `${item.title} (${variant})` : item.title;
}

const changeQuantity = (cart: Cart, key: string, quantity: (current: number) => number): Cart =>
  cart.map((item) => (lineKey(item) === key ? { ...item, quantity: quantity(item.quantity) } : item));

/** Puts the product in with quantity 1, or adds 1 to the line of the same variant already there. */
export function addToCart(cart: Cart, product: CartProduct): Cart {
  const key = lineKey(product);
  if (cart.some((item) => lineKey(item) === key)) return increaseQuantity(cart, key);
  const { id, title, price, image, category, size, color } = product;
  return [...cart, { id, title, price, image, category, ...(size && { size }), ...(color && { color }), quantity: 1 }];
}

/** `key` is the line's lineKey. */
export function increaseQuantity(cart: Cart, key: string): Cart {
  return changeQuantity(cart, key, (quantity) => Math.min(quantity + 1, maxQuantity));
}

/** Lowers the quantity by 1 while it is above 1; at 1 it has no effect (the line stays). */
export function decreaseQuantity(cart: Cart, key: string): Cart {
  return changeQuantity(cart, key, (quantity) => Math.max(quantity - 1, 1));
}

export function removeFromCart(cart: Cart, key: string): Cart {
  return cart.filter((item) => lineKey(item) !== key);
}

/** `count`: articles (the sum of quantities); `total`: whole XOF. */
export function cartTotals(cart: Cart): { count: number; total: number } {
  return cart.reduce((totals, item) => ({ count: totals.count + item.quantity, total: totals.total + lineAmount(item) }), {
    count: 0,
    total: 0,
  });
}
