import { expect, test, type Dialog, type Page } from '@playwright/test';
import { collections } from '@kasuwa/contract/collections';
import { adminAuth, adminDb } from '../support/admin-app';
import { createFeedback, feedbackExists } from './helpers/feedback-records';
import { feedbackRows, logIn, openFeedbackAsAdmin, shownMessages, toast } from './helpers/staff';
import { uniqueId } from './helpers/unique';
import { allow } from './helpers/under-load';

/** Records the e2e specs write start so; every other record comes from the seed (or another suite). */
const e2ePrefix = 'e2e ';
const notFromE2e = (message: string) => !message.startsWith(e2ePrefix);

test('a visitor who is not signed in is told so, with a link to log in', async ({ page }) => {
  await page.goto('/admin-feedback');
  await expect(page.getByText('You are not logged in.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin-login');
});

test('a staff member whose role is taken away in the console is signed out at the next page load', async ({ page }) => {
  const email = `e2e-demoted-${uniqueId()}@kasuwa.test`;
  const password = `e2e-${uniqueId()}-password`;
  const { uid } = await adminAuth.createUser({ email, password, emailVerified: true });
  await adminAuth.setCustomUserClaims(uid, { role: 'admin' });
  await adminDb.collection(collections.profiles).doc(uid).set({ role: 'admin', emailVerified: true, email });
  await logIn(page, email, password);
  await expect(page).toHaveURL('/admin-feedback');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // The role is taken away while they are still signed in in this browser: syncRoleClaim ends their
  // sessions, so the next load finds them signed out (a customer who reaches a staff page is sent to
  // the login page instead: store-lists.spec.ts).
  const signedOutBefore = (await adminAuth.getUser(uid)).tokensValidAfterTime;
  // Token times have a resolution of a second.
  await page.waitForTimeout(1_100);
  await adminDb.collection(collections.profiles).doc(uid).update({ role: 'customer' });
  await expect(async () => {
    expect((await adminAuth.getUser(uid)).tokensValidAfterTime).not.toBe(signedOutBefore);
  }).toPass({ timeout: allow(20_000) });
  await page.reload();
  await expect(page.getByText('You are not logged in.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('the admin sees the newest 20 first, with Anon, None and a dash where records lack them', async ({ page }) => {
  await openFeedbackAsAdmin(page);
  await expect(feedbackRows(page)).toHaveCount(20);
  const shown = (await shownMessages(page)).filter(notFromE2e);
  const newest = await adminDb.collection(collections.feedback).orderBy('listedAt', 'desc').limit(60).get();
  const expected = newest.docs.map((document) => String(document.get('message'))).filter(notFromE2e);
  expect(shown.length).toBeGreaterThan(10);
  expect(shown).toEqual(expected.slice(0, shown.length));

  await expect(page.getByRole('cell', { name: 'Anon', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'None', exact: true }).first()).toBeVisible();
  const thumbnail = page.getByRole('link', { name: 'Screenshot (opens in a new tab)' }).first();
  await expect(thumbnail).toHaveAttribute('target', '_blank');
  const screenshotUrl = await thumbnail.getAttribute('href');
  expect(screenshotUrl).toMatch(/\/blobs\/feedbackScreenshots\/.+\.png$/);
  // The thumbnail is the image itself, drawn small.
  await expect(thumbnail.locator('img')).toHaveAttribute('src', screenshotUrl as string);
  await expect(thumbnail.locator('img')).toHaveAttribute('width', '48');
  const image = await page.request.get(screenshotUrl as string);
  expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/png']);

  // Records from old app versions have no date, and are listed as the oldest: on the next page.
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => feedbackRows(page).count()).toBeGreaterThan(20);
  expect(await feedbackRows(page).count()).toBeLessThanOrEqual(40);
  await expect(page.getByRole('cell', { name: '-', exact: true }).first()).toBeVisible();
});

test('the Bug filter shows bugs only, newest first', async ({ page }) => {
  await openFeedbackAsAdmin(page);
  const types = () => feedbackRows(page).locator('td:nth-child(2)').allTextContents();
  expect(new Set(await types()).size).toBeGreaterThan(1);

  await page.getByLabel('Filter').selectOption('Bug');
  await expect.poll(async () => [...new Set(await types())]).toEqual(['Bug']);
  const bugs = await adminDb
    .collection(collections.feedback)
    .where('feedbackType', '==', 'bug')
    .orderBy('listedAt', 'desc')
    .limit(40)
    .get();
  const shown = (await shownMessages(page)).filter(notFromE2e);
  const expected = bugs.docs.map((document) => String(document.get('message'))).filter(notFromE2e);
  expect(shown.length).toBeGreaterThan(5);
  expect(shown).toEqual(expected.slice(0, shown.length));
});

test('delete asks first: no keeps it; yes removes the row, the document and its screenshot file', async ({ page }) => {
  const id = `e2e-delete-${uniqueId()}`;
  const record = await createFeedback({ id, message: `${e2ePrefix}delete me ${id}`, withScreenshot: true });
  const screenshotStatus = async () => (await fetch(record.screenshotUrl as string)).status;
  expect(await screenshotStatus()).toBe(200);
  await openFeedbackAsAdmin(page);
  const row = feedbackRows(page).filter({ hasText: record.message });
  await expect(row).toHaveCount(1);

  const questions: string[] = [];
  const answer = (accept: boolean) => async (dialog: Dialog) => {
    questions.push(`${dialog.type()}: ${dialog.message()}`);
    await (accept ? dialog.accept() : dialog.dismiss());
  };

  page.once('dialog', answer(false));
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => questions).toEqual(['confirm: Delete this feedback?']);
  await expect(row).toHaveCount(1);
  await expect(page.getByText('Feedback deleted')).toHaveCount(0);
  expect(await feedbackExists(id)).toBe(true);

  page.once('dialog', answer(true));
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Feedback deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(questions).toHaveLength(2);
  expect(await feedbackExists(id)).toBe(false);
  // A trigger removes the file once the document is gone.
  await expect.poll(screenshotStatus, { timeout: allow(15_000) }).toBe(404);
});

/** The Firestore caches the browser keeps for the site (IndexedDB databases), as any tab sees them. */
const firestoreCaches = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).filter((base) => base.name?.startsWith('firestore/')).length);

