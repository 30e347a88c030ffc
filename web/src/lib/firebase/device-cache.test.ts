import { forgetDevice, signOutOfDevice } from './device-cache';

// The Firebase boundary is faked: what is asked of it, in which order. The real SDK clearing its
// IndexedDB cache runs in tests/e2e/feedback-admin.spec.ts.
const mockCalls: string[] = [];
let mockPendingWrites: Promise<void>;
let mockClear: () => Promise<void>;
let mockSignOut: () => Promise<void> = async () => undefined;
const mockAnnounced: unknown[] = [];
jest.mock('./auth', () => ({ auth: {} }));
jest.mock('./firestore', () => ({ db: {} }));
jest.mock('./cache-clearing', () => ({
  announceCacheClearing: (why: unknown) => {
    mockCalls.push('announceCacheClearing');
    mockAnnounced.push(why);
  },
}));
jest.mock('firebase/auth', () => ({
  signOut: async () => {
    mockCalls.push('signOut');
    return mockSignOut();
  },
}));
jest.mock('firebase/firestore', () => ({
  waitForPendingWrites: () => {
    mockCalls.push('waitForPendingWrites');
    return mockPendingWrites;
  },
  terminate: async () => {
    mockCalls.push('terminate');
  },
  clearIndexedDbPersistence: () => {
    mockCalls.push('clearIndexedDbPersistence');
    return mockClear();
  },
}));

beforeEach(() => {
  mockCalls.length = 0;
  mockAnnounced.length = 0;
  mockSignOut = async () => undefined;
  mockPendingWrites = Promise.resolve();
  mockClear = () => Promise.resolve();
});

afterEach(() => jest.useRealTimers());

describe('signOutOfDevice', () => {
  it('clears the cache once the server has every write, after signing out', async () => {
    await expect(signOutOfDevice()).resolves.toEqual({ writesWaiting: false, firestoreClosed: true });
    expect(mockCalls).toEqual([
      'waitForPendingWrites',
      'signOut',
      'announceCacheClearing',
      'terminate',
      'clearIndexedDbPersistence',
    ]);
    expect(mockAnnounced).toEqual([{}]);
  });

  it('keeps the cache, and the writes in its queue, when they are still unsent after 2 s', async () => {
    jest.useFakeTimers();
    mockPendingWrites = new Promise(() => undefined);
    const outcome = signOutOfDevice();
    await jest.advanceTimersByTimeAsync(1_999);
    expect(mockCalls).toEqual(['waitForPendingWrites']);
    await jest.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ writesWaiting: true, firestoreClosed: false });
    expect(mockCalls).toEqual(['waitForPendingWrites', 'signOut']);
  });

  it('keeps the cache when the queue cannot be asked', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockPendingWrites = Promise.reject(new Error('user changed'));
    await expect(signOutOfDevice()).resolves.toEqual({ writesWaiting: true, firestoreClosed: false });
    expect(mockCalls).toEqual(['waitForPendingWrites', 'signOut']);
  });

  it('says the page must load again when the cache cannot be cleared', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockClear = () => Promise.reject(Object.assign(new Error('quota'), { code: 'internal' }));
    await expect(signOutOfDevice()).resolves.toEqual({ writesWaiting: false, firestoreClosed: true });
    expect(mockCalls.filter((call) => call === 'clearIndexedDbPersistence')).toHaveLength(1);
    expect(warn).toHaveBeenLastCalledWith(
      'The device cache stays: it could not be cleared',
      expect.objectContaining({ code: 'internal' }),
    );
  });
});

describe('forgetDevice (a staff member removed)', () => {
  it('clears the cache at once, writes still waiting in its queue included, and tells the other tabs what to say', async () => {
    // Writes wait that the server will never take from an account no longer staff.
    mockPendingWrites = new Promise(() => undefined);
    const notice = { text: 'Removed', tone: 'error' };
    await expect(forgetDevice(notice)).resolves.toBe(true);
    expect(mockCalls).toEqual(['signOut', 'announceCacheClearing', 'terminate', 'clearIndexedDbPersistence']);
    expect(mockAnnounced).toEqual([{ notice }]);
  });

  it('clears the cache even when Auth had signed the tab out and signing out fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockSignOut = () => Promise.reject(new Error('network'));
    await expect(forgetDevice({ text: 'Removed', tone: 'error' })).resolves.toBe(true);
    expect(mockCalls).toEqual(['signOut', 'announceCacheClearing', 'terminate', 'clearIndexedDbPersistence']);
  });

  it('says the cache stays when it cannot be deleted', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockClear = () => Promise.reject(new Error('blocked'));
    await expect(forgetDevice({ text: 'Removed', tone: 'error' })).resolves.toBe(false);
  });
});

describe('two tabs clearing the cache at once', () => {
  /** Web Locks as the browser grants them: one holder of a name at a time, the others queued in order. */
  function fakeLocks() {
    let held = Promise.resolve();
    const requested: string[] = [];
    const locks = {
      request: (name: string, granted: () => Promise<unknown>) => {
        requested.push(name);
        const turn = held.then(granted);
        held = turn.then(
          () => undefined,
          () => undefined,
        );
        return turn;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    return requested;
  }
  afterEach(() => {
    delete (navigator as { locks?: unknown }).locks;
  });

  it('take turns: the second closes its Firestore only once the first has deleted the cache', async () => {
    const requested = fakeLocks();
    let deleted: () => void = () => undefined;
    mockClear = () =>
      new Promise((resolve) => {
        deleted = resolve;
      });
    const first = forgetDevice({ text: 'Removed', tone: 'error' });
    const second = forgetDevice({ text: 'Removed', tone: 'error' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockCalls.filter((call) => call === 'terminate')).toHaveLength(1);
    expect(mockCalls.at(-1)).toBe('clearIndexedDbPersistence');
    mockClear = () => Promise.resolve();
    deleted();
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(mockCalls.filter((call) => call === 'terminate' || call === 'clearIndexedDbPersistence')).toEqual([
      'terminate',
      'clearIndexedDbPersistence',
      'terminate',
      'clearIndexedDbPersistence',
    ]);
    expect(requested).toEqual(['kasuwa.firestore-cache-clearing', 'kasuwa.firestore-cache-clearing']);
  });
});
