import { createRoleLock, RoleLockBusyError } from './role-lock';

/** One lease document and transactions that run one after another, as Firestore's would for one document. */
function leaseStore() {
  const stored: { data?: unknown } = {};
  let queue = Promise.resolve();
  return {
    stored,
    store: {
      ref: 'locks/roles',
      runTransaction<T>(work: (transaction: never) => Promise<T>): Promise<T> {
        const transaction = {
          get: async () => ({ data: () => stored.data }),
          set: (_ref: string, lease: unknown) => {
            stored.data = lease;
          },
          delete: () => {
            delete stored.data;
          },
        };
        const run = queue.then(() => work(transaction as never));
        queue = run.then(
          () => undefined,
          () => undefined,
        );
        return run;
      },
    },
  };
}

describe('withRoleLock', () => {
  it('runs role changes one at a time and releases the lease after each', async () => {
    const { store, stored } = leaseStore();
    const withRoleLock = createRoleLock(store);
    const events: string[] = [];
    const change = (name: string) =>
      withRoleLock(async () => {
        events.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        events.push(`${name} ends`);
        return name;
      });
    expect(await Promise.all([change('first'), change('second')])).toEqual(['first', 'second']);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
    expect(stored.data).toBeUndefined();
  });

  it('releases the lease when the change fails', async () => {
    const { store, stored } = leaseStore();
    const withRoleLock = createRoleLock(store);
    await expect(
      withRoleLock(async () => {
        throw new Error('Auth is down');
      }),
    ).rejects.toThrow('Auth is down');
    expect(stored.data).toBeUndefined();
  });

  it('gives up while a live lease is held, and takes over an expired one', async () => {
    const { store, stored } = leaseStore();
    let now = 1_000_000;
    const withRoleLock = createRoleLock(store, () => now);
    stored.data = { holder: 'a function that died', expiresAtMillis: now + 60_000 };
    await expect(withRoleLock(async () => 'never')).rejects.toBeInstanceOf(RoleLockBusyError);

    now += 60_001;
    expect(await withRoleLock(async () => 'ran')).toBe('ran');
  });
});
