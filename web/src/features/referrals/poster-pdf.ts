import { PDFDocument, rgb, type PDFFont } from '@cantoo/pdf-lib';
import { a4, brandGreen, inkColour, pageMargin, wrap } from '../../lib/pdf-page';
import { embedPdfFonts } from '../../lib/pdf-fonts';
import { brand } from '@kasuwa/contract/brand';

export interface Poster {
  code: string;
  /** What the QR code holds: the absolute link to the download page with the code. */
  url: string;
  /** The link as printed under the code. */
  printedUrl: string;
  /** The QR code as a PNG, with its quiet zone. */
  qrPng: Uint8Array;
}

/**
 * The printable A4 poster of a campaign, in French: the brand, a short text, the QR code of the
 * campaign's link and the link in print. Built in the browser in the shop's font, as the receipts
 * are (lib/pdf-fonts.ts).
 */
export async function posterPdf({ code, url, printedUrl, qrPng }: Poster): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${brand.name} — affiche ${code}`);
  pdf.setLanguage('fr-FR');
  pdf.setSubject(url);
  const [pageWidth, pageHeight] = a4;
  const page = pdf.addPage(a4);
  const { regular, bold } = await embedPdfFonts(pdf);
  const width = pageWidth - 2 * pageMargin;
  const centred = (text: string, font: PDFFont, size: number, y: number, color = inkColour) =>
    page.drawText(text, { x: (pageWidth - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });

  let y = pageHeight - pageMargin - 60;
  centred(brand.name, bold, 64, y, brandGreen);
  y -= 56;
  for (const line of wrap('Vos achats à Niamey, livrés chez vous.', regular, 24, width)) {
    centred(line, regular, 24, y);
    y -= 32;
  }
  y -= 8;
  for (const line of wrap(
    'Scannez ce code avec l’appareil photo de votre téléphone pour télécharger l’application.',
    regular,
    16,
    width,
  )) {
    centred(line, regular, 16, y);
    y -= 22;
  }

  const qrSize = 300;
  const qr = await pdf.embedPng(qrPng);
  y -= qrSize + 12;
  page.drawImage(qr, { x: (pageWidth - qrSize) / 2, y, width: qrSize, height: qrSize });

  y -= 40;
  centred('Ou ouvrez ce lien :', regular, 14, y);
  y -= 26;
  const urlSize = Math.min(20, (width / bold.widthOfTextAtSize(printedUrl, 20)) * 20);
  centred(printedUrl, bold, urlSize, y);
  centred(`Android · gratuit · code ${code}`, regular, 11, pageMargin, rgb(0.35, 0.38, 0.45));
  return pdf.save();
}
