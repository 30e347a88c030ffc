import { isPaymentReference, paymentReferenceKey } from './order-statuses';
import { correctionEffectOn, correctPaymentInputSchema } from './payments';

describe('a Mobile Money reference', () => {
  it.each(['MP241127.1234.A56789', 'mp 2411-25', 'CI241127/0001', 'A'])('takes %s', (reference) => {
    expect(isPaymentReference(reference)).toBe(true);
  });

  it.each([
    ['a Cyrillic А', 'MP241127.1234.\u041056789'],
    ['a Greek Ο', 'MP241127.1234.A5678\u039F'],
    ['an accented letter', 'MP241127.1234.\u00C956789'],
    ['a full-width digit', 'MP241127.1234.A5678\uFF19'],
    ['a zero-width space', 'MP241127.1234.\u200BA56789'],
    ['an underscore', 'MP_241127'],
    ['separators alone', '.-/ '],
  ])('refuses %s', (_what, reference) => {
    expect(isPaymentReference(reference)).toBe(false);
  });

  it('is one reference however it is written: case and separators do not count', () => {
    expect(new Set(['MP241127.1234.A56789', 'mp241127 1234 a56789', 'MP-241127/1234-A56789'].map(paymentReferenceKey))).toEqual(
      new Set(['MP2411271234A56789']),
    );
  });
});

describe('a correction of a payment', () => {
  const correction = { amount: 12_500, from: { holder: 'rider' }, to: { holder: 'manager' } };

  it('moves the amount out of the former holder’s cash and into the new one’s, and nothing of the corrector who holds neither', () => {
    expect(correctionEffectOn('rider', correction)).toBe(-12_500);
    expect(correctionEffectOn('manager', correction)).toBe(12_500);
    expect(correctionEffectOn('owner', correction)).toBe(0);
    expect(correctionEffectOn('rider', { ...correction, to: {} })).toBe(-12_500);
  });

  it('takes a reference exactly with Mobile Money, and a reason', () => {
    const asked = {
      requestId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
      orderId: 'o-1',
      moneyVersion: 1,
      payment: 'cash',
      reason: 'Payé en espèces',
    };
    expect(correctPaymentInputSchema.safeParse(asked).success).toBe(true);
    expect(correctPaymentInputSchema.safeParse({ ...asked, reference: 'MP1' }).success).toBe(false);
    expect(correctPaymentInputSchema.safeParse({ ...asked, payment: 'mobile-money' }).success).toBe(false);
    expect(correctPaymentInputSchema.safeParse({ ...asked, reason: '' }).success).toBe(false);
  });
});
