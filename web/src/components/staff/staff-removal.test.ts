import { staffTextIn } from './staff-language';
import { forgetRemovedStaff, returnCheckEveryMs, watchStaffRemoval } from './staff-removal';
import type { ProfileAnswer } from '../../lib/firebase/profile-role';

// Auth, the profile's read on the server and the cache's clearing are faked: what is asked of them and
// what they answer. The real ones run in tests/e2e/staff-removed.spec.ts.
let mockTokenListener: ((user: unknown) => void) | null = null;
const mockAuth: { currentUser: unknown } = { currentUser: null };
const mockProfileReads: { uid: string; token: string }[] = [];
let mockProfile: () => Promise<ProfileAnswer>;
const mockForgetDevice = jest.fn(async (_notice: unknown) => true);
const mockReload = jest.fn();

jest.mock('../../lib/firebase/auth', () => ({
  get auth() {
    return mockAuth;
  },
}));
jest.mock('firebase/auth', () => ({
  onIdTokenChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    mockTokenListener = listener;
    listener(mockAuth.currentUser);
    return () => {
      mockTokenListener = null;
    };
  },
  signOut: async () => undefined,
}));
jest.mock('../../lib/firebase/profile-role', () => ({
  profileRoleOnServer: (uid: string, token: string) => {
    mockProfileReads.push({ uid, token });
    return mockProfile();
  },
}));
jest.mock('../../lib/firebase/device-cache', () => ({ forgetDevice: (notice: unknown) => mockForgetDevice(notice) }));
jest.mock('./staff-notice', () => ({
  ...jest.requireActual<typeof import('./staff-notice')>('./staff-notice'),
  reloadIntoLogin: (notice: unknown) => mockReload(notice),
}));

const authError = (code: string) => Object.assign(new Error(code), { code });

/**
 * A signed-in user as Auth hands it out: its token now (`held`) says `claim`; a forced refresh gives
 * `refreshed` (a new token and its claim) or fails with `refusal`.
 */
function fakeUser(
  uid: string,
  { claim = 'seller', refreshed = claim, refusal }: { claim?: string; refreshed?: string; refusal?: Error } = {},
) {
  let refreshes = 0;
  let current = { token: `held-${uid}`, claims: { role: claim } };
  const user = {
    uid,
    getIdToken: jest.fn(async () => current.token),
    getIdTokenResult: jest.fn(async (force?: boolean) => {
      if (!force) return current;
      if (refusal) throw refusal;
      refreshes += 1;
      current = { token: `fresh-${uid}-${refreshes}`, claims: { role: refreshed } };
      return current;
    }),
  };
  return user;
}

// One clock for the whole file: the last check on coming back is the tab's, across the tests.
let time = 1_000_000_000;
const now = () => time;

/** Starts the watch of `user`, signed in; returns what it found and how to stop it. */
function watch(user: ReturnType<typeof fakeUser>) {
  mockAuth.currentUser = user;
  const removed: string[] = [];
  const stop = watchStaffRemoval(user as never, (uid) => removed.push(uid), now);
  return { removed, stop };
}

/** The phone's screen goes off, and on again once enough time has passed for a new check. */
function comeBack() {
  time += returnCheckEveryMs;
  document.dispatchEvent(new Event('visibilitychange'));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  mockProfileReads.length = 0;
  mockProfile = async () => ({ role: 'seller' });
  mockForgetDevice.mockClear();
  mockReload.mockClear();
  mockAuth.currentUser = null;
  time += 10 * returnCheckEveryMs;
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  localStorage.clear();
});

