/** What the staff-page benches share: the local Hosting origin, the seeded staff account, a signed-in browser. */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export const origin = 'http://127.0.0.1:5000';
export const { admin, rider } = JSON.parse(await readFile(join(here, '..', 'scripts', 'seed', 'accounts.json'), 'utf8'));

/** A browser context signed in as the seeded staff member, through the login page as a person would. */
export async function signedInContext(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/admin-login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${origin}/admin-feedback`);
  await page.close();
  return context;
}
