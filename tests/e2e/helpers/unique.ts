import { randomUUID } from 'node:crypto';

/** A short id no other test or run shares: the emulators keep every spec's records for the whole run. */
export const uniqueId = () => randomUUID().slice(0, 8);