describe('watchStaffRemoval: how the console learns a staff member was removed', () => {
  it('costs no read while the tokens carry a staff claim', async () => {
    const user = fakeUser('u1');
    const { removed, stop } = watch(user);
    mockTokenListener?.(user);
    await settle();
    expect(removed).toEqual([]);
    expect(mockProfileReads).toEqual([]);
    expect(user.getIdTokenResult).not.toHaveBeenCalledWith(true);
    stop();
  });

  it('on a token whose claim is no longer staff, asks the profile once: removed when it says so too', async () => {
    const user = fakeUser('u1');
    const { removed, stop } = watch(user);
    await settle();
    mockProfile = async () => ({ role: 'customer' });
    user.getIdTokenResult.mockResolvedValueOnce({ token: 'new-token', claims: { role: 'customer' } });
    mockTokenListener?.(user);
    await settle();
    expect(mockProfileReads).toEqual([{ uid: 'u1', token: 'new-token' }]);
    expect(removed).toEqual(['u1']);
    stop();
  });

  it('leaves a token whose claim lags a profile that is still staff', async () => {
    const user = fakeUser('u1', { claim: 'customer' });
    const { removed, stop } = watch(user);
    await settle();
    expect(mockProfileReads).toHaveLength(1);
    expect(removed).toEqual([]);
    stop();
  });

  it('on coming back into view, forces a refresh and reads the profile once: removed when its role is gone', async () => {
    const user = fakeUser('u1');
    const { removed, stop } = watch(user);
    await settle();
    mockProfile = async () => ({ role: 'customer' });
    comeBack();
    await settle();
    expect(user.getIdTokenResult).toHaveBeenCalledWith(true);
    expect(mockProfileReads).toEqual([{ uid: 'u1', token: 'fresh-u1-1' }]);
    expect(removed).toEqual(['u1']);
    stop();
  });

  it('checks on coming back at most every five minutes, and not offline', async () => {
    const user = fakeUser('u1');
    const { removed, stop } = watch(user);
    comeBack();
    await settle();
    expect(mockProfileReads).toHaveLength(1);
    time += returnCheckEveryMs - 1;
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(mockProfileReads).toHaveLength(1);
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    time += 1;
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(mockProfileReads).toHaveLength(1);
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(mockProfileReads).toHaveLength(2);
    expect(removed).toEqual([]);
    stop();
  });

  it('reads the profile once per check: the token change of its own refresh is not read again', async () => {
    // The refreshed claim lags the profile, which still says staff.
    const user = fakeUser('u1', { refreshed: 'customer' });
    const { removed, stop } = watch(user);
    comeBack();
    await settle();
    mockTokenListener?.(user);
    await settle();
    expect(mockProfileReads).toEqual([{ uid: 'u1', token: 'fresh-u1-1' }]);
    expect(removed).toEqual([]);
    stop();
  });

  it('takes a profile the server refuses to read as removed', async () => {
    const user = fakeUser('u1');
    const { removed, stop } = watch(user);
    mockProfile = async () => 'refused';
    comeBack();
    await settle();
    expect(removed).toEqual(['u1']);
    stop();
  });

  it.each(['auth/user-disabled', 'auth/user-not-found'])(
    'takes a refresh refused with %s as removed, with no read',
    async (code) => {
      const user = fakeUser('u1', { refusal: authError(code) });
      const { removed, stop } = watch(user);
      comeBack();
      await settle();
      expect(removed).toEqual(['u1']);
      expect(mockProfileReads).toEqual([]);
      stop();
    },
  );

  it.each(['auth/user-token-expired', 'auth/invalid-user-token'])(
    'on a refresh refused with %s (sessions ended), asks the profile with the token the device holds',
    async (code) => {
      const user = fakeUser('u1', { refusal: authError(code) });
      const { removed, stop } = watch(user);
      mockProfile = async () => ({ role: 'customer' });
      comeBack();
      await settle();
      expect(mockProfileReads).toEqual([{ uid: 'u1', token: 'held-u1' }]);
      expect(removed).toEqual(['u1']);
      stop();
    },
  );

  it('leaves a staff member whose sessions were ended for a role change: still staff, only signed out', async () => {
    const user = fakeUser('u1', { refusal: authError('auth/user-token-expired') });
    const { removed, stop } = watch(user);
    mockProfile = async () => ({ role: 'manager' });
    comeBack();
    // Auth signs the tab out as it refuses the refresh: that sign-out is the same news, not read again.
    mockAuth.currentUser = null;
    mockTokenListener?.(null);
    await settle();
    await settle();
    expect(mockProfileReads).toHaveLength(1);
    expect(removed).toEqual([]);
    stop();
  });

  it('lets Auth refusing the refresh decide when the profile cannot be read then', async () => {
    const user = fakeUser('u1', { refusal: authError('auth/user-token-expired') });
    const { removed, stop } = watch(user);
    mockProfile = () => Promise.reject(new TypeError('Failed to fetch'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    comeBack();
    await settle();
    expect(removed).toEqual(['u1']);
    stop();
  });

  it('decides nothing when Auth cannot be reached', async () => {
    const user = fakeUser('u1', { refusal: authError('auth/network-request-failed') });
    const { removed, stop } = watch(user);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    comeBack();
    await settle();
    expect(removed).toEqual([]);
    expect(mockProfileReads).toEqual([]);
    stop();
  });

  it('when Auth signs the tab out by itself, refreshes the account once more: removed when refused', async () => {
    const user = fakeUser('u1');
    const { removed, stop } = watch(user);
    await settle();
    // Auth's hourly refresh was refused (the account disabled): it signed the tab out.
    user.getIdTokenResult.mockRejectedValue(authError('auth/user-disabled'));
    mockAuth.currentUser = null;
    mockTokenListener?.(null);
    stop();
    await settle();
    expect(removed).toEqual(['u1']);
  });

  it('leaves a Logout in another tab alone: the account refreshes and is still staff', async () => {
    const user = fakeUser('u1');
    const { removed, stop } = watch(user);
    await settle();
    mockAuth.currentUser = null;
    mockTokenListener?.(null);
    await settle();
    expect(user.getIdTokenResult).toHaveBeenCalledWith(true);
    expect(removed).toEqual([]);
    stop();
  });

  it('says so once, however many checks find it', async () => {
    const user = fakeUser('u1', { claim: 'customer' });
    mockProfile = async () => ({ role: 'customer' });
    const { removed, stop } = watch(user);
    comeBack();
    mockTokenListener?.(user);
    await settle();
    await settle();
    expect(removed).toEqual(['u1']);
    stop();
  });
});

describe('forgetRemovedStaff: what the device forgets', () => {
  it('drops the unsent actions and drafts of that staff member only, clears the cache, and says how many were dropped', async () => {
    localStorage.setItem('kasuwa.queued.u1.a1', JSON.stringify({ id: 'a1', at: 1 }));
    localStorage.setItem('kasuwa.queued.u1.a2', JSON.stringify({ id: 'a2', at: 2, refused: true }));
    localStorage.setItem('kasuwa.drafts.u1.r1', JSON.stringify({ requestId: 'r1' }));
    localStorage.setItem('kasuwa.queued.u2.a3', JSON.stringify({ id: 'a3', at: 3 }));
    const notice = forgetRemovedStaff('u1');
    expect(staffTextIn('en', notice.text)).toBe(
      'Your staff access was removed: this device’s copy of the shop’s data was erased. 2 actions not sent were dropped.',
    );
    expect(notice.tone).toBe('error');
    await settle();
    expect(mockForgetDevice).toHaveBeenCalledWith(notice);
    expect(mockReload).toHaveBeenCalledWith(notice);
    const left = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).sort();
    // What is left of u1 is the count, for the other tabs.
    expect(left).toEqual(['kasuwa.dropped.u1', 'kasuwa.queued.u2.a3']);
  });
});
