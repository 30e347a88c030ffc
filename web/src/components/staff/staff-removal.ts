import { onIdTokenChanged, signOut, type IdTokenResult, type User } from 'firebase/auth';
import { isStaffRole } from '@kasuwa/contract/roles';
import { auth } from '../../lib/firebase/auth';
import { clearInThisTab } from '../../lib/firebase/cache-clearing';
import { removedNotice } from './removed-notice';
import { reloadIntoLogin, type StaffNotice } from './staff-notice';
import { dropUnsentOnDevice, forgetDroppedCount } from './unsent-on-device';

/**
 * A staff member removed while signed in on a phone (their role taken away with setUserRole or the
 * team page, their account disabled or deleted, their sessions ended) must not keep the shop's orders,
 * customers' phones and addresses on it: as soon as the console learns it, the device forgets them
 * (forgetRemovedStaff). It learns it from Auth and from the profile, which the rules' staffCan wants
 * equal to the token's claim:
 * - on every ID token change (onIdTokenChanged: a refresh, Auth's own each hour included): a token
 *   whose role claim is no longer the team's is checked against the profile, one read (a claim may lag
 *   the profile); a staff claim costs nothing;
 * - when Auth signs the tab out by itself (it does when a refresh is refused as disabled or revoked):
 *   the account's token is refreshed once more to learn why, and a Logout elsewhere is left alone;
 * - when the tab comes back into view, at most every returnCheckEveryMs: a refresh forced, then one
 *   read of the profile.
 * A refresh refused because the account is disabled or deleted decides alone; one refused because the
 * sessions were ended asks the profile first, read with the ID token the device still holds, as a
 * role changed for another of the team's ends them too: such a staff member is signed out, not
 * removed. The profile is read on the server, never from the device's cache (profileRoleOnServer).
 * Offline, or when the server cannot be asked, nothing is decided.
 */

/** What a check found: the account is no longer staff, still is, or the server could not be asked. */
export type Verdict = 'removed' | 'staff' | 'unknown';

interface Finding {
  verdict: Verdict;
  /** A token found to be a staff member's: the token change it makes is not checked again. */
  staffToken?: string;
  /** Auth refused the refresh. */
  refused?: boolean;
}

/** Auth refused a refresh because the account is disabled or deleted, or its sessions were ended. */
const refusedRefresh = new Set([
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/user-token-expired',
  'auth/invalid-user-token',
]);
/** Of those, the refusals no profile can answer: the account itself is gone or disabled. */
const accountGone = new Set(['auth/user-disabled', 'auth/user-not-found']);

/** A tab coming back into view forces a refresh and reads the profile at most this often. */
export const returnCheckEveryMs = 5 * 60_000;

async function profileVerdict(uid: string, idToken: string): Promise<Verdict> {
  try {
    const { profileRoleOnServer } = await import('../../lib/firebase/profile-role');
    const answer = await profileRoleOnServer(uid, idToken);
    return answer !== 'refused' && isStaffRole(answer.role) ? 'staff' : 'removed';
  } catch (error) {
    console.warn('Could not read the profile to check the staff access:', error);
    return 'unknown';
  }
}

/** A token as Auth gave it: a staff claim says staff; any other is checked against the profile. */
async function tokenFinding(uid: string, token: IdTokenResult): Promise<Finding> {
  if (isStaffRole(token.claims.role)) return { verdict: 'staff', staffToken: token.token };
  const verdict = await profileVerdict(uid, token.token);
  return verdict === 'staff' ? { verdict, staffToken: token.token } : { verdict };
}

/** A refresh that failed: removed, still staff, or unknown when it failed for another reason (no network). */
async function refusalFinding(uid: string, error: unknown, heldToken: string | null): Promise<Finding> {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !refusedRefresh.has(code)) {
    console.warn('Could not refresh the token to check the staff access:', error);
    return { verdict: 'unknown' };
  }
  if (accountGone.has(code) || !heldToken) return { verdict: 'removed', refused: true };
  // Sessions ended: the role taken away, or changed for another of the team's. Should the profile not
  // answer, Auth's refusal decides.
  const verdict = await profileVerdict(uid, heldToken);
  return { verdict: verdict === 'unknown' ? 'removed' : verdict, refused: true };
}

/** The ID token the device holds, if it is still good (it is not refreshed here when it is not). */
const heldToken = (user: User) => user.getIdToken().catch(() => null);

/** A refresh of the account's token forced, then `found` with it; a refused refresh says why. */
async function afterRefresh(user: User, found: (fresh: IdTokenResult) => Promise<Finding>): Promise<Finding> {
  const held = await heldToken(user);
  let fresh: IdTokenResult;
  try {
    fresh = await user.getIdTokenResult(true);
  } catch (error) {
    return refusalFinding(user.uid, error, held);
  }
  return found(fresh);
}

