import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium, type FullConfig } from '@playwright/test';
import { seedAccounts } from '../support/seed-accounts';
import { chromiumOfflineArgs, chromiumPath } from './chromium-path.mjs';
import { sessionAccounts, sessionFile } from './helpers/sessions';

/** Auth's own database: the session. Firestore's cache and its tabs' keys stay out, as on a new phone. */
const authDatabase = 'firebaseLocalStorageDb';

interface StoredState {
  cookies: unknown[];
  origins: { origin: string; localStorage: { name: string }[]; indexedDB?: { name: string }[] }[];
}

/**
 * Signs each seeded staff member in once, through the login page, and keeps the session for the run
 * (helpers/sessions.ts): the specs that are not about logging in start signed in, two page loads fewer
 * each. The tests of login, logout, ended sessions and role changes log in themselves.
 */
export default async function globalSetup(config: FullConfig) {
  const { baseURL, storageState } = config.projects[0]!.use;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumOfflineArgs });
  try {
    // Side by side: one after another, the four sign-ins were 19 s of the suite's start (2026-12-03).
    await Promise.all(
      sessionAccounts.map(async (account) => {
        const context = await browser.newContext({ baseURL, storageState, serviceWorkers: 'block' });
        const page = await context.newPage();
        await page.goto('/admin-login');
        await page.getByLabel('Email').fill(seedAccounts[account].email);
        await page.getByLabel('Password').fill(seedAccounts[account].password);
        await page.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL((url) => url.pathname !== '/admin-login', { timeout: 120_000 });
        const file = sessionFile(account);
        mkdirSync(dirname(file), { recursive: true });
        await context.storageState({ path: file, indexedDB: true });
        await context.close();
        const state = JSON.parse(readFileSync(file, 'utf8')) as StoredState;
        for (const origin of state.origins) {
          origin.indexedDB = origin.indexedDB?.filter((database) => database.name === authDatabase);
          origin.localStorage = origin.localStorage.filter((entry) => !entry.name.startsWith('firestore_'));
        }
        if (!state.origins.some((origin) => origin.indexedDB?.length)) throw new Error(`No Auth session was kept for ${account}`);
        writeFileSync(file, JSON.stringify(state));
      }),
    );
  } finally {
    await browser.close();
  }
}
