import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chromiumOfflineArgs, chromiumPath } from './chromium-path.mjs';
import { seedAccounts } from '../support/seed-accounts';
import { logIn } from './helpers/staff';
import { keptForOffline } from './helpers/offline';

/**
 * The store console as an installable app (issue 37, part 2), in real Chromium on the built site:
 * Chrome's own installability check (the one Lighthouse ran before version 12 dropped it) finds
 * nothing, the service worker keeps the console's code, and a reload without network opens the
 * console from it. The public site stays a plain site.
 */

// The suite blocks service workers elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

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
  // The console here is English, so the page names the English manifest.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/store.en.webmanifest');
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(manifest.url).toBe('http://127.0.0.1:5000/store.en.webmanifest');
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
  expect(installabilityErrors).toEqual([]);

  // The public site names no manifest and gets no service worker.
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
}

test('a reload without network opens the console from the phone, its products from the device, and says so', async ({
  page,
  context,
}) => {
  await logIn(page, seedAccounts.seller.email, seedAccounts.seller.password);
  await expect(page).toHaveURL('/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Edit / }).first()).toBeVisible();
  await keptForOffline(page);

  await context.setOffline(true);
  try {
    const answer = await page.reload();
    expect(answer?.fromServiceWorker()).toBe(true);
    // The console's code ran from the phone, the profile and the products from Firestore's cache.
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByText(/^Offline — data from \d\d:\d\d$/)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Edit / }).first()).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByText(/^Offline — data from/)).toHaveCount(0);
});
