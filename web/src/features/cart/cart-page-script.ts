import { formatXof } from '@kasuwa/contract/money';
import {
  cartTotals,
  decreaseQuantity,
  increaseQuantity,
  lineKey,
  lineName,
  removeFromCart,
  type Cart,
} from '../../lib/cart/cart';
import { articles } from '../../lib/cart/cart-copy';
import { cartLine, type LineAction } from './cart-lines';
import { loadCart, onCartChange, saveCart } from '../../lib/cart/cart-storage';
import { orderHref } from './whatsapp-order';

const unsaved = 'Attention : ce navigateur n’a pas pu enregistrer le panier. Commandez avant de quitter la page.';

/**
 * Fills /panier (cart-page.tsx) from the saved cart and applies + / − / Supprimer. Every change is
 * saved at once and announced; the list follows changes made in other tabs. Returns the unsubscribe.
 */
export function enhanceCartPage(root: ParentNode = document): () => void {
  const page = root.querySelector<HTMLElement>('[data-cart-page]');
  const part = <T extends HTMLElement>(name: string) => page?.querySelector<T>(`[data-${name}]`) ?? null;
  const loading = part('cart-loading');
  const empty = part('cart-empty');
  const emptyMessage = part('cart-empty-message');
  const filled = part('cart-filled');
  const list = part<HTMLUListElement>('cart-lines');
  const count = part('cart-articles');
  const total = part('cart-total');
  const order = part<HTMLAnchorElement>('whatsapp-order');
  const announcer = part('cart-announce');
  const chatHref = page?.dataset.chatHref;
  if (!page || !loading || !empty || !emptyMessage || !filled || !list || !count || !total || !order || !announcer || !chatHref) {
    console.error('The cart page is missing parts of its markup');
    return () => undefined;
  }

  let cart: Cart = loadCart();

  const render = () => {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement.dataset : undefined;
    loading.hidden = true;
    empty.hidden = cart.length > 0;
    filled.hidden = cart.length === 0;
    list.replaceChildren(...cart.map(cartLine));
    const totals = cartTotals(cart);
    count.textContent = articles(totals.count);
    total.textContent = formatXof(totals.total);
    order.href = orderHref(chatHref, cart);
    // The list was rebuilt: keep focus on the same button of the same line when it is still there.
    const again = [...list.querySelectorAll<HTMLButtonElement>('button')].find(
      (button) => focused && button.dataset.line === focused.line && button.dataset.action === focused.action,
    );
    again?.focus();
  };

  const announce = (message: string) => {
    announcer.textContent = message;
  };

  const change = (next: Cart, message: string) => {
    cart = next;
    render();
    announce(saveCart(cart) ? message : `${message} ${unsaved}`);
  };

  list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-action]');
    const item = button && cart.find((candidate) => lineKey(candidate) === button.dataset.line);
    if (!button || !item || button.getAttribute('aria-disabled') === 'true') return;
    const action = button.dataset.action as LineAction;
    const key = lineKey(item);
    if (action === 'remove') {
      const index = cart.indexOf(item);
      change(removeFromCart(cart, key), `${lineName(item)} retiré du panier.`);
      // The line is gone: go on to the line that took its place, or to the empty cart's message.
      const next = list.querySelectorAll<HTMLButtonElement>('button[data-action="remove"]')[Math.min(index, cart.length - 1)];
      (next ?? emptyMessage).focus();
      return;
    }
    const next = action === 'increase' ? increaseQuantity(cart, key) : decreaseQuantity(cart, key);
    const quantity = next.find((candidate) => lineKey(candidate) === key)?.quantity;
    change(next, `Quantité de ${lineName(item)} : ${quantity}.`);
  });

  render();
  return onCartChange((saved) => {
    if (saved === cart) return;
    cart = saved;
    render();
  });
}
