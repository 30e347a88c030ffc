import { brand } from '@kasuwa/contract/brand';
import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { trackingUrl } from '@kasuwa/contract/tracking';
import { whatsAppHref } from '../../lib/phone-links';
import type { OrderRecord } from '../../components/store/orders/order-record';
import type { OrderStatus } from '@kasuwa/contract/schemas';

/** What the order's status means to the customer, in the sentence the message gives it. */
const newsOf: Partial<Record<OrderStatus, (order: OrderRecord) => string>> = {
  new: () => 'Nous avons bien reçu votre commande et nous vous appelons pour la confirmer.',
  confirmed: (order) => `Votre commande est confirmée : nous la livrons à ${order.deliveryAddress ?? 'votre adresse'}.`,
  outForDelivery: () => 'Votre commande est en route : le livreur vous appelle avant d’arriver.',
  deliveryFailed: () => 'Nous n’avons pas pu vous livrer. Répondez-nous pour convenir d’un autre moment, ou appelez la boutique.',
  delivered: () => 'Votre commande a été livrée. Merci pour votre confiance !',
  cancelled: (order) => `Votre commande a été annulée${order.cancelReason ? ` : ${order.cancelReason}` : '.'}`,
  rejected: () => 'Votre commande n’a pas pu être acceptée. Nous vous appelons pour en parler.',
};

/**
 * The French message a staff member sends the customer about their order, prefilled in WhatsApp, with
 * the link to follow it once the server has given it one.
 */
export function customerMessage(order: OrderRecord, name: string | undefined): string {
  const lines = order.items.map((line) => {
    const variant = [line.size, line.color].filter(Boolean).join(', ');
    return `- ${line.quantity ?? '?'} × ${line.title ?? 'article'}${variant ? ` (${variant})` : ''}`;
  });
  const news = order.status && Object.hasOwn(newsOf, order.status) ? newsOf[order.status as OrderStatus] : undefined;
  return [
    `Bonjour${name ? ` ${name}` : ''}, ici ${brand.name}.`,
    `Votre commande n° ${order.number === undefined ? order.id : orderNumberLabel(order.number)}${order.total === undefined ? '' : ` de ${formatXof(order.total)}`} :`,
    ...lines,
    ...(order.deliveryFee === undefined
      ? []
      : [`Livraison${order.zoneName ? ` à ${order.zoneName}` : ''} : ${formatXof(order.deliveryFee)}`]),
    ...(news ? [news(order)] : []),
    ...(order.trackingToken ? [`Suivez votre commande : ${trackingUrl(order.trackingToken)}`] : []),
  ].join('\n');
}

/** The customer's WhatsApp chat, with the message prefilled; undefined without a phone number. */
export function customerChatHref(order: OrderRecord, name: string | undefined, phone: string | undefined) {
  if (!phone || !/\d/.test(phone)) return undefined;
  return `${whatsAppHref(phone)}?text=${encodeURIComponent(customerMessage(order, name))}`;
}
