import { formatXof } from '@kasuwa/contract/money';
import type { OrderRecord } from '../../components/store/orders/order-record';
import { PDFDocument } from '@cantoo/pdf-lib';
import { pdfText, serveFontFilesFromDisk } from '../../test/pdf-text';
import { slipPdf } from '../../lib/slip-pdf';
import { slipText } from '../../lib/slip';
import { receiptOf, receiptSlip } from './receipt';
import { receiptPdf } from './receipt-pdf';

const order: OrderRecord = {
  id: 'o-1',
  number: 123,
  userId: 'u-awa',
  status: 'delivered',
  customerName: 'Awa Hamidou',
  phone: '+227 96 11 22 33',
  items: [
    { productId: 'boubou', title: 'Boubou brodé', price: 30_000, quantity: 1, size: 'L', color: 'Indigo' },
    { productId: 'savon', title: 'Savon noir', price: 500, quantity: 3 },
  ],
  zoneName: 'Wadata',
  deliveryFee: 750,
  total: 32_250,
  payment: 'mobile-money',
  paymentReference: 'MP241125.1530.A12345',
  // 23:30 UTC is already the next day in Niamey.
  createdAt: new Date('2026-11-24T23:30:00Z'),
} as OrderRecord;

describe('receiptOf', () => {
  it('gives the French receipt: number, Niamey date, lines, delivery, total and payment', () => {
    const receipt = receiptOf(order);
    expect(receipt).toMatchObject({
      stamp: null,
      shop: 'Kasuwa',
      title: 'Reçu de commande',
      number: 'K-000123',
      customer: 'Awa Hamidou · +227 96 11 22 33',
      lines: [
        {
          text: '1 × Boubou brodé (L, Indigo)',
          name: 'Boubou brodé (L, Indigo)',
          each: `1 × ${formatXof(30_000)}`,
          amount: formatXof(30_000),
        },
        { text: '3 × Savon noir', name: 'Savon noir', each: `3 × ${formatXof(500)}`, amount: formatXof(1_500) },
      ],
      delivery: { text: 'Livraison (Wadata)', amount: formatXof(750) },
      total: formatXof(32_250),
      payment: 'Payé par Mobile Money (référence MP241125.1530.A12345)',
    });
    expect(receipt?.date).toMatch(/^25 novembre 2026/);
  });

  it('says cash, or still to pay, and leaves out the delivery of an order without a zone', () => {
    expect(receiptOf({ ...order, payment: 'cash' })?.payment).toBe('Payé en espèces');
    const unpaid = receiptOf({ ...order, payment: undefined, deliveryFee: undefined, number: undefined });
    expect([unpaid?.payment, unpaid?.delivery, unpaid?.number]).toEqual(['À payer à la livraison', null, 'o-1']);
  });

  it('gives the link to follow the order once it has one', () => {
    expect(receiptOf(order)?.tracking).toBeNull();
    expect(receiptOf({ ...order, trackingToken: 'AbCdEfGhIjKlMnOpQrStUv' })?.tracking).toBe(
      'Suivez votre commande : kasuwa-app.web.app/suivi/AbCdEfGhIjKlMnOpQrStUv',
    );
  });

  it('is in French whatever the console’s language, its words marked in the pseudo-locale', () => {
    expect(receiptOf(order, 'en')).toEqual(receiptOf(order, 'fr'));
    expect(receiptOf(order, 'en')?.words).toEqual({
      lines: 'Articles',
      total: 'Total',
      thanks: 'Merci pour votre confiance !',
      continued: 'suite',
      named: 'reçu K-000123',
      follow: 'Suivez votre commande :',
    });
    const pseudo = receiptOf(order, 'qps-ploc');
    expect([pseudo?.title, pseudo?.delivery?.text, pseudo?.date.startsWith('⟦25 novembre 2026')]).toEqual([
      '⟦Réçû dé çômmàñdé⟧',
      '⟦Lîvràîŝôñ (Wadata)⟧',
      true,
    ]);
  });

  it('stamps a cancelled order "ANNULÉE", and gives none for a rejected or unpriced order', () => {
    expect(receiptOf({ ...order, status: 'cancelled' })?.stamp).toBe('ANNULÉE');
    for (const status of ['rejected', 'pending', undefined]) expect(receiptOf({ ...order, status })).toBeNull();
  });
});

