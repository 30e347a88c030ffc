import { expect, test } from '@playwright/test';
import { brand } from '@kasuwa/contract/brand';
import { seedAccounts } from '../support/seed-accounts';
import { logIn } from './helpers/staff';
import { uniqueId } from './helpers/unique';
import { signedOutConsole } from './helpers/sessions';
import { allow } from './helpers/under-load';

test('an error on a public page reaches staff on /store/health, without the visitor’s data; so do today’s referral hits', async ({
  browser,
}) => {
  test.setTimeout(allow(90_000));
  const context = await browser.newContext({ storageState: signedOutConsole });
  const page = await context.newPage();
  try {
    await page.route(`${brand.apk.url}*`, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'apk' }));
    const counted = page.waitForResponse((response) => response.url().includes('/api/track-referral'));
    await page.goto('/download?ref=affiche-plateau');
    expect((await counted).status()).toBe(204);

    const marker = `e2e-${uniqueId()}`;
    await page.goto('/boutique?ref=affiche-plateau');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/errors'));
    await page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(`Broken ${text} for awa.diallo@mail.ne`);
      });
    }, marker);
    expect((await reported).status()).toBe(204);

    await logIn(page, seedAccounts.admin.email, seedAccounts.admin.password);
    await expect(page).toHaveURL('/admin-feedback');
    await page.goto('/store/health');
    const errors = page.getByRole('region', { name: 'Page errors, newest first' });
    const row = errors.getByRole('row').filter({ hasText: marker });
    await expect(row).toContainText(`Error: Broken ${marker} for [email]`);
    await expect(row).toContainText('/boutique (public site)');
    await expect(row).not.toContainText('awa.diallo');
    // The list is led by its counts per page: /boutique's errors at a glance.
    await expect(page.getByRole('list', { name: 'Page errors per page' })).toContainText(/\d+ times \/boutique/);
    await expect(page.getByRole('region', { name: 'Last backup' })).toContainText('No backup recorded yet');
    await expect(page.getByRole('region', { name: 'Referral hits per hour, today' })).toContainText(
      /Referral hits today: [1-9]\d*/,
    );
  } finally {
    await context.close();
  }
});
