import { cartTotals, type Cart } from '../../lib/cart/cart';
import { loadCart, onCartChange } from '../../lib/cart/cart-storage';
import { findTexts, sayIn } from '../../lib/page-texts';
import type { TopBarTexts } from './top-bar-texts';

/**
 * Fills the top bar's cart badge (components/layout/cart-badge.tsx) from the saved cart and keeps it
 * current when this page or another tab changes the cart. Runs on every page: keep it small.
 */
export function enhanceCartBadge(root: ParentNode = document): () => void {
  const link = root.querySelector<HTMLAnchorElement>('[data-cart-link]');
  const badge = link?.querySelector<HTMLElement>('[data-cart-count]');
  const texts = findTexts<TopBarTexts>(root, 'top-bar');
  if (!link || !badge || !texts) return () => undefined;
  const say = sayIn(texts);

  const show = (cart: Cart) => {
    const { count } = cartTotals(cart);
    badge.textContent = count > 99 ? '99+' : String(count);
    badge.hidden = count === 0;
    link.setAttribute('aria-label', count === 0 ? say('emptyCart') : say('cart', { count }));
  };
  show(loadCart());
  return onCartChange(show);
}
