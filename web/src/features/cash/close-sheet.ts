import { brand, generalContact } from '@kasuwa/contract/brand';
import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import type { StoredCashClose, StoredCashCloseLines, StoredUnpaidDelivery } from '@kasuwa/contract/records';
import { layerFormatted, pseudoLanguage } from '../../lib/pseudo-locale';
import type { StaffLanguage } from '../../lib/staff-language';
import { staffTextIn, type StaffTextId, type TextValues } from '../../components/staff/staff-language';
import '../../components/staff/staff-text-fr-cash';
import '../../components/staff/staff-text-fr-payments';

/** A close sheet as it prints: the shop's paper for the day's cash, in French. */
export interface CloseSheet {
  shop: string;
  title: string;
  /** Label and value, in order: who, expected, counted, difference, note, closed by and when. */
  facts: { label: string; value: string }[];
  orders: { caption: string; head: [string, string]; rows: [string, string][]; total: [string, string] };
  refunds: { caption: string; head: [string, string]; rows: [string, string][] } | null;
  corrections: { caption: string; head: [string, string, string]; rows: [string, string, string][] } | null;
  adjustments: { caption: string; head: string[]; rows: [string, string, string, string][]; none: string };
  unpaid: { caption: string; head: string[]; rows: [string, string, string][]; none: string; more: string | null };
  signatures: [string, string];
}

type Close = StoredCashClose & { id: string };
type Unpaid = StoredUnpaidDelivery & { id: string };

/** What a close sheet prints from: the close, its lines, its adjustments, and the late unpaid deliveries. */
export interface CloseRecords {
  close: Close;
  lines: StoredCashCloseLines;
  adjustments: readonly Close[];
  unpaid: { shown: readonly Unpaid[]; more: boolean };
}

const niameyTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Niamey' });
const niameyDay = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

/** A signed amount as an accountant writes it: "+500 F CFA", "−500 F CFA", "0 F CFA". */
export const signedXof = (amount: number) => `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${formatXof(Math.abs(amount))}`;

/**
 * The close sheet of a close, with the adjustments made since and the deliveries unpaid for more than
 * 24 h: the shop's paper, French whatever the console's language (marked in the pseudo-locale).
 * `nameOf` names a staff member by uid (their email where known).
 */
export function closeSheetOf(
  { close, lines: counted, adjustments, unpaid }: CloseRecords,
  nameOf: (uid: string | undefined) => string,
  consoleLanguage: StaffLanguage = 'fr',
): CloseSheet {
  const language: StaffLanguage = consoleLanguage === pseudoLanguage ? consoleLanguage : 'fr';
  const say = (id: StaffTextId, values?: TextValues) => staffTextIn(language, id, values);
  const date = (at: Date | undefined) => (at ? layerFormatted(language, niameyTime.format(at)) : '—');
  const day = (value: string | undefined) =>
    value ? layerFormatted(language, niameyDay.format(new Date(`${value}T12:00:00Z`))) : '—';
  const lines = counted.orders;
  return {
    shop: `${brand.name} · ${generalContact.phone}`,
    title: say('Cash close of {day}', { day: day(close.day) }),
    facts: [
      { label: say('Cash held by'), value: close.holderEmail ?? nameOf(close.holder) },
      { label: say('Expected'), value: formatXof(close.expected ?? 0) },
      { label: say('Counted'), value: formatXof(close.counted ?? 0) },
      { label: say('Difference'), value: signedXof(close.difference ?? 0) },
      ...(close.note ? [{ label: say('Note'), value: close.note }] : []),
      { label: say('Closed by'), value: `${close.byEmail ?? nameOf(close.by)}, ${date(close.at)}` },
    ],
    orders: {
      caption: say('Cash payments counted ({count})', { count: lines.length }),
      head: [say('Order'), say('Amount')],
      rows: lines.map((line) => [line.number === undefined ? line.id : orderNumberLabel(line.number), formatXof(line.total)]),
      total: [say('Total'), formatXof(lines.reduce((sum, line) => sum + line.total, 0))],
    },
    refunds: counted.refunds.length
      ? {
          caption: say('Cash refunds paid out ({count})', { count: counted.refunds.length }),
          head: [say('Order'), say('Amount')],
          rows: counted.refunds.map((refund) => [
            refund.number === undefined ? refund.id : orderNumberLabel(refund.number),
            `−${formatXof(refund.amount)}`,
          ]),
        }
      : null,
    corrections: counted.corrections.length
      ? {
          caption: say('Corrections of payments ({count})', { count: counted.corrections.length }),
          head: [say('Order'), say('Amount'), say('Why')],
          rows: counted.corrections.map((correction) => [
            correction.number === undefined ? correction.id : orderNumberLabel(correction.number),
            signedXof(correction.effect),
            correction.reason,
          ]),
        }
      : null,
    adjustments: {
      caption: say('Adjustments since'),
      head: [say('Day'), say('Amount'), say('Note'), say('By')],
      rows: adjustments.map((adjustment) => [
        day(adjustment.day),
        signedXof(adjustment.amount ?? 0),
        adjustment.note ?? '',
        adjustment.byEmail ?? nameOf(adjustment.by),
      ]),
      none: say('No adjustment.'),
    },
    unpaid: {
      caption: say('Delivered more than 24 h ago, nothing paid'),
      head: [say('Order'), say('Amount'), say('Delivered')],
      rows: unpaid.shown.map((order) => [
        order.number === undefined ? order.id : orderNumberLabel(order.number),
        formatXof(order.total ?? 0),
        date(order.deliveredAt),
      ]),
      none: say('Every delivery of more than 24 h is paid.'),
      more: unpaid.more ? say('The {count} oldest are listed: more are unpaid.', { count: unpaid.shown.length }) : null,
    },
    signatures: [say('Signature of the person closing'), say('Signature of the manager')],
  };
}
