import { brand, generalContact } from '@kasuwa/contract/brand';
import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { statusIn } from '@kasuwa/contract/order-workflow';
import { checkedOrderStatuses } from '@kasuwa/contract/order-statuses';
import { lineAmount } from '@kasuwa/contract/order-total';
import { trackingUrl } from '@kasuwa/contract/tracking';
import { layerFormatted, pseudoLanguage } from '../../lib/pseudo-locale';
import type { Slip } from '../../lib/slip';
import type { StaffLanguage } from '../../lib/staff-language';
import { staffTextIn, type StaffTextId, type TextValues } from '../../components/staff/staff-language';
import type { OrderRecord } from '../../components/store/orders/order-record';
import '../../components/staff/staff-text-fr-operations';
import '../../components/staff/staff-text-fr-reports';

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
  /** `text` on A4 ("2 × Savon noir (L)"); `name` and `each` ("2 × 500 F CFA") on a 58 mm slip. */
  lines: { text: string; name: string; each: string; amount: string }[];
  delivery: { text: string; amount: string } | null;
  total: string;
  payment: string;
  /** "Suivez votre commande : kasuwa-app.web.app/suivi/…", once the server has given the order its link. */
  tracking: string | null;
  /** The tracking page's address, which the 58 mm slip prints as a QR code. */
  trackingLink: string | null;
  /** The receipt's fixed words, for the page and the PDF. */
  words: { lines: string; total: string; thanks: string; continued: string; named: string; follow: string };
}

const niameyDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Niamey' });

/** The receipt is the customer's document: French whatever the console's language (marked in the pseudo-locale). */
const customerLanguage = (consoleLanguage: StaffLanguage): StaffLanguage =>
  consoleLanguage === pseudoLanguage ? consoleLanguage : 'fr';

/** How the order was paid, in the receipt's words. */
function paymentText({ payment, paymentReference }: OrderRecord): { id: StaffTextId; values?: TextValues } {
  if (payment === 'cash') return { id: 'Paid in cash' };
  if (payment === 'mobile-money')
    return paymentReference
      ? { id: 'Paid by Mobile Money (reference {reference})', values: { reference: paymentReference } }
      : { id: 'Paid by Mobile Money' };
  return { id: 'To pay on delivery' };
}

/**
 * The receipt of an order in the customer's language: its number, date, lines, delivery fee, total and
 * payment, stamped "ANNULÉE" when cancelled; null for an order that has none (rejected, not priced yet).
 */
export function receiptOf(order: OrderRecord, consoleLanguage: StaffLanguage = 'fr'): Receipt | null {
  // Only an order the server priced has a receipt: a rejected or unpriced one has none.
  if (!statusIn(checkedOrderStatuses, order.status)) return null;
  const language = customerLanguage(consoleLanguage);
  const say = (id: StaffTextId, values?: TextValues) => staffTextIn(language, id, values);
  const lines = order.items.map((line) => {
    const variant = [line.size, line.color].filter(Boolean).join(', ');
    const amount =
      line.price === undefined || line.quantity === undefined
        ? '—'
        : formatXof(lineAmount({ price: line.price, quantity: line.quantity }));
    const name = `${line.title ?? say('item')}${variant ? ` (${variant})` : ''}`;
    const each = `${line.quantity ?? '?'} × ${line.price === undefined ? '—' : formatXof(line.price)}`;
    return { text: `${line.quantity ?? '?'} × ${name}`, name, each, amount };
  });
  const payment = paymentText(order);
  const number = order.number === undefined ? order.id : orderNumberLabel(order.number);
  return {
    shop: brand.name,
    contact: `${generalContact.name} · ${generalContact.phone}`,
    title: say('Order receipt'),
    number,
    stamp: order.status === 'cancelled' ? say('CANCELLED') : null,
    date: order.createdAt ? layerFormatted(language, niameyDate.format(order.createdAt)) : '—',
    customer: [order.customerName, order.phone].filter(Boolean).join(' · ') || null,
    lines,
    delivery:
      order.deliveryFee === undefined
        ? null
        : {
            text: order.zoneName ? say('Delivery ({zone})', { zone: order.zoneName }) : say('Delivery'),
            amount: formatXof(order.deliveryFee),
          },
    total: order.total === undefined ? '—' : formatXof(order.total),
    payment: say(payment.id, payment.values),
    tracking: order.trackingToken
      ? say('Follow your order: {link}', { link: trackingUrl(order.trackingToken).replace(/^https:\/\//, '') })
      : null,
    trackingLink: order.trackingToken ? trackingUrl(order.trackingToken) : null,
    words: {
      lines: say('Items'),
      total: say('Total'),
      thanks: say('Thank you for your trust!'),
      continued: say('continued'),
      named: say('receipt {number}', { number }),
      follow: say('Follow your order:'),
    },
  };
}

/** The receipt as a 58 mm slip: one line per item name, then quantity × price and the amount; the tracking link as a QR code. */
export const receiptSlip = (receipt: Receipt): Slip => ({
  shop: receipt.shop,
  contact: receipt.contact,
  title: `${receipt.title} ${receipt.number}`,
  stamp: receipt.stamp,
  facts: [receipt.date, ...(receipt.customer ? [receipt.customer] : [])],
  items: receipt.lines.map(({ name, each, amount }) => ({ name, each, amount })),
  rows: receipt.delivery ? [{ label: receipt.delivery.text, amount: receipt.delivery.amount }] : [],
  total: { label: receipt.words.total, amount: receipt.total },
  notes: [receipt.payment],
  qr: receipt.trackingLink ? { url: receipt.trackingLink, words: receipt.words.follow } : null,
  thanks: receipt.words.thanks,
  named: `${receipt.shop} — ${receipt.words.named}`,
});
