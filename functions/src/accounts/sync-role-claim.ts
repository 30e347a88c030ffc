import { logger } from '../operations/request-log';
import { z } from 'zod';
import { isStaffRole, roles, type Role } from '@kasuwa/contract/roles';
import type { AccountStore } from './account-store';

const roleSchema = z.enum(roles);

/**
 * syncRoleClaim: after any write to a profile, makes the account's role claim match the profile's
 * role, or removes it when the profile is gone. It reads the profile as it is now rather than as the
 * event saw it, so an event that arrives late cannot bring back an old role. It only writes claims,
 * never the profile, so it cannot trigger itself, and it writes nothing when already in step. A
 * profile given a staff role for an address that is not verified gets no claim at all; an account whose
 * staff role changes or goes has its sessions ended.
 */
export function syncRoleClaimHandler(accounts: Pick<AccountStore, 'byUid' | 'profile' | 'setRoleClaim' | 'endSessions'>) {
  return async (uid: string): Promise<void> => {
    const account = await accounts.byUid(uid);
    if (!account) {
      logger.info('syncRoleClaim changed nothing: the profile has no Auth account', { uid });
      return;
    }
    const profile = await accounts.profile(uid);
    let wanted: Role | null = null;
    if (profile !== undefined) {
      const role = roleSchema.safeParse(profile.role);
      if (role.success && isStaffRole(role.data) && !account.emailVerified) {
        // The console can set any profile's role: an unverified address still gets no staff claim.
        logger.warn('A profile holds a staff role but its email is not verified; the account gets no role claim', {
          uid,
          role: role.data,
        });
      } else if (role.success) {
        wanted = role.data;
      } else {
        // Failing closed: a mistyped role in the console must not leave an admin claim in place.
        logger.error('A profile holds an unknown role; the account gets no role claim', {
          uid,
          role: String(profile.role).slice(0, 40),
        });
      }
    }
    const current = account.claims.role ?? null;
    if (current === wanted) {
      logger.info('syncRoleClaim changed nothing: the claim already matches the profile', { uid });
      return;
    }
    await accounts.setRoleClaim(account, wanted);
    logger.info('Updated the role claim to match the profile', { uid, from: current, to: wanted });
    if (isStaffRole(current)) {
      // A staff role changed in the console: their sessions end as setUserRole ends them.
      await accounts.endSessions(uid);
      logger.info('Ended the sessions of an account no longer staff', { uid });
    }
  };
}
