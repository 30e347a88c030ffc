import { brand } from '@kasuwa/contract/brand';
import { formatXof } from '@kasuwa/contract/money';
import { cartTotals, lineTotal, type Cart } from '../../lib/cart/cart';

/** The order as the customer sends it to the general contact: one line per product, then the total. */
export function orderMessage(cart: Cart): string {
  return [
    `Bonjour ${brand.name}, je souhaite commander :`,
    ...cart.map((item) => `${item.quantity} × ${item.title} — ${formatXof(lineTotal(item))}`),
    `Total : ${formatXof(cartTotals(cart).total)}`,
  ].join('\n');
}

/** `chatHref` is the contact's https://wa.me/<digits> link; WhatsApp pre-fills the message from `text`. */
export const orderHref = (chatHref: string, cart: Cart) => `${chatHref}?text=${encodeURIComponent(orderMessage(cart))}`;
