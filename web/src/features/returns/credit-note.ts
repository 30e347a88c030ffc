import { brand, generalContact } from '@kasuwa/contract/brand';
import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { returnTerms } from '@kasuwa/contract/return-terms';
import { layerFormatted, pseudoLanguage } from '../../lib/pseudo-locale';
import type { Slip } from '../../lib/slip';
import type { StaffLanguage } from '../../lib/staff-language';
import { staffTextIn, type StaffTextId, type TextValues } from '../../components/staff/staff-language';
import type { ReturnRecord } from './api/returns';
import '../../components/staff/staff-text-fr-returns';

/** A credit note (avoir) as the customer reads it, in French. */
export interface CreditNote {
  shop: string;
  title: string;
  facts: string[];
  /** `text` on A4 ("1 × T-shirt (L)"); `name` and `each` ("1 × 6 500 F CFA") on a 58 mm slip. */
  lines: { text: string; name: string; each: string; amount: string }[];
  total: [string, string];
  refund: string;
  terms: string;
  /** The PDF's title: "Kasuwa — Avoir 1A2B3C4D". */
  named: string;
}

const niameyDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Africa/Niamey' });

/**
 * The credit note of a return: what came back at the price paid, the total the shop owes, and the
 * refund as done (method, reference, amount) or when it is due. French whatever the console's language
 * (marked in the pseudo-locale), as the receipt.
 */
export function creditNoteOf(entry: ReturnRecord, consoleLanguage: StaffLanguage = 'fr'): CreditNote {
  const language: StaffLanguage = consoleLanguage === pseudoLanguage ? consoleLanguage : 'fr';
  const say = (id: StaffTextId, values?: TextValues) => staffTextIn(language, id, values);
  const date = (at: Date | undefined) => (at ? layerFormatted(language, niameyDate.format(at)) : '—');
  const order = entry.orderNumber === undefined ? (entry.orderId ?? '') : orderNumberLabel(entry.orderNumber);
  const refund = entry.refund;
  const title = say('Credit note {id}', { id: entry.id.slice(0, 8).toUpperCase() });
  return {
    shop: `${brand.name} · ${generalContact.name} · ${generalContact.phone}`,
    title,
    facts: [say('Order {number}', { number: order }), say('Return of {date}', { date: date(entry.at) })],
    lines: entry.lines.map((line) => {
      const variant = [line.size, line.color].filter(Boolean).join(', ');
      const name = `${line.title}${variant ? ` (${variant})` : ''}`;
      return {
        text: `${line.quantity} × ${name}`,
        name,
        each: `${line.quantity} × ${formatXof(line.price)}`,
        amount: formatXof(line.price * line.quantity),
      };
    }),
    total: [say('Total owed to the customer'), formatXof(entry.amount ?? 0)],
    refund: refund
      ? say(
          refund.method === 'mobile-money'
            ? 'Refunded by Mobile Money ({reference}) on {date}: {amount}'
            : 'Refunded in cash on {date}: {amount}',
          {
            reference: refund.reference ?? '',
            date: date(refund.at),
            amount: formatXof(refund.amount ?? 0),
          },
        )
      : say('To be refunded by the method of payment by {day}', { day: entry.refundDue ?? '—' }),
    terms: say('Refund within {days} working days of the returned product, by the method of payment used for the order.', {
      days: returnTerms.refundWorkingDays,
    }),
    named: `${brand.name} — ${title}`,
  };
}

/** The credit note as a 58 mm slip: one line per item name, then quantity × price and the amount. */
export const creditNoteSlip = (note: CreditNote): Slip => ({
  shop: brand.name,
  contact: `${generalContact.name} · ${generalContact.phone}`,
  title: note.title,
  stamp: null,
  facts: note.facts,
  items: note.lines.map(({ name, each, amount }) => ({ name, each, amount })),
  rows: [],
  total: { label: note.total[0], amount: note.total[1] },
  notes: [note.refund, note.terms],
  qr: null,
  thanks: null,
  named: note.named,
});
