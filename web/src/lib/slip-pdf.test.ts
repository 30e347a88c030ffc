import { PDFDocument } from '@cantoo/pdf-lib';
import { pageContent, pdfText, pdfTextSpans, serveFontFilesFromDisk } from '../test/pdf-text';
import { qrPath } from './qr-path';
import { slip } from '../test/slips';
import { slipMargin, slipPageWidth, slipPdf } from './slip-pdf';

const mm = 72 / 25.4;

describe('slipPdf', () => {
  beforeEach(serveFontFilesFromDisk);

  it('makes one page 58 mm wide, as tall as the slip, named as the receipt', async () => {
    const bytes = await slipPdf(slip);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([slipPageWidth, width, slipMargin]).toEqual([
      expect.closeTo(164.41, 2),
      expect.closeTo(58 * mm, 2),
      expect.closeTo(5 * mm, 2),
    ]);
    expect(height).toBeGreaterThan(100 * mm);
    expect(height).toBeLessThan(200 * mm);
    expect(pdf.getTitle()).toBe('Kasuwa — reçu K-000123');
    const longer = await PDFDocument.load(await slipPdf({ ...slip, items: [...slip.items, ...slip.items, ...slip.items] }));
    expect(longer.getPage(0).getHeight()).toBeGreaterThan(height + 20 * mm);
  });

  it('writes everything within the 48 mm between the margins, in type of 9 pt or more', async () => {
    const spans = await pdfTextSpans(await slipPdf(slip));
    expect(spans.length).toBeGreaterThan(15);
    for (const span of spans) {
      expect({ span, inside: span.left >= 5 * mm - 0.01 && span.right <= 53 * mm + 0.01 }).toEqual({ span, inside: true });
      expect(span.size).toBeGreaterThanOrEqual(9);
    }
    // The amounts end at the right margin.
    expect(spans.find((span) => span.text === '1 770 750 F CFA')?.right).toBeCloseTo(53 * mm, 1);
  });

  it('prints the letters of a Niamey name as they are, long names wrapped, and the tracking link as a QR code', async () => {
    const bytes = await slipPdf(slip);
    const lines = (await pdfText(bytes)).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['Ɗanjuma Ƙarƙashi ·', '+227 96 11 22 33', 'Reçu de commande']));
    const long = lines.findIndex((line) => line.startsWith('Pagne wax'));
    const end = lines.findIndex((line, at) => at > long && line.endsWith('(6 yards)'));
    expect(end).toBeGreaterThan(long);
    expect(lines.slice(long, end + 1).join(' ')).toBe('Pagne wax hollandais grand modèle motif Ƙasa (6 yards)');
    // The QR code: 30 mm square (its quiet zone included), centred within the margins, below its words.
    expect(lines).toContain('Suivez votre commande :');
    const { size } = qrPath(slip.qr?.url ?? '');
    const [, x = '', scale = ''] =
      /1 0 0 1 ([\d.]+) [\d.]+ cm\s+(?:1 0 0 1 0 0 cm\s+)?([\d.]+) 0 0 -[\d.]+ 0 0 cm/.exec(await pageContent(bytes)) ?? [];
    expect([Number(scale) * size, Number(x), Number(x) + Number(scale) * size]).toEqual([
      expect.closeTo(30 * mm, 1),
      expect.closeTo(14 * mm, 1),
      expect.closeTo(44 * mm, 1),
    ]);
    const height = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPage(0).getHeight();
    expect(await height(await slipPdf({ ...slip, qr: null }))).toBeLessThan((await height(bytes)) - 30 * mm);
  });
});
