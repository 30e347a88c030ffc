import { PDFDocument, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { a4, brandGreen, inkColour, pageMargin, wrap } from '../../lib/pdf-page';
import { embedPdfFonts, printableWith } from '../../lib/pdf-fonts';
import type { Receipt } from './receipt';

const stampRed = rgb(0.7, 0.1, 0.1);

/** Room the end of the receipt needs below the last line: the rule, the total, the payment, the link, the thanks. */
const endHeight = 140;

/**
 * The receipt as an A4 PDF in French, made in the browser in the shop's font, which writes the
 * letters of Niamey's names (lib/pdf-fonts.ts), to print or send to the customer; as many pages as
 * its lines need, the total always whole on the last. A cancelled order's receipt is stamped "ANNULÉE".
 */
export async function receiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${receipt.shop} — ${receipt.words.named}`);
  pdf.setLanguage('fr-FR');
  const [pageWidth, pageHeight] = a4;
  const { regular, bold } = await embedPdfFonts(pdf);
  const printable = printableWith(regular);
  const right = pageWidth - pageMargin;
  let page: PDFPage = pdf.addPage(a4);
  let y = pageHeight - pageMargin - 30;
  const text = (value: string, font: PDFFont, size: number, x = pageMargin, color = inkColour) =>
    page.drawText(printable(value), { x, y, size, font, color });
  const stamp = () => {
    if (!receipt.stamp) return;
    const stamped = printable(receipt.stamp);
    page.drawText(stamped, {
      x: right - bold.widthOfTextAtSize(stamped, 28),
      y: pageHeight - pageMargin - 30,
      size: 28,
      font: bold,
      color: stampRed,
    });
  };
  /** A new page once the next line would not fit above the margin (and the end, on the last lines). */
  const room = (height: number) => {
    if (y - height >= pageMargin) return;
    page = pdf.addPage(a4);
    y = pageHeight - pageMargin - 30;
    text(`${receipt.title} ${receipt.number} (${receipt.words.continued})`, bold, 14);
    stamp();
    y -= 36;
  };
  /** A line the receipt has only for some orders (the customer's name, the tracking link), `gap` below the last. */
  const optionalLine = (value: string | null, gap: number, size: number) => {
    if (!value) return;
    y -= gap;
    text(value, regular, size);
  };
  const row = (label: string, amount: string, font: PDFFont, size = 12) => {
    const lines = wrap(printable(label), font, size, right - pageMargin - 120);
    for (const [index, line] of lines.entries()) {
      room(size + 8);
      text(line, font, size);
      if (index === lines.length - 1) text(amount, font, size, right - font.widthOfTextAtSize(printable(amount), size));
      y -= size + 8;
    }
  };

  text(receipt.shop, bold, 32, pageMargin, brandGreen);
  stamp();
  y -= 22;
  text(receipt.contact, regular, 11);
  y -= 40;
  text(`${receipt.title} ${receipt.number}`, bold, 18);
  y -= 22;
  text(receipt.date, regular, 12);
  optionalLine(receipt.customer, 18, 12);
  y -= 36;
  for (const line of receipt.lines) row(line.text, line.amount, regular);
  if (receipt.delivery) row(receipt.delivery.text, receipt.delivery.amount, regular);
  room(endHeight);
  y -= 6;
  page.drawLine({ start: { x: pageMargin, y: y + 14 }, end: { x: right, y: y + 14 }, thickness: 1, color: inkColour });
  row(receipt.words.total, receipt.total, bold, 14);
  y -= 12;
  text(receipt.payment, regular, 12);
  optionalLine(receipt.tracking, 20, 11);
  y -= 40;
  text(receipt.words.thanks, regular, 12);
  return pdf.save();
}
