import { isStaffToken } from './staff-token';

describe('isStaffToken', () => {
  it('is the admin claim on a verified address, nothing less', () => {
    expect(isStaffToken({ role: 'admin', email_verified: true })).toBe(true);
    expect(isStaffToken({ role: 'admin', email_verified: false })).toBe(false);
    expect(isStaffToken({ role: 'admin' })).toBe(false);
    expect(isStaffToken({ role: 'customer', email_verified: true })).toBe(false);
    expect(isStaffToken({ role: 'admin', email_verified: 'true' })).toBe(false);
  });
});
