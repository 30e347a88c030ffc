import type { CallableRequest } from 'firebase-functions/v2/https';
import { fakeAccounts } from './fake-accounts';

const roles = ['admin', 'manager', 'seller', 'rider', 'viewer'];

/**
 * Each role's account (u-admin, u-manager…), its claim and profile agreeing; u-demoted was a manager, a
 * seller now in Auth and its profile.
 */
export const everyRoleAccounts = () =>
  fakeAccounts(
    [
      ...roles.map((role) => ({ uid: `u-${role}`, emailVerified: true, customClaims: { role } })),
      { uid: 'u-demoted', emailVerified: true, customClaims: { role: 'seller' } },
    ],
    Object.fromEntries([...roles.map((role) => [`u-${role}`, { role }]), ['u-demoted', { role: 'seller' }]]),
  ).store;

/** A callable request whose ID token says the role given, from u-<role> unless another uid is given. */
export const callAs = (role: string, data: unknown, { uid = `u-${role}`, email }: { uid?: string; email?: string } = {}) =>
  ({
    data,
    auth: { uid, token: { role, email_verified: true, ...(email !== undefined && { email }) } },
  }) as unknown as CallableRequest<unknown>;
