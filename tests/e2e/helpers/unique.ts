import { randomUUID } from 'node:crypto';

/**
 * A short id no other test or run shares: the emulators keep every spec's records for the whole run.
 * It starts with a letter, so it is never eight digits, which a page error's text loses as a phone
 * number (an id e2e-23528284 reached /store/health as e2e-[number] in a clean-clone run, 2026-12-03).
 */
export const uniqueId = () => `u${randomUUID().slice(0, 7)}`;
