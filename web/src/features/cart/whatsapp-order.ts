import { brand } from '@kasuwa/contract/brand';
import type { ZoneChoice } from '@kasuwa/contract/delivery-zones';
import { formatXof } from '@kasuwa/contract/money';
import { lineAmount, orderTotal } from '@kasuwa/contract/order-total';
import type { Cart, CartItem } from '../../lib/cart/cart';

/** What goes with the lines: the delivery zone chosen, and the campaign the visitor came from. */
export interface OrderContext {
  zone?: ZoneChoice | null;
  campaign?: string | null;
}

/** "Boubou brodé (taille L, couleur Indigo)": staff need the words to know which is which. */
function orderedName(item: CartItem): string {
  const variant = [item.size && `taille ${item.size}`, item.color && `couleur ${item.color}`].filter(Boolean).join(', ');
  return variant ? `${item.title} (${variant})` : item.title;
}

/**
 * The order as the customer sends it to the general contact: one line per product and variant, the
 * zone and its fee, the total, and the campaign's code for staff.
 */
export function orderMessage(cart: Cart, { zone, campaign }: OrderContext = {}): string {
  return [
    `Bonjour ${brand.name}, je souhaite commander :`,
    ...cart.map((item) => `${item.quantity} × ${orderedName(item)} — ${formatXof(lineAmount(item))}`),
    ...(zone ? [`Livraison à ${zone.name} : ${formatXof(zone.fee)}`] : []),
    `Total : ${formatXof(orderTotal(cart, zone?.fee))}`,
    ...(campaign ? [`Code campagne : ${campaign}`] : []),
  ].join('\n');
}

/** `chatHref` is the contact's https://wa.me/<digits> link; WhatsApp pre-fills the message from `text`. */
export const orderHref = (chatHref: string, cart: Cart, context: OrderContext = {}) =>
  `${chatHref}?text=${encodeURIComponent(orderMessage(cart, context))}`;
