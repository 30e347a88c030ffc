/**
 * A receipt or credit note laid out for a 58 mm thermal printer: what its print layout, its narrow
 * PDF (slip-pdf.ts) and its plain text for printer apps all show, in this order.
 */
export interface Slip {
  shop: string;
  contact: string | null;
  title: string;
  /** Stamped on a cancelled order's receipt: "ANNULÉE". */
  stamp: string | null;
  /** The date, the customer, the order a return belongs to… one a line. */
  facts: string[];
  /** One line per item: its name (wrapped), then quantity × price, then its amount on the right. */
  items: { name: string; each: string; amount: string }[];
  /** Rows between the items and the total: the delivery. */
  rows: { label: string; amount: string }[];
  total: { label: string; amount: string };
  /** The payment or refund, the terms: after the total. */
  notes: string[];
  /** The tracking link, printed as a QR code with its words above. */
  qr: { url: string; words: string } | null;
  thanks: string | null;
  /** The file's and the share's name: "reçu K-000123". */
  named: string;
}

/** Characters a line on a 58 mm printer: the usual setting of printer apps (Font A, 384 dots). */
export const slipColumns = 32;

/** Amounts keep their spaces as plain spaces: a printer app's code page has no narrow no-break space. */
const plain = (text: string) => text.normalize('NFC').replace(/[\u00a0\u202f]/g, ' ');

const length = (text: string) => [...text].length;

/** The words a slip's lines break between: a number's groups stay together ("30 000", "+227 96 11 22 33"), and French punctuation with its word ("confiance !"). */
export const slipWords = (text: string): string[] =>
  plain(text)
    .split(/\s+(?![\d!?:;»])|(?<!\d)\s+(?![!?:;»])/)
    .filter(Boolean);

/** Text whose numbers and French punctuation the browser will not cut from their word either, as slipWords does not. */
export const keptTogether = (text: string): string => text.replace(/(?<=\d) (?=\d)|\s(?=[!?:;»])/g, '\u00a0');

/** Splits text into lines of at most `width` characters, word by word; a longer word (a link) is cut. */
export function wrapColumns(text: string, width = slipColumns): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of slipWords(text)) {
    const candidate = line ? `${line} ${word}` : word;
    if (length(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = [...word];
    while (rest.length > width) {
      lines.push(rest.slice(0, width).join(''));
      rest = rest.slice(width);
    }
    line = rest.join('');
  }
  if (line) lines.push(line);
  return lines;
}

/** Label on the left, amount on the right of one line; on a line of its own when both do not fit. */
function amountLines(label: string, amount: string): string[] {
  const right = plain(amount);
  const left = wrapColumns(label);
  const last = left.at(-1) ?? '';
  if (length(last) + 1 + length(right) <= slipColumns)
    return [...left.slice(0, -1), last + ' '.repeat(slipColumns - length(last) - length(right)) + right];
  return [...left, right.padStart(slipColumns)];
}

const centred = (line: string) => ' '.repeat(Math.floor((slipColumns - length(line)) / 2)) + line;
const rule = '-'.repeat(slipColumns);

/** The slip as plain text, 32 characters a line at most, amounts on the right: for printer apps that take text. */
export function slipText(slip: Slip): string {
  const lines = [
    ...wrapColumns(slip.shop).map(centred),
    ...(slip.contact ? wrapColumns(slip.contact).map(centred) : []),
    '',
    ...(slip.stamp ? [centred(`*** ${slip.stamp} ***`)] : []),
    ...wrapColumns(slip.title),
    ...slip.facts.flatMap((fact) => wrapColumns(fact)),
    rule,
    ...slip.items.flatMap((item) => [...wrapColumns(item.name), ...amountLines(item.each, item.amount)]),
    ...slip.rows.flatMap((row) => amountLines(row.label, row.amount)),
    rule,
    ...amountLines(slip.total.label, slip.total.amount),
    rule,
    ...slip.notes.flatMap((note) => wrapColumns(note)),
    ...(slip.qr ? ['', ...wrapColumns(slip.qr.words), ...wrapColumns(slip.qr.url)] : []),
    ...(slip.thanks ? ['', ...wrapColumns(slip.thanks).map(centred)] : []),
  ];
  return `${lines.join('\n')}\n`;
}
