import { cartTotals, type Cart } from '../../lib/cart/cart';
import { articles } from '../../lib/cart/cart-copy';
import { loadCart, onCartChange } from '../../lib/cart/cart-storage';

/**
 * Fills the top bar's cart badge (components/layout/cart-badge.tsx) from the saved cart and keeps it
 * current when this page or another tab changes the cart. Runs on every page: keep it small.
 */
export function enhanceCartBadge(root: ParentNode = document): () => void {
  const link = root.querySelector<HTMLAnchorElement>('[data-cart-link]');
  const badge = link?.querySelector<HTMLElement>('[data-cart-count]');
  if (!link || !badge) return () => undefined;

  const show = (cart: Cart) => {
    const { count } = cartTotals(cart);
    badge.textContent = count > 99 ? '99+' : String(count);
    badge.hidden = count === 0;
    link.setAttribute('aria-label', count === 0 ? 'Panier, vide' : `Panier, ${articles(count)}`);
  };
  show(loadCart());
  return onCartChange(show);
}
