import { isStaffToken, notStaffNow } from './staff-standing';

describe('isStaffToken', () => {
  it('is the admin claim on a verified address, nothing less', () => {
    expect(isStaffToken({ role: 'admin', email_verified: true })).toBe(true);
    expect(isStaffToken({ role: 'admin', email_verified: false })).toBe(false);
    expect(isStaffToken({ role: 'admin' })).toBe(false);
    expect(isStaffToken({ role: 'customer', email_verified: true })).toBe(false);
    expect(isStaffToken({ role: 'admin', email_verified: 'true' })).toBe(false);
  });
});

describe('notStaffNow', () => {
  const signedInAt = Date.UTC(2026, 10, 25, 8);
  const staff = {
    uid: 'u-ali',
    emailVerified: true,
    claims: { role: 'admin' },
    disabled: false,
    tokensValidAfter: signedInAt - 60_000,
  };
  it('lets a staff member signed in after their sessions were last ended through', () => {
    expect(notStaffNow(staff, signedInAt / 1000)).toBeNull();
    expect(notStaffNow({ ...staff, tokensValidAfter: null }, undefined)).toBeNull();
  });

  it('says why anyone else is refused', () => {
    expect(notStaffNow(null, signedInAt / 1000)).toBe('the account is gone');
    expect(notStaffNow({ ...staff, disabled: true }, signedInAt / 1000)).toBe('the account is disabled');
    expect(notStaffNow({ ...staff, claims: { role: 'customer' } }, signedInAt / 1000)).toBe('the role was taken back');
    expect(notStaffNow({ ...staff, emailVerified: false }, signedInAt / 1000)).toBe('the address is not verified');
    expect(notStaffNow({ ...staff, tokensValidAfter: signedInAt + 1_000 }, signedInAt / 1000)).toBe('its sessions were ended');
    expect(notStaffNow(staff, 'hier')).toBe('its sessions were ended');
  });
});