test('Logout signs out, clears the device cache, says so and goes back to the login page', async ({ page }) => {
  await openFeedbackAsAdmin(page);
  expect(await firestoreCaches(page)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/admin-login');
  await expect(page.getByRole('status')).toHaveText('Logged out');
  // A shared phone: what the feedback admin read is no longer on the device for the next person.
  expect(await firestoreCaches(page)).toBe(0);
  await page.reload();
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.goto('/admin-feedback');
  await expect(page.getByText('You are not logged in.')).toBeVisible();
});

test('Logout in one tab clears the device cache and takes the other tab of the console to the login page', async ({
  page,
  context,
}) => {
  await openFeedbackAsAdmin(page);
  const other = await context.newPage();
  await other.goto('/admin-feedback');
  await expect(feedbackRows(other).first()).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/admin-login');
  // The other tab loaded the login page afresh, not left open on the Firestore the deletion closed.
  await expect(other).toHaveURL('/admin-login');
  await expect(other.getByRole('status')).toHaveText('Logged out');
  expect(await firestoreCaches(page)).toBe(0);
  await other.goto('/admin-feedback');
  await expect(other.getByText('You are not logged in.')).toBeVisible();
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the table keeps its 600 px and scrolls sideways in its own box; the page does not', async ({ page }) => {
    await openFeedbackAsAdmin(page);
    await expect(page.getByRole('table')).toHaveCSS('min-width', '600px');
    const box = page.getByRole('region', { name: 'Feedback, newest first' });
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
