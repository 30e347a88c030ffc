import { defineConfig } from '@playwright/test';
import { chromiumOfflineArgs, chromiumPath } from './chromium-path.mjs';

/** Runs against the Hosting emulator started by `npm test` (firebase emulators:exec). */
export default defineConfig({
  testDir: '.',
  timeout: 30_000,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['json']],
  use: {
    baseURL: 'http://127.0.0.1:5000',
    locale: 'fr-FR',
    // The browsers are French, as in Niamey; the staff specs read the console in English, chosen on the
    // device as staff may (store-lists.spec.ts checks the French console and the switch).
    storageState: {
      cookies: [],
      origins: [{ origin: 'http://127.0.0.1:5000', localStorage: [{ name: 'kasuwa.staff-language', value: 'en' }] }],
    },
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumOfflineArgs,
    },
  },
});
