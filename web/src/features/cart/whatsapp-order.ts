import { brand } from '@kasuwa/contract/brand';
import type { ZoneChoice } from '@kasuwa/contract/delivery-zones';
import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { lineAmount, orderTotal } from '@kasuwa/contract/order-total';
import type { Cart, CartItem } from '../../lib/cart/cart';
import type { Say } from '../../lib/page-texts';
import type { CartTexts } from './cart-texts';

/** What goes with the lines: the delivery zone chosen, and the campaign the visitor came from. */
export interface OrderContext {
  zone?: ZoneChoice | null;
  campaign?: string | null;
}

/** "Boubou brodé (taille L, couleur Indigo)": staff need the words to know which is which. */
function orderedName(item: CartItem, say: Say<CartTexts>): string {
  const variant = [item.size && say('orderedSize', { size: item.size }), item.color && say('orderedColor', { color: item.color })]
    .filter(Boolean)
    .join(', ');
  return variant ? say('orderedVariant', { item: item.title, variant }) : item.title;
}

/**
 * The order as the customer sends it to the general contact: one line per product and variant, the
 * zone and its fee, the total, and the campaign's code for staff.
 */
export function orderMessage(cart: Cart, say: Say<CartTexts>, { zone, campaign }: OrderContext = {}): string {
  return [
    say('orderGreeting', { shop: brand.name }),
    ...cart.map((item) =>
      say('orderLine', { quantity: item.quantity, item: orderedName(item, say), amount: formatXof(lineAmount(item)) }),
    ),
    ...(zone ? [say('orderDelivery', { zone: zone.name, fee: formatXof(zone.fee) })] : []),
    say('orderTotal', { total: formatXof(orderTotal(cart, zone?.fee)) }),
    ...(campaign ? [say('orderCampaign', { code: campaign })] : []),
  ].join('\n');
}

/** `chatHref` is the contact's https://wa.me/<digits> link; WhatsApp pre-fills the message from `text`. */
export const orderHref = (chatHref: string, cart: Cart, say: Say<CartTexts>, context: OrderContext = {}) =>
  `${chatHref}?text=${encodeURIComponent(orderMessage(cart, say, context))}`;

/** After an order is placed: the customer's first message to the shop names the order and its tracking link. */
export const conversationHref = (chatHref: string, say: Say<CartTexts>, number: number, trackingUrl: string) =>
  `${chatHref}?text=${encodeURIComponent(say('chatAbout', { shop: brand.name, number: orderNumberLabel(number), link: trackingUrl }))}`;
