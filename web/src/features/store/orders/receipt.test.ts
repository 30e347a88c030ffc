import { formatXof } from '@kasuwa/contract/money';
import type { OrderRecord } from './api/live-orders';
import { PDFDocument } from 'pdf-lib';
import { receiptOf } from './receipt';
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
      shop: 'Kasuwa',
      title: 'Reçu de commande',
      number: 'K-000123',
      customer: 'Awa Hamidou · +227 96 11 22 33',
      lines: [
        { text: '1 × Boubou brodé (L, Indigo)', amount: formatXof(30_000) },
        { text: '3 × Savon noir', amount: formatXof(1_500) },
      ],
      delivery: { text: 'Livraison (Wadata)', amount: formatXof(750) },
      total: formatXof(32_250),
      payment: 'Payé par Mobile Money (référence MP241125.1530.A12345)',
    });
    expect(receipt.date).toMatch(/^25 novembre 2026/);
  });

  it('says cash, or still to pay, and leaves out the delivery of an order without a zone', () => {
    expect(receiptOf({ ...order, payment: 'cash' }).payment).toBe('Payé en espèces');
    const unpaid = receiptOf({ ...order, payment: undefined, deliveryFee: undefined, number: undefined });
    expect([unpaid.payment, unpaid.delivery, unpaid.number]).toEqual(['À payer à la livraison', null, 'o-1']);
  });
});

describe('receiptPdf', () => {
  it('makes a one-page A4 PDF in French, named by the order number, whatever the accents and spaces', async () => {
    const pdf = await PDFDocument.load(await receiptPdf(receiptOf(order)));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Kasuwa — reçu K-000123');
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
  });
});
