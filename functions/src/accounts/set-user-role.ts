import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from '../operations/request-log';
import { adminRole, isStaffRole, roles, type Role } from '@kasuwa/contract/roles';
import { setUserRoleInputSchema, type SetUserRoleOutput } from '@kasuwa/contract/accounts';
import { staffCallRefusals } from '@kasuwa/contract/refusals';
import { staffAccountRefusals } from '@kasuwa/contract/refusals/staff-accounts';
import type { Account, AccountStore } from './account-store';
import { refusalsOf } from '../refusal';
import { RoleLockBusyError, type WithRoleLock } from './role-lock';
import { staffCall } from './staff-call';
import { notStaffNow } from './staff-standing';

/** What the audit records of one change (the function adds when). */
export interface RoleChangeRecord {
  by: string;
  byEmail?: string;
  target: string;
  targetEmail?: string;
  from: Role | null;
  to: Role;
}

/** The audit of role changes (roleChanges): a record is written before the change, and taken back if it fails. */
export interface RoleChangeLog {
  record(change: RoleChangeRecord): Promise<{ takeBack(): Promise<unknown> }>;
}

interface SetUserRoleDeps {
  accounts: Pick<AccountStore, 'byUid' | 'byEmail' | 'staff' | 'setRoleClaim' | 'setProfileRole' | 'endSessions'>;
  withRoleLock: WithRoleLock;
  log: RoleChangeLog;
}

const roleOf = (account: Account): Role | null => {
  const role = account.claims.role;
  return roles.includes(role as Role) ? (role as Role) : null;
};

const failed = (message: string, error: unknown, details: object) => {
  logger.error(message, error, details);
  return new HttpsError('internal', 'Could not change the role. Try again.');
};

const refuse = refusalsOf(staffAccountRefusals);
const refuseCaller = refusalsOf(staffCallRefusals);

/** Why an account whose email is not verified cannot be made staff, and what to do. */
const unverifiedStaff = (email: string | undefined) =>
  email === undefined
    ? refuse('failed-precondition', 'account-not-verified')
    : refuse('failed-precondition', 'email-not-verified', { email });

/**
 * setUserRole (the owner's power, `staff`): gives an account, found by uid or email, a role of the team
 * or the customer's: the claim first (so that the profile write finds syncRoleClaim with nothing left
 * to do), then the profile's role. Changes run one at a time (withRoleLock), each recorded in
 * roleChanges before it is made; the caller must still hold the power now, not only when their ID token
 * was made; only an account with a verified email gets a staff role; the last enabled owner keeps the
 * role; an account whose staff role changes has its sessions ended, so a power taken away does not live
 * on in a token of before.
 */
export function setUserRoleHandler({ accounts, withRoleLock, log }: SetUserRoleDeps) {
  return async (request: CallableRequest<unknown>): Promise<SetUserRoleOutput> => {
    const { auth, caller, input: wanted } = staffCall(request, 'setUserRole', setUserRoleInputSchema, 'staff');
    const callerEmail = typeof auth.token.email === 'string' ? auth.token.email : undefined;

    try {
      return await withRoleLock(async () => {
        let callerNow: Account | null;
        let target: Account | null;
        try {
          callerNow = await accounts.byUid(caller);
          target = 'uid' in wanted ? await accounts.byUid(wanted.uid) : await accounts.byEmail(wanted.email);
        } catch (error) {
          throw failed('Could not read the accounts of a role change:', error, { caller });
        }
        // An ID token lives up to an hour: a staff member disabled, demoted or signed out since is refused now.
        const refusal = notStaffNow(callerNow, auth.token.auth_time, 'staff');
        if (refusal) {
          logger.warn('Refused setUserRole: caller is no longer staff', { caller, why: refusal });
          throw refuseCaller('permission-denied', 'not-staff');
        }
        if (!target) {
          logger.info('Refused setUserRole: no such account', { caller, by: 'uid' in wanted ? 'uid' : 'email' });
          throw refuse('not-found', 'uid' in wanted ? 'no-such-uid' : 'no-such-email');
        }
        const from = roleOf(target);
        const to = wanted.role;
        // Whoever signed up first with a future staff member's address must not get the role.
        if (isStaffRole(to) && !target.emailVerified) {
          logger.info('Refused setUserRole: the address is not verified', { caller, target: target.uid });
          throw unverifiedStaff(target.email);
        }
        if (from === to) {
          await accounts.setProfileRole(target, to).catch((error: unknown) => {
            throw failed('Could not bring a profile in step with its role:', error, { uid: target.uid });
          });
          return { uid: target.uid, role: to };
        }
        if (from === adminRole) await keepAnOwner(target, caller);

        const change: RoleChangeRecord = {
          by: caller,
          ...(callerEmail && { byEmail: callerEmail }),
          target: target.uid,
          ...(target.email && { targetEmail: target.email }),
          from,
          to,
        };
        const recorded = await log.record(change).catch((error: unknown) => {
          throw failed('Could not record a role change; nothing was changed:', error, change);
        });
        try {
          await accounts.setRoleClaim(target, to);
          await accounts.setProfileRole(target, to);
        } catch (error) {
          await recorded.takeBack().catch((takeBackError: unknown) => {
            logger.error('A role change failed and its audit record could not be taken back:', takeBackError, change);
          });
          throw failed('Could not change a role:', error, change);
        }
        if (isStaffRole(from)) {
          await accounts.endSessions(target.uid).catch((error: unknown) => {
            logger.error('The staff role changed, but the sessions could not be ended; they end within the hour:', error, change);
          });
        }
        logger.info('Changed a role', change);
        return { uid: target.uid, role: to };
      });
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      if (error instanceof RoleLockBusyError) {
        logger.warn('Refused setUserRole: another role change is running', { caller });
        throw refuse('aborted', 'roles-busy');
      }
      throw failed('Could not take the lock of role changes:', error, { caller });
    }
  };

  /** Refuses to take the role from the last enabled owner: someone must be able to run the shop and its team. */
  async function keepAnOwner(target: Account, caller: string) {
    let admins;
    try {
      admins = (await accounts.staff()).filter((account) => account.role === adminRole && !account.disabled);
    } catch (error) {
      throw failed('Could not count the admins before a demotion:', error, { uid: target.uid });
    }
    if (admins.some((account) => account.uid !== target.uid)) return;
    logger.warn('Refused setUserRole: the last admin', { uid: target.uid, caller });
    throw refuse('failed-precondition', target.uid === caller ? 'last-admin-self' : 'last-admin');
  }
}
