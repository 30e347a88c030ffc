import { expect, test, type Page } from '@playwright/test';
import { seedAccounts } from '../support/seed-accounts';
import { allow } from './helpers/under-load';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('staff login against the Auth and Firestore emulators', () => {
  test('the seeded admin signs in and goes on to the feedback admin', async ({ page }) => {
    await logIn(page, seedAccounts.admin.email, seedAccounts.admin.password);
    await expect(page).toHaveURL('/admin-feedback');
  });

  test('a customer is refused and signed out', async ({ page }) => {
    await logIn(page, seedAccounts.verifiedCustomer.email, seedAccounts.verifiedCustomer.password);
    await expect(page.getByRole('alert')).toHaveText('Access denied: Invalid role');
    await expect(page).toHaveURL('/admin-login');
  });

  test('an account without a profile is refused', async ({ page }) => {
    await logIn(page, seedAccounts.noProfile.email, seedAccounts.noProfile.password);
    await expect(page.getByRole('alert')).toHaveText('No user profile found');
  });

  test('a staff page that cannot reach Firestore keeps the session and opens on what the device read', async ({ page }) => {
    await logIn(page, seedAccounts.admin.email, seedAccounts.admin.password);
    await expect(page).toHaveURL('/admin-feedback');
    // Firestore cannot be reached, as on a dropped mobile connection; Auth still answers. The profile
    // read at the login is in Firestore's cache on the device (docs/offline.md): the page opens on it.
    // A device without it says "Can't reach the server" (feedback-page.test.tsx).
    await page.route('http://127.0.0.1:8080/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: allow(25_000) });
    await expect(page).toHaveURL('/admin-feedback');
    await page.unroute('http://127.0.0.1:8080/**');
  });

  test('a wrong password fails', async ({ page }) => {
    await logIn(page, seedAccounts.admin.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Signin Failed');
  });
});

/** Every script a page downloads, as text. */
async function scriptsOf(page: Page, path: string) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return Promise.all(bodies);
}

const sdkMarker = 'FirebaseError';

test('the staff login page downloads the Firebase SDK', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto('/admin-login');
  // The SDK may come in a chunk the page loads after it first goes quiet: waited for, not timed.
  await expect.poll(async () => (await Promise.all(bodies)).some((script) => script.includes(sdkMarker))).toBe(true);
});

test('the public site never downloads the Firebase SDK', async ({ page }) => {
  const scripts = await scriptsOf(page, '/');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some((script) => script.includes(sdkMarker))).toBe(false);
});