const receiptFor = (changes: Partial<OrderRecord>) => {
  const receipt = receiptOf({ ...order, ...changes });
  if (!receipt) throw new Error('The order has no receipt');
  return receipt;
};

describe('receiptPdf', () => {
  beforeEach(serveFontFilesFromDisk);

  it('prints the letters of a Niamey name as they are, and French amounts and dates', async () => {
    const text = await pdfText(await receiptPdf(receiptFor({ customerName: 'Ɗanjuma Ƙarƙashi', phone: undefined })));
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'Ɗanjuma Ƙarƙashi',
        'Reçu de commande K-000123',
        formatXof(32_250).replace(/[\u00a0\u202f]/g, ' '),
      ]),
    );
    const named = await pdfText(await receiptPdf(receiptFor({ customerName: 'Ɓoyi Ɗan Ƙasa ƴa Ŋari ʼYar ɓ ɗ ƙ Ƴ ŋ' })));
    expect(named).toContain('Ɓoyi Ɗan Ƙasa ƴa Ŋari ʼYar ɓ ɗ ƙ Ƴ ŋ · +227 96 11 22 33');
    expect(text).toMatch(/^25 novembre 2026 à 00:30$/m);
  });

  it('makes a one-page A4 PDF in French, named by the order number, whatever the accents and spaces', async () => {
    const pdf = await PDFDocument.load(await receiptPdf(receiptFor({})));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Kasuwa — reçu K-000123');
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  });

  it('prints a 50-line order for a Hausa name whole, on as many pages as it needs, the total on the last', async () => {
    const items = Array.from({ length: 50 }, (_, at) => ({
      productId: `p-${at}`,
      title: `Pagne wax numéro ${at + 1}, motif Ƙasa`,
      price: 1_000,
      quantity: 1,
      size: 'L',
      color: undefined,
    }));
    const bytes = await receiptPdf(
      receiptFor({ customerName: 'Ɗan Ƙasa Ŋari 🙂 بركة', items, total: 50_750, status: 'cancelled' }),
    );
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    const text = await pdfText(bytes);
    for (let at = 1; at <= 50; at += 1) expect(text).toContain(`1 × Pagne wax numéro ${at}, motif Ƙasa (L)`);
    expect(text).toContain('Ɗan Ƙasa Ŋari ? ????');
    expect(text.split('\n').filter((line) => line === 'ANNULÉE')).toHaveLength(pdf.getPageCount());
    expect(text.lastIndexOf('Total')).toBeGreaterThan(text.lastIndexOf('Pagne wax'));
  });
});

describe('the receipt on 58 mm paper', () => {
  beforeEach(serveFontFilesFromDisk);
  const tracked = { customerName: 'Ɗanjuma Ƙarƙashi', trackingToken: 'AbCdEfGhIjKlMnOpQrStUv' };

  it('makes a PDF 58 mm wide that writes the Niamey name, each item, the total and the payment', async () => {
    const bytes = await slipPdf(receiptSlip(receiptFor(tracked)));
    expect((await PDFDocument.load(bytes)).getPage(0).getWidth()).toBeCloseTo(164.41, 1);
    const lines = (await pdfText(bytes)).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['Ɗanjuma Ƙarƙashi ·', 'Boubou brodé (L,', 'Indigo)', 'Savon noir', 'Suivez votre commande :']),
    );
    const plain = (amount: number) => formatXof(amount).replace(/[\u00a0\u202f]/g, ' ');
    expect(lines).toEqual(expect.arrayContaining([`3 × ${plain(500)}`, plain(1_500), plain(32_250), 'Total']));
    expect(lines.join(' ')).toContain('Payé par Mobile Money (référence MP241125.1530.A12345)');
  });

  it('shares as 32 columns of text with the tracking link in full, a cancelled one stamped', () => {
    const text = slipText(receiptSlip(receiptFor({ ...tracked, status: 'cancelled' })));
    const lines = text.trimEnd().split('\n');
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(32);
    expect(lines).toEqual(
      expect.arrayContaining(['Reçu de commande K-000123', '        *** ANNULÉE ***', `${'Total'.padEnd(20)}32 250 F CFA`]),
    );
    expect(lines.join('')).toContain('https://kasuwa-app.web.app/suivi/AbCdEfGhIjKlMnOpQrStUv');
  });
});
