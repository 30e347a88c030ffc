import accounts from '../../scripts/seed/accounts.json';

/** The seeded accounts (scripts/seed/accounts.json), as the tests sign in with them. */
export const seedAccounts = accounts;
export type SeedAccount = (typeof accounts)[keyof typeof accounts];
