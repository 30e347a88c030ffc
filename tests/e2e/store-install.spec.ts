import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chromiumOfflineArgs, chromiumPath } from './chromium-path.mjs';
import { seedAccounts } from '../support/seed-accounts';
import { logIn } from './helpers/staff';

/**
 * The store console as an installable app (issue 37, part 2), in real Chromium on the built site:
 * Chrome's own installability check (the one Lighthouse ran before version 12 dropped it) finds
 * nothing, the service worker keeps the console's code, and a reload without network opens the
 * console from it. The public site stays a plain site.
 */

// The suite blocks service workers elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Once the console's service worker holds every script the page loaded. A page opened at the login is
 * not controlled by it (its scope is /store): the worker keeps what the page tells it it loaded.
 */
async function keptForOffline(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept = new Set((await (await caches.open('store-assets')).keys()).map((request) => new URL(request.url).pathname));
        const loaded = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
          .map((url) => url.pathname);
        return loaded.length > 0 && loaded.every((path) => kept.has(path));
      }),
    )
    .toBe(true);
}

test('Chrome finds /store installable: a manifest of its own scope, its icons, a service worker', async ({ playwright }) => {
  // Chrome installs nothing from an incognito window, which each test's context is: a profile of its own.
  const profile = await mkdtemp(join(tmpdir(), 'kasuwa-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumOfflineArgs,
    baseURL: 'http://127.0.0.1:5000',
    // The console in English, as the other staff specs read it.
    locale: 'en-US',
  });
  try {
    await installable(await context.newPage());
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

async function installable(page: Page) {
  // The worker is installed for staff once let in: a first visit signed out stays light.
  await logIn(page, seedAccounts.seller.email, seedAccounts.seller.password);
  await expect(page).toHaveURL('/store');
  await page.goto('/store');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(manifest.url).toBe('http://127.0.0.1:5000/store.webmanifest');
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
  expect(installabilityErrors).toEqual([]);

  // The public site names no manifest and gets no service worker.
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
}

test('a reload without network opens the console from the phone, and says the server cannot be reached', async ({
  page,
  context,
}) => {
  await logIn(page, seedAccounts.seller.email, seedAccounts.seller.password);
  await expect(page).toHaveURL('/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await keptForOffline(page);

  await context.setOffline(true);
  try {
    const answer = await page.reload();
    expect(answer?.fromServiceWorker()).toBe(true);
    // The console's code ran from the phone: its gate, which cannot read the profile without network.
    await expect(page.getByRole('alert')).toHaveText("Can't reach the server");
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
});
