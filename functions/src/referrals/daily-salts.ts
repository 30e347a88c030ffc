import { randomBytes } from 'node:crypto';

/** The reads and writes of referralSalts: one document per Niamey day, made by whoever needs it first. */
export interface SaltStore {
  /** The day's salt, made and stored with its expiry if there is none yet (in a transaction). */
  getOrCreate(day: string, fresh: () => string, expiresAt: Date): Promise<string>;
}

/** When a day's salt may go (a TTL policy on `expiresAt`): the day after its Niamey day ends. */
export function saltExpiry(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00+01:00`) + 2 * 86_400_000);
}

/**
 * Each day's random salt, read once per instance and day. Once it is gone (TTL), the hashes of that
 * day cannot be matched to a phone any more.
 */
export function createDailySalts(store: SaltStore, fresh = () => randomBytes(32).toString('hex')) {
  const known = new Map<string, Promise<string>>();
  return async (day: string): Promise<string> => {
    let salt = known.get(day);
    if (!salt) {
      // Yesterday's salt is not needed any more in this instance.
      known.clear();
      salt = store.getOrCreate(day, fresh, saltExpiry(day));
      known.set(day, salt);
      salt.catch(() => known.delete(day));
    }
    return salt;
  };
}
