import { staffPermissionRoles, staffPermissions, staffRoles } from '@kasuwa/contract/staff-roles';
import { isStaffToken, notStaffNow } from './staff-standing';

describe('isStaffToken', () => {
  it('is a role claim holding the power, on a verified address, nothing less', () => {
    expect(isStaffToken({ role: 'admin', email_verified: true }, 'staff')).toBe(true);
    expect(isStaffToken({ role: 'admin', email_verified: false }, 'staff')).toBe(false);
    expect(isStaffToken({ role: 'admin' }, 'staff')).toBe(false);
    expect(isStaffToken({ role: 'customer', email_verified: true }, 'read')).toBe(false);
    expect(isStaffToken({ role: 'admin', email_verified: 'true' }, 'staff')).toBe(false);
  });

  it('gives each role exactly the powers of the contract’s table', () => {
    for (const permission of staffPermissions) {
      const holders = staffRoles.filter((role) => isStaffToken({ role, email_verified: true }, permission));
      expect([permission, holders]).toEqual([permission, [...staffPermissionRoles[permission]]]);
    }
    expect(isStaffToken({ role: 'viewer', email_verified: true }, 'orders')).toBe(false);
    expect(isStaffToken({ role: 'seller', email_verified: true }, 'staff')).toBe(false);
    expect(isStaffToken({ role: 'manager', email_verified: true }, 'settings')).toBe(false);
    expect(isStaffToken({ role: 'rider', email_verified: true }, 'read')).toBe(false);
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
    expect(notStaffNow(staff, signedInAt / 1000, 'staff')).toBeNull();
    expect(notStaffNow({ ...staff, tokensValidAfter: null }, undefined, 'staff')).toBeNull();
    expect(notStaffNow({ ...staff, claims: { role: 'seller' } }, signedInAt / 1000, 'orders')).toBeNull();
  });

  it('says why anyone else is refused', () => {
    expect(notStaffNow(null, signedInAt / 1000, 'staff')).toBe('the account is gone');
    expect(notStaffNow({ ...staff, disabled: true }, signedInAt / 1000, 'staff')).toBe('the account is disabled');
    expect(notStaffNow({ ...staff, claims: { role: 'customer' } }, signedInAt / 1000, 'staff')).toBe('the role was taken back');
    expect(notStaffNow({ ...staff, claims: { role: 'manager' } }, signedInAt / 1000, 'staff')).toBe('the role was taken back');
    expect(notStaffNow({ ...staff, emailVerified: false }, signedInAt / 1000, 'staff')).toBe('the address is not verified');
    expect(notStaffNow({ ...staff, tokensValidAfter: signedInAt + 1_000 }, signedInAt / 1000, 'staff')).toBe(
      'its sessions were ended',
    );
    expect(notStaffNow(staff, 'hier', 'staff')).toBe('its sessions were ended');
  });
});
