import { PDFDocument, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { embedPdfFonts, printableWith } from './pdf-fonts';
import { qrPath } from './qr-path';
import { slipWords, type Slip } from './slip';

const pointsPerMm = 72 / 25.4;
/** 58 mm paper, 5 mm left blank each side: the 48 mm a 58 mm thermal printer prints. */
export const slipPageWidth = 58 * pointsPerMm;
export const slipMargin = 5 * pointsPerMm;
const width = slipPageWidth - 2 * slipMargin;
/** The QR code with its quiet zone, 30 mm: a module of 0.8 mm or more, which a phone reads off thermal paper. */
const qrSide = 30 * pointsPerMm;
const black = rgb(0, 0, 0);
const body = 10;
const small = 9;

/** Lines that fit the width, word by word; a word longer than the width (a link) is cut where it must be. */
function wrapToWidth(text: string, font: PDFFont, size: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of slipWords(text)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const character of word) {
      if (line && !fits(line + character)) {
        lines.push(line);
        line = '';
      }
      line += character;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The slip as a PDF for 58 mm paper, in the shop's font (lib/pdf-fonts.ts, which writes the letters of
 * Niamey's names): one page 58 mm wide and as tall as its content, everything within the 48 mm a
 * 58 mm printer prints, type of 9 pt and more, the tracking link as a QR code.
 */
export async function slipPdf(slip: Slip): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(slip.named);
  pdf.setLanguage('fr-FR');
  const { regular, bold } = await embedPdfFonts(pdf);
  const printable = printableWith(regular);
  /** What to draw, each at its distance below the top margin: the page's height is known only at the end. */
  const draws: ((page: PDFPage, top: number) => void)[] = [];
  let down = 0;
  const write = (text: string, font: PDFFont, size: number, align: 'left' | 'right' | 'centre' = 'left') => {
    for (const line of wrapToWidth(printable(text), font, size)) {
      const lineWidth = font.widthOfTextAtSize(line, size);
      const x = slipMargin + (align === 'right' ? width - lineWidth : align === 'centre' ? (width - lineWidth) / 2 : 0);
      const at = down + size;
      draws.push((page, top) => page.drawText(line, { x, y: top - at, size, font, color: black }));
      down += size * 1.3;
    }
  };
  /** A label and its amount on one line when both fit, else the amount on a line of its own, on the right. */
  const amountRow = (label: string, amount: string, font: PDFFont, size: number) => {
    const shownAmount = printable(amount);
    const amountWidth = font.widthOfTextAtSize(shownAmount, size) + 4;
    const labelLines = wrapToWidth(printable(label), font, size);
    if (font.widthOfTextAtSize(labelLines.at(-1) ?? '', size) + amountWidth > width) {
      write(label, font, size);
      write(amount, font, size, 'right');
      return;
    }
    for (const line of labelLines.slice(0, -1)) write(line, font, size);
    const at = down;
    write(labelLines.at(-1) ?? '', font, size);
    const x = slipMargin + width - font.widthOfTextAtSize(shownAmount, size);
    draws.push((page, top) => page.drawText(shownAmount, { x, y: top - at - size, size, font, color: black }));
  };
  const rule = () => {
    const at = down + 3;
    draws.push((page, top) =>
      page.drawLine({ start: { x: slipMargin, y: top - at }, end: { x: slipMargin + width, y: top - at }, thickness: 0.7 }),
    );
    down += 7;
  };

  write(slip.shop, bold, 14, 'centre');
  if (slip.contact) write(slip.contact, regular, small, 'centre');
  down += 6;
  if (slip.stamp) write(slip.stamp, bold, 14, 'centre');
  write(slip.title, bold, 11);
  for (const fact of slip.facts) write(fact, regular, small);
  rule();
  for (const item of slip.items) {
    write(item.name, bold, body);
    amountRow(item.each, item.amount, regular, body);
    down += 2;
  }
  for (const row of slip.rows) amountRow(row.label, row.amount, regular, body);
  rule();
  amountRow(slip.total.label, slip.total.amount, bold, 11);
  rule();
  for (const note of slip.notes) write(note, regular, body);
  if (slip.qr) {
    down += 6;
    write(slip.qr.words, regular, small, 'centre');
    const { size, d } = qrPath(slip.qr.url);
    const at = down;
    draws.push((page, top) =>
      page.drawSvgPath(d, { x: slipMargin + (width - qrSide) / 2, y: top - at, scale: qrSide / size, color: black }),
    );
    down += qrSide + 4;
  }
  if (slip.thanks) write(slip.thanks, regular, body, 'centre');

  const height = down + 2 * slipMargin;
  const page = pdf.addPage([slipPageWidth, height]);
  for (const draw of draws) draw(page, height - slipMargin);
  return pdf.save();
}