/** The tab came back: a refresh forced, then the profile read with the fresh token. */
const returnFinding = (user: User) =>
  afterRefresh(user, async (fresh) => {
    const verdict = await profileVerdict(user.uid, fresh.token);
    return verdict === 'staff' ? { verdict, staffToken: fresh.token } : { verdict };
  });

/** Signed out without this tab asking: a refresh of the account's token says whether Auth did it, and why. */
const signedOutFinding = (previous: User) => afterRefresh(previous, (fresh) => tokenFinding(previous.uid, fresh));

/** When this tab last forced a refresh on coming back into view (one per tab, whatever the pages). */
let lastReturnCheck = Number.NEGATIVE_INFINITY;

/**
 * Watches the signed-in staff member `user` until stopped, and calls `onRemoved` once when the account
 * is no longer staff. One check at a time; what happens meanwhile is checked after it. A check under way
 * when the watch stops still ends, and still calls `onRemoved`: Auth signing the tab out is what stops it.
 */
export function watchStaffRemoval(user: User, onRemoved: (uid: string) => void, now: () => number = Date.now): () => void {
  const { uid } = user;
  forgetDroppedCount(uid);
  let previous: User | null = user;
  let running = false;
  let next: (() => Promise<Finding>) | null = null;
  let removed = false;
  let verifiedToken: string | null = null;
  // Auth refused a refresh and the profile still says staff: the sign-out that comes with it is known.
  let refusalKnown = false;

  const run = (check: () => Promise<Finding>) => {
    if (removed) return;
    if (running) {
      next = check;
      return;
    }
    running = true;
    void check()
      .then(
        (finding) => {
          if (finding.staffToken) verifiedToken = finding.staffToken;
          if (finding.refused && finding.verdict === 'staff') refusalKnown = true;
          if (finding.verdict !== 'removed' || removed) return;
          removed = true;
          onRemoved(uid);
        },
        (error: unknown) => console.error('The staff access check failed:', error),
      )
      .finally(() => {
        running = false;
        const queued = next;
        next = null;
        if (queued) run(queued);
      });
  };

  const stopTokens = onIdTokenChanged(auth, (current) => {
    if (current === null) {
      const account = previous;
      if (account && !refusalKnown) run(() => signedOutFinding(account));
      return;
    }
    if (current.uid !== uid) {
      // Another account signed in here: its own session is the gate's to check.
      previous = null;
      return;
    }
    previous = current;
    run(async () => {
      const token = await current.getIdTokenResult();
      return token.token === verifiedToken ? { verdict: 'staff' } : tokenFinding(uid, token);
    });
  });

  const returned = () => {
    if (document.visibilityState !== 'visible' || !navigator.onLine) return;
    const account = auth.currentUser;
    if (account?.uid !== uid || now() - lastReturnCheck < returnCheckEveryMs) return;
    lastReturnCheck = now();
    run(() => returnFinding(account));
  };
  document.addEventListener('visibilitychange', returned);

  return () => {
    stopTokens();
    document.removeEventListener('visibilitychange', returned);
  };
}

const cannotClear: StaffNotice = { text: 'Access denied: Invalid role', tone: 'error' };
/** The notice of the forgetting under way in this tab: once per tab. */
let forgetting: StaffNotice | null = null;

/**
 * The device forgets a staff member whose access was taken away: their unsent actions and phone order
 * drafts (customers' names and phones) leave localStorage, and Firestore's cache is cleared whatever
 * still waits in its queue, as the rules would refuse it from them (forgetDevice, loaded with Firestore
 * only now); then the login page loads afresh and says so, with how many actions were dropped unsent.
 * Returns that notice at once, for the page to show meanwhile.
 */
export function forgetRemovedStaff(uid: string): StaffNotice {
  if (forgetting) return forgetting;
  // Another tab that learned it too announces its own clearing meanwhile: this one still clears.
  clearInThisTab();
  const unsent = dropUnsentOnDevice(uid);
  const notice = removedNotice(unsent);
  forgetting = notice;
  void (async () => {
    let cleared = false;
    try {
      const { forgetDevice } = await import('../../lib/firebase/device-cache');
      cleared = await forgetDevice(notice);
    } catch (error) {
      console.error('Firestore could not be loaded to clear the device cache of a removed staff member; it stays:', error);
      await signOut(auth).catch((signOutError: unknown) => console.warn('Could not sign out either:', signOutError));
    }
    // A write that settled meanwhile may have kept its record again (a refusal seen on arrival).
    dropUnsentOnDevice(uid);
    reloadIntoLogin(cleared ? notice : cannotClear);
  })();
  return notice;
}
