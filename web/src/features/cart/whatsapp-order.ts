import { brand } from '@kasuwa/contract/brand';
import { formatXof } from '@kasuwa/contract/money';
import { cartTotals, lineTotal, type Cart, type CartItem } from '../../lib/cart/cart';

/** "Boubou brodé (taille L, couleur Indigo)": staff need the words to know which is which. */
function orderedName(item: CartItem): string {
  const variant = [item.size && `taille ${item.size}`, item.color && `couleur ${item.color}`].filter(Boolean).join(', ');
  return variant ? `${item.title} (${variant})` : item.title;
}

/** The order as the customer sends it to the general contact: one line per product and variant, then the total. */
export function orderMessage(cart: Cart): string {
  return [
    `Bonjour ${brand.name}, je souhaite commander :`,
    ...cart.map((item) => `${item.quantity} × ${orderedName(item)} — ${formatXof(lineTotal(item))}`),
    `Total : ${formatXof(cartTotals(cart).total)}`,
  ].join('\n');
}

/** `chatHref` is the contact's https://wa.me/<digits> link; WhatsApp pre-fills the message from `text`. */
export const orderHref = (chatHref: string, cart: Cart) => `${chatHref}?text=${encodeURIComponent(orderMessage(cart))}`;
