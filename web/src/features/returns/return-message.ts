import { brand } from '@kasuwa/contract/brand';
import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { cancelledReason } from '@kasuwa/contract/returns';
import { trackingUrl } from '@kasuwa/contract/tracking';
import { whatsAppHref } from '../../lib/phone-links';
import type { ReturnRecord } from './api/returns';

const niameyDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Africa/Niamey' });

/**
 * The French message a staff member sends the customer about their return: what the shop received
 * (or that the order is cancelled), and the refund as done (method and amount) or the day it is due by, as the terms promise.
 */
function returnMessage(entry: ReturnRecord, name: string | undefined, trackingToken: string | undefined): string {
  const order = entry.orderNumber === undefined ? (entry.orderId ?? '') : orderNumberLabel(entry.orderNumber);
  const refund = entry.refund;
  // A cancelled paid order's entry: nothing came back, the whole payment is owed.
  const received =
    entry.reason === cancelledReason
      ? [`Votre commande n° ${order} est annulée.`]
      : [
          `Nous avons bien reçu votre retour de la commande n° ${order} :`,
          ...entry.lines.map((line) => `- ${line.quantity} × ${line.title}`),
        ];
  return [
    `Bonjour${name ? ` ${name}` : ''}, ici ${brand.name}.`,
    ...received,
    refund
      ? `Nous vous avons remboursé ${formatXof(refund.amount ?? 0)} ${refund.method === 'mobile-money' ? 'par Mobile Money' : 'en espèces'}${refund.at ? ` le ${niameyDate.format(refund.at)}` : ''}.`
      : `Nous vous remboursons ${formatXof(entry.amount ?? 0)} par le moyen de paiement de la commande, au plus tard le ${entry.refundDue ?? '—'}.`,
    ...(trackingToken ? [`Suivez votre commande : ${trackingUrl(trackingToken)}`] : []),
  ].join('\n');
}

/** The customer's WhatsApp chat with the return's message (and the order's link); undefined without a phone number. */
export function returnChatHref(
  entry: ReturnRecord,
  {
    customerName,
    phone,
    trackingToken,
  }: { customerName?: string | undefined; phone?: string | undefined; trackingToken?: string | undefined },
) {
  if (!phone || !/\d/.test(phone)) return undefined;
  return `${whatsAppHref(phone)}?text=${encodeURIComponent(returnMessage(entry, customerName, trackingToken))}`;
}
