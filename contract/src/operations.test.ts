import { clientErrorReportSchema, withoutContactDetails, withoutPersonalData } from './operations';

describe('error reports', () => {
  it('keep no email, phone number or long id', () => {
    expect(withoutPersonalData('Failed for awa.diallo@mail.ne at +227 96 12 34 56, uid Xk29dke93jf02kd93jd83kd92')).toBe(
      'Failed for [email] at [number], uid [id]',
    );
    expect(withoutPersonalData('Cannot read properties of undefined (reading "price")')).toBe(
      'Cannot read properties of undefined (reading "price")',
    );
    expect(withoutPersonalData('call 96123456 or 96.12.34.56 about K-000123 of 2026-11-26')).toBe(
      'call [number] or [number] about K-000123 of 2026-11-26',
    );
  });

  it('leave the ids the logs need (a uid, a request id) when only contact details must go', () => {
    expect(withoutContactDetails('uid Xk29dke93jf02kd93jd83kd92 wrote awa@mail.ne')).toBe(
      'uid Xk29dke93jf02kd93jd83kd92 wrote [email]',
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
