import { expect, type Page } from '@playwright/test';
import { seedAccounts } from '../../support/seed-accounts';

/** Signs in through the login page, as staff do. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Opens a staff page as the console's own links do, without loading the app again (React Router follows
 * popstate): a walk over many pages pays for one load of the console, not one each.
 */
export async function goInTheConsole(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/** The seeded admin on the feedback admin, its first page shown. */
export async function openFeedbackAsAdmin(page: Page) {
  await logIn(page, seedAccounts.admin.email, seedAccounts.admin.password);
  await expect(page).toHaveURL('/admin-feedback');
  await expect(feedbackRows(page).first()).toBeVisible();
}

export const feedbackTable = (page: Page) => page.getByRole('table');
export const feedbackRows = (page: Page) => page.getByRole('table').locator('tbody tr');
/** The Message column of every row shown, in order. */
export const shownMessages = (page: Page) => feedbackRows(page).locator('td:nth-child(3)').allTextContents();

/** A staff toast saying `text`, in sonner's "Notifications" region. */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /^Notifications/ }).getByText(text);

/** The console's other rooms and settings: behind the menu button on a phone, in the bar on a wide screen. */
export async function openConsoleMenu(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if ((await button.isVisible()) && (await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}
