import { defineConfig } from '@playwright/test';
import { chromiumOfflineArgs, chromiumPath } from './chromium-path.mjs';
import { e2eFailuresDir } from './failures-dir.mjs';
import { signedOutConsole } from './helpers/sessions';
import { allow } from './helpers/under-load';

/**
 * Runs against the Hosting emulator started by `npm test` (firebase emulators:exec). Under CI a stray
 * `test.only` fails the run instead of running alone. A failed test leaves its screenshot, and its retry
 * its trace, in e2eFailuresDir, which npm test names at the end of its output.
 */
const offlineSpec = 'offline-console.spec.ts';

export default defineConfig({
  testDir: '.',
  // The seeded staff signed in once for the run (helpers/sessions.ts).
  globalSetup: './global-setup.ts',
  outputDir: e2eFailuresDir,
  timeout: allow(30_000),
  // On a machine busy with other work, a callable or a trigger can take more than Playwright's 5 s.
  expect: { timeout: allow(10_000) },
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two left about a fifth of both cores idle: alone, the suite took 7.2 min with two and 5.5 with three (2026-12-02).
  workers: 3,
  reporter: [['list'], ['json']],
  // The network cut keeps two tabs and the emulators busy for minutes: it runs alone, after the
  // rest, so it neither slows its neighbours past their limits nor is slowed past its own.
  projects: [
    { name: 'console and site', testIgnore: offlineSpec },
    { name: 'network cut', testMatch: offlineSpec, dependencies: ['console and site'] },
  ],
  use: {
    baseURL: 'http://127.0.0.1:5000',
    // Recorded on a failed test's retry only: recording every test costs about a minute of the suite.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'fr-FR',
    // The browsers are French, as in Niamey; the staff specs read the console in English, chosen on the
    // device as staff may (store-lists.spec.ts checks the French console and the switch).
    storageState: signedOutConsole,
    // The console's service worker is tested on its own (store-install.spec.ts); elsewhere each new
    // context would install it again, work the suite does not test.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumOfflineArgs,
    },
  },
});
