import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { a4, brandGreen, inkColour, pageMargin, wrap } from '../../../lib/pdf-page';
import type { Receipt } from './receipt';

/**
 * The receipt as an A4 PDF in French, made in the browser with the standard Helvetica fonts (nothing
 * to download), to print or send to the customer. Formatted amounts use no-break spaces, which
 * Helvetica's encoding lacks: they are written as plain spaces.
 */
export async function receiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${receipt.shop} — reçu ${receipt.number}`);
  pdf.setLanguage('fr-FR');
  const [pageWidth, pageHeight] = a4;
  const page = pdf.addPage(a4);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  const right = pageWidth - pageMargin;
  let y = pageHeight - pageMargin - 30;
  const text = (value: string, font: PDFFont, size: number, x = pageMargin, color = inkColour) =>
    page.drawText(plain(value), { x, y, size, font, color });
  const row = (label: string, amount: string, font: PDFFont, size = 12) => {
    const lines = wrap(plain(label), font, size, right - pageMargin - 120);
    for (const [index, line] of lines.entries()) {
      text(line, font, size);
      if (index === lines.length - 1) text(amount, font, size, right - font.widthOfTextAtSize(plain(amount), size));
      y -= size + 8;
    }
  };

  text(receipt.shop, bold, 32, pageMargin, brandGreen);
  y -= 22;
  text(receipt.contact, regular, 11);
  y -= 40;
  text(`${receipt.title} ${receipt.number}`, bold, 18);
  y -= 22;
  text(receipt.date, regular, 12);
  if (receipt.customer) {
    y -= 18;
    text(receipt.customer, regular, 12);
  }
  y -= 36;
  for (const line of receipt.lines) row(line.text, line.amount, regular);
  if (receipt.delivery) row(receipt.delivery.text, receipt.delivery.amount, regular);
  y -= 6;
  page.drawLine({ start: { x: pageMargin, y: y + 14 }, end: { x: right, y: y + 14 }, thickness: 1, color: inkColour });
  row('Total', receipt.total, bold, 14);
  y -= 12;
  text(receipt.payment, regular, 12);
  y -= 40;
  text('Merci pour votre confiance !', regular, 12);
  return pdf.save();
}
