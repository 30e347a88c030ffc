import { logger } from '../operations/request-log';

/** A lease held while one role change runs; it expires if its function dies holding it. */
interface Lease {
  holder: string;
  expiresAtMillis: number;
}

interface LeaseTransaction<Ref> {
  get(ref: Ref): Promise<{ data(): unknown }>;
  set(ref: Ref, lease: Lease): unknown;
  delete(ref: Ref): unknown;
}

/** The part of Firestore the lock uses: one document and transactions. */
export interface LeaseStore<Ref> {
  ref: Ref;
  runTransaction<T>(work: (transaction: LeaseTransaction<Ref>) => Promise<T>): Promise<T>;
}

export class RoleLockBusyError extends Error {
  override name = 'RoleLockBusyError';
}

const leaseMs = 60_000;
const attempts = 10;
const pauseMs = 300;

const leaseOf = (data: unknown): Lease | null => {
  const lease = data as Partial<Lease> | undefined;
  return typeof lease?.holder === 'string' && typeof lease.expiresAtMillis === 'number'
    ? { holder: lease.holder, expiresAtMillis: lease.expiresAtMillis }
    : null;
};

/**
 * Role changes one at a time: counting the admins and changing a role must not interleave, or two
 * admins revoking each other at once would leave none. Claims live in Auth, outside any transaction,
 * so a lease in Firestore serialises the changes; a caller waits a few seconds for it, then gives up.
 */
export function createRoleLock<Ref>(store: LeaseStore<Ref>, now: () => number = Date.now) {
  const tryAcquire = (holder: string) =>
    store.runTransaction(async (transaction) => {
      const current = leaseOf((await transaction.get(store.ref)).data());
      if (current && current.expiresAtMillis > now()) return false;
      transaction.set(store.ref, { holder, expiresAtMillis: now() + leaseMs });
      return true;
    });

  const release = (holder: string) =>
    store.runTransaction(async (transaction) => {
      if (leaseOf((await transaction.get(store.ref)).data())?.holder === holder) transaction.delete(store.ref);
    });

  return async function withRoleLock<T>(work: () => Promise<T>): Promise<T> {
    const holder = `${now()}-${Math.random().toString(36).slice(2)}`;
    let acquired = false;
    for (let attempt = 0; attempt < attempts && !acquired; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      acquired = await tryAcquire(holder);
    }
    if (!acquired) throw new RoleLockBusyError('Another role change is running');
    try {
      return await work();
    } finally {
      // An unreleased lease only delays the next change until it expires.
      await release(holder).catch((error: unknown) => logger.error('Could not release the role lock:', error));
    }
  };
}

export type WithRoleLock = ReturnType<typeof createRoleLock>;
