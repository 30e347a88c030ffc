import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { collections } from '@kasuwa/contract/collections';
import { auth, db } from '../firebase';
import { createRateLimiter } from '../rate-limits/rate-limiter';
import { createAccountStore } from './account-store';
import { setEmailVerifiedHandler } from './set-email-verified';
import { findAccountHandler } from './find-account';
import { listStaffHandler } from './list-staff';
import { createRoleLock } from './role-lock';
import { setUserRoleHandler, type RoleChangeLog } from './set-user-role';
import { syncRoleClaimHandler } from './sync-role-claim';
import { loggedTrigger } from '../logged-trigger';
import { observed } from '../operations/observers';
import { appCallable } from '../app-callable';

const accounts = createAccountStore(auth, db.collection(collections.profiles));
const limiter = createRateLimiter({
  doc: (id) => db.collection(collections.rateLimits).doc(id),
  runTransaction: (work) => db.runTransaction(work),
});

/**
 * Called by the verify page, signed in or not: Cloud Run lets every caller in, the handler limits them.
 * No App Check: the public page loads no Firebase SDK (docs/adr/0077-app-check.md).
 */
export const setEmailVerified = onCall(
  { invoker: 'public' },
  observed.callable('setEmailVerified', setEmailVerifiedHandler({ accounts, consume: limiter.consume })),
);

const withRoleLock = createRoleLock({
  ref: db.collection(collections.locks).doc('roles'),
  runTransaction: (work) => db.runTransaction(work),
});

const roleChanges: RoleChangeLog = {
  async record(change) {
    const ref = await db.collection(collections.roleChanges).add({ ...change, at: FieldValue.serverTimestamp() });
    return { takeBack: () => ref.delete() };
  },
};

/** Cloud Run lets every caller in; the handlers themselves check the ID token's role. */
export const setUserRole = appCallable('setUserRole', setUserRoleHandler({ accounts, withRoleLock, log: roleChanges }));
export const listStaff = appCallable('listStaff', listStaffHandler(accounts));
export const findAccount = appCallable('findAccount', findAccountHandler(accounts));

const syncRoleClaimOf = syncRoleClaimHandler(accounts);

/** Keeps the role claim in step with profiles changed any other way (console, Admin SDK, scripts). */
export const syncRoleClaim = onDocumentWritten(
  `${collections.profiles}/{uid}`,
  observed.event('syncRoleClaim', async (event) => {
    const { uid } = event.params;
    await loggedTrigger('bring the role claim in step with the profile', { uid }, () => syncRoleClaimOf(uid));
  }),
);
