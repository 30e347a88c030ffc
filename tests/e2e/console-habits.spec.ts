import { expect, test } from '@playwright/test';
import { collections } from '@kasuwa/contract/collections';
import { adminDb } from '../support/admin-app';
import { sessionFile } from './helpers/sessions';
import { toast } from './helpers/staff';

/**
 * The habits of a well-made app in the store (issue 37, part 4), in real Chromium: the system's dark
 * scheme until staff choose, toasts in the page's theme, a skip link, the focus on each new page's
 * title, and a question before unsaved entries are left by a menu tap.
 */
test.use({ storageState: sessionFile('seller') });

test.beforeEach(async ({ page }) => {
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
});

test('the store follows a dark system until staff choose, and its toasts are dark too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/store/customers/96112233');
  const shell = page.locator('.admin');
  await expect(shell).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  // A toast, to see its theme: a note on Awa Hamidou's record, removed after.
  const text = `Note du thème ${Date.now()}`;
  try {
    const notes = page.getByRole('region', { name: 'Notes on this customer' });
    await notes.getByLabel('New note').fill(text);
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(toast(page, 'Note added')).toBeVisible();
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'dark');

    // The system turns light: the page and its toasts follow, as nobody chose.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(shell).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'light');
  } finally {
    const written = await adminDb.collection(collections.customerNotes).where('text', '==', text).get();
    await Promise.all(written.docs.map((note) => note.ref.delete()));
  }

  // Chosen dark: the system no longer decides, after a reload too.
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await page.reload();
  await expect(shell).toHaveAttribute('data-theme', 'dark');
  await page.evaluate(() => localStorage.removeItem('kasuwa.store.theme'));
});

test('a skip link leads past the menu, and each page navigated to puts the focus on its title', async ({ page }) => {
  await page.goto('/store/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await page
    .getByRole('navigation', { name: 'Store sections' })
    .getByRole('link', { name: /^Orders/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeFocused();
  // A search is another view of the same page: the focus stays in the search box.
  await page.goto('/store/users');
  await page.getByLabel('Phone or start of the name').fill('awa');
  await page.getByLabel('Phone or start of the name').press('Enter');
  await expect(page).toHaveURL(/\?q=awa$/);
  await expect(page.getByLabel('Phone or start of the name')).toBeFocused();
});

test('a half-entered phone order is not lost on a menu tap or Back: staff are asked, and may stay', async ({ page }) => {
  // Reached inside the console, so that Back is the console's own move and not the browser's.
  const menu = page.getByRole('navigation', { name: 'Store sections' });
  await menu.getByRole('link', { name: /^Orders/ }).click();
  await page.getByRole('link', { name: 'New order' }).click();
  await expect(page).toHaveURL('/store/orders/new');
  await page.getByLabel('Phone').fill('+227 96 11 22 33');

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await menu.getByRole('link', { name: 'Products' }).click();
  await expect.poll(() => asked).toEqual(['Leave this page? What you entered is not saved.']);
  await expect(page).toHaveURL('/store/orders/new');
  await expect(page.getByLabel('Phone')).toHaveValue('+227 96 11 22 33');

  // Back asks too; staying puts the page back in the tab's history.
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.evaluate(() => history.back());
  await expect
    .poll(() => asked)
    .toEqual(['Leave this page? What you entered is not saved.', 'Leave this page? What you entered is not saved.']);
  await expect(page).toHaveURL('/store/orders/new');
  await expect(page.getByLabel('Phone')).toHaveValue('+227 96 11 22 33');

  page.once('dialog', (dialog) => void dialog.accept());
  await menu.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL('/store');
});
