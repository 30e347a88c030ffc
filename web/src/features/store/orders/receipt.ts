import { brand, generalContact } from '@kasuwa/contract/brand';
import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import type { OrderRecord } from './api/live-orders';

/** A receipt as the customer reads it, in French: what the page and the PDF both show. */
export interface Receipt {
  shop: string;
  contact: string;
  title: string;
  number: string;
  /** Stamped across the receipt of an order that did not go through: "ANNULÉE". */
  stamp: string | null;
  date: string;
  customer: string | null;
  lines: { text: string; amount: string }[];
  delivery: { text: string; amount: string } | null;
  total: string;
  payment: string;
}

const niameyDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Niamey' });

/** How the order was paid, in the receipt's words. */
function paymentText({ payment, paymentReference }: OrderRecord): string {
  if (payment === 'cash') return 'Payé en espèces';
  if (payment === 'mobile-money') return `Payé par Mobile Money${paymentReference ? ` (référence ${paymentReference})` : ''}`;
  return 'À payer à la livraison';
}

/** The statuses whose orders have a receipt: priced by the server. A rejected or unpriced order has none. */
const withReceipt = new Set(['new', 'confirmed', 'delivered', 'cancelled']);

/**
 * The French receipt of an order: its number, date, lines, delivery fee, total and payment, stamped
 * "ANNULÉE" when cancelled; null for an order that has none (rejected, not priced yet).
 */
/** The receipt's fixed words: it is the customer's document, in French whatever the console's language. */
export const receiptWords = { lines: 'Articles', total: 'Total', thanks: 'Merci pour votre confiance !' } as const;

export function receiptOf(order: OrderRecord): Receipt | null {
  if (!order.status || !withReceipt.has(order.status)) return null;
  const lines = order.items.map((line) => {
    const variant = [line.size, line.color].filter(Boolean).join(', ');
    const amount = line.price === undefined || line.quantity === undefined ? '—' : formatXof(line.price * line.quantity);
    return { text: `${line.quantity ?? '?'} × ${line.title ?? 'article'}${variant ? ` (${variant})` : ''}`, amount };
  });
  return {
    shop: brand.name,
    contact: `${generalContact.name} · ${generalContact.phone}`,
    title: 'Reçu de commande',
    number: order.number === undefined ? order.id : orderNumberLabel(order.number),
    stamp: order.status === 'cancelled' ? 'ANNULÉE' : null,
    date: order.createdAt ? niameyDate.format(order.createdAt) : '—',
    customer: [order.customerName, order.phone].filter(Boolean).join(' · ') || null,
    lines,
    delivery:
      order.deliveryFee === undefined
        ? null
        : { text: `Livraison${order.zoneName ? ` (${order.zoneName})` : ''}`, amount: formatXof(order.deliveryFee) },
    total: order.total === undefined ? '—' : formatXof(order.total),
    payment: paymentText(order),
  };
}
