import { expect, test, type Page } from '@playwright/test';
import { seedAccounts } from '../support/seed-accounts';
import { newAccount } from '../support/test-accounts';
import { logIn, toast } from './helpers/staff';
import { allow } from './helpers/under-load';

/**
 * The staff page against the real functions, Auth and rules: an account checked by email (verified or
 * not), granted, audited, revoked after a confirmation.
 */
const staffTable = (page: Page) => page.getByRole('table', { name: 'Staff accounts, by email' });
const auditRows = (page: Page) => page.getByRole('table', { name: 'Role changes, newest first' }).locator('tbody tr');

test('the owner gives an account a role by email, by keyboard, changes it, and takes it back after confirming', async ({
  browser,
  page,
}) => {
  test.setTimeout(allow(90_000));
  const colleague = await newAccount('staff-page', { emailVerified: true });
  await logIn(page, seedAccounts.admin.email, seedAccounts.admin.password);
  await expect(page).toHaveURL('/admin-feedback');
  await page.goto('/store/staff');
  // The first listStaff call starts its function's worker: 10 s were not enough beside another spec.
  await expect(staffTable(page).getByRole('row', { name: /admin@kasuwa\.test \(you\)/ })).toBeVisible({
    timeout: allow(20_000),
  });

  // An address not verified yet is shown as such, with no way to grant it a role.
  const unverified = await newAccount('staff-page-unverified');
  const grantForm = page.getByRole('form', { name: 'Give an account a role' });
  await page.getByLabel('Email of the account').fill(unverified.email);
  await page.keyboard.press('Enter');
  // The look-up is a callable, whose worker may be busy with the other spec's triggers.
  await expect(grantForm).toContainText(`${unverified.email} · Email not verified`, { timeout: allow(15_000) });
  await expect(grantForm.getByRole('alert')).toContainText('Only a verified address can be staff');
  await expect(grantForm.getByRole('button', { name: /^Give / })).toHaveCount(0);

  await page.getByLabel('Email of the account').fill(colleague.email);
  await page.keyboard.press('Enter');
  await expect(grantForm).toContainText(`${colleague.email} · Email verified · No role`);
  // The least power is chosen first; the arrow keys choose another, Tab reaches the grant.
  await expect(grantForm.getByRole('radio', { name: /^Read only/ })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(grantForm.getByRole('radio', { name: /^Seller/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(grantForm.getByRole('button', { name: `Give ${colleague.email} the role Seller` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, `${colleague.email} now has the role Seller`)).toBeVisible();
  const row = staffTable(page).getByRole('row', { name: new RegExp(colleague.email.replace(/[.+]/g, '\\$&')) });
  await expect(row.getByRole('combobox')).toHaveValue('seller');
  await expect(auditRows(page).first().locator('td')).toHaveText([
    /\d{4}/,
    seedAccounts.admin.email,
    colleague.email,
    'customer → Seller',
  ]);

  // The seller signs in, lands on the store, and sees only what the role opens.
  const colleaguePage = await (await browser.newContext()).newPage();
  await logIn(colleaguePage, colleague.email, colleague.password);
  await expect(colleaguePage).toHaveURL('/store');
  await expect(colleaguePage.getByRole('navigation', { name: 'Store sections' }).getByRole('link')).toHaveText([
    'Products',
    'Add product',
    /^Orders/,
    'Cash in hand',
    'Returns',
    'Customers',
  ]);
  await colleaguePage.goto('/store/staff');
  await expect(colleaguePage.getByRole('heading', { name: 'Not open to your role' })).toBeVisible();
  await expect(colleaguePage.getByText('Your role, Seller, cannot open this page.')).toBeVisible();

  // Made a viewer: the seller's session ends, and the console no longer offers phone orders.
  await row.getByRole('combobox').selectOption('viewer');
  const change = page.getByRole('alertdialog', { name: `Give ${colleague.email} the role Read only?` });
  await change.getByRole('button', { name: 'Change the role' }).click();
  await expect(toast(page, `${colleague.email} now has the role Read only`)).toBeVisible();
  await logIn(colleaguePage, colleague.email, colleague.password);
  await expect(colleaguePage).toHaveURL('/store');
  await colleaguePage.goto('/store/orders');
  await expect(colleaguePage.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(colleaguePage.getByRole('link', { name: 'New order' })).toHaveCount(0);
  await colleaguePage.context().close();

  await page.getByRole('button', { name: `Revoke the staff role of ${colleague.email}` }).click();
  const question = page.getByRole('alertdialog', { name: `Revoke the staff role of ${colleague.email}?` });
  await expect(question.getByRole('button', { name: 'Keep the role' })).toBeFocused();
  await question.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(toast(page, `${colleague.email} is no longer staff`)).toBeVisible();
  await expect(staffTable(page).getByRole('rowheader', { name: colleague.email })).toHaveCount(0);
  await expect(auditRows(page).first().locator('td')).toHaveText([
    /\d{4}/,
    seedAccounts.admin.email,
    colleague.email,
    'Read only → customer',
  ]);
});
