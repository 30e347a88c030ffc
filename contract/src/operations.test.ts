import { clientErrorReportSchema, withoutPersonalData } from './operations';

describe('error reports', () => {
  it('keep no email, phone number or long id', () => {
    expect(withoutPersonalData('Failed for awa.diallo@mail.ne at +227 96 12 34 56, uid Xk29dke93jf02kd93jd83kd92')).toBe(
      'Failed for [email] at [number], uid [id]',
    );
    expect(withoutPersonalData('Cannot read properties of undefined (reading "price")')).toBe(
      'Cannot read properties of undefined (reading "price")',
    );
  });

  it('name a page by its path only, and nothing else than their fields', () => {
    const report = { kind: 'error', message: 'x is not a function', page: '/boutique', area: 'public' };
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
    expect(clientErrorReportSchema.safeParse({ ...report, page: '/panier?ref=awa@mail.ne' }).success).toBe(false);
    expect(clientErrorReportSchema.safeParse({ ...report, uid: 'u-1' }).success).toBe(false);
    expect(clientErrorReportSchema.safeParse({ ...report, message: 'x'.repeat(301) }).success).toBe(false);
  });
});
