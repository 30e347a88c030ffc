import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { seedAccounts } from '../../support/seed-accounts';

/** The seeded staff whose signed-in sessions the suite keeps (tests/e2e/global-setup.ts). */
export const sessionAccounts = ['admin', 'manager', 'seller', 'rider'] as const;
export type SessionAccount = (typeof sessionAccounts)[number];

/** The console's storage as the staff specs start with it when signed out: English chosen on the device. */
export const signedOutConsole = {
  cookies: [],
  origins: [{ origin: 'http://127.0.0.1:5000', localStorage: [{ name: 'kasuwa.staff-language', value: 'en' }] }],
};

/** Where a seeded staff member's session is kept for the run: .cache, which no commit holds. */
export const sessionFile = (account: SessionAccount) =>
  join(__dirname, '..', '..', '..', '.cache', 'e2e-sessions', `${seedAccounts[account].uid}.json`);

/**
 * A page already signed in as a seeded staff member: Auth's session (kept in IndexedDB) restored from
 * the run's start, so a test whose subject is not the login starts on its own page.
 */
export async function signedInPage(browser: Browser, account: SessionAccount): Promise<Page> {
  const context = await browser.newContext({ storageState: sessionFile(account) });
  return context.newPage();
}
