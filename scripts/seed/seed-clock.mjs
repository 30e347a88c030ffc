/** The seed pretends it is this moment, so that regenerating it gives the same documents. */
export const seedNow = Date.UTC(2026, 10, 15, 9, 0, 0);
export const hour = 3_600_000;

/** A time as the seed plan writes it (write-seed.mjs makes it a Firestore Timestamp). */
export const timestamp = (millis) => ({ $timestamp: new Date(millis).toISOString() });
