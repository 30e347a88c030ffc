import { expect, test, type Page } from '@playwright/test';
import { seedAccounts } from '../support/seed-accounts';
import { newAccount } from '../support/test-accounts';
import { logIn, toast } from './helpers/staff';

/**
 * The staff page against the real functions, Auth and rules: an account checked by email (verified or
 * not), granted, audited, revoked after a confirmation.
 */
const staffTable = (page: Page) => page.getByRole('table', { name: 'Staff accounts, by email' });
const auditRows = (page: Page) => page.getByRole('table', { name: 'Role changes, newest first' }).locator('tbody tr');

test('an admin makes an account admin by email, by keyboard, and takes the role back after confirming', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const colleague = await newAccount('staff-page', { emailVerified: true });
  await logIn(page, seedAccounts.admin.email, seedAccounts.admin.password);
  await expect(page).toHaveURL('/admin-feedback');
  await page.goto('/store/staff');
  await expect(staffTable(page).getByRole('row', { name: /admin@kasuwa\.test \(you\)/ })).toBeVisible();

  // An address not verified yet is shown as such, with no way to grant it the role.
  const unverified = await newAccount('staff-page-unverified');
  const grantForm = page.getByRole('form', { name: 'Make an account admin' });
  await page.getByLabel('Email of the account').fill(unverified.email);
  await page.keyboard.press('Enter');
  await expect(grantForm).toContainText(`${unverified.email} · Email not verified`);
  await expect(grantForm.getByRole('alert')).toContainText('Only a verified address can be staff');
  await expect(grantForm.getByRole('button', { name: /^Make / })).toHaveCount(0);

  await page.getByLabel('Email of the account').fill(colleague.email);
  await page.keyboard.press('Enter');
  await expect(grantForm).toContainText(`${colleague.email} · Email verified · customer`);
  await expect(grantForm.getByRole('button', { name: `Make ${colleague.email} admin` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, `${colleague.email} is now admin`)).toBeVisible();
  await expect(staffTable(page).getByRole('row', { name: new RegExp(colleague.email.replace(/[.+]/g, '\\$&')) })).toBeVisible();
  await expect(auditRows(page).first().locator('td')).toHaveText([
    /\d{4}/,
    seedAccounts.admin.email,
    colleague.email,
    'customer → admin',
  ]);

  // The new admin signs in to the staff pages and finds themself on the staff page.
  const colleaguePage = await (await browser.newContext()).newPage();
  await logIn(colleaguePage, colleague.email, colleague.password);
  await expect(colleaguePage).toHaveURL('/admin-feedback');
  await colleaguePage.goto('/store/staff');
  await expect(staffTable(colleaguePage).getByRole('rowheader', { name: `${colleague.email} (you)` })).toBeVisible();
  await colleaguePage.context().close();

  await page.getByRole('button', { name: `Revoke admin role of ${colleague.email}` }).click();
  const question = page.getByRole('alertdialog', { name: `Revoke the admin role of ${colleague.email}?` });
  await expect(question.getByRole('button', { name: 'Keep the role' })).toBeFocused();
  await question.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(toast(page, `${colleague.email} is no longer admin`)).toBeVisible();
  await expect(staffTable(page).getByRole('rowheader', { name: colleague.email })).toHaveCount(0);
  await expect(auditRows(page).first().locator('td')).toHaveText([
    /\d{4}/,
    seedAccounts.admin.email,
    colleague.email,
    'admin → customer',
  ]);
});
