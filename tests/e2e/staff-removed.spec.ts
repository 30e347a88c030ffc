import { expect, test, type Page } from '@playwright/test';
import { collections, orderSubcollections } from '@kasuwa/contract/collections';
import { adminAuth, adminDb } from '../support/admin-app';
import { newStaffAccount } from '../support/test-accounts';
import { logIn } from './helpers/staff';
import { uniqueId } from './helpers/unique';
import { allow } from './helpers/under-load';

/**
 * A staff member removed while still signed in on a phone (issue 51, item 11): the console learns it at
 * its next check and erases what the phone holds of the shop, Firestore's cache and the unsent actions,
 * instead of leaving the orders and customers' phones on screen. Real emulators, rules and Chromium.
 */

/** The Firestore caches the browser keeps for the site (IndexedDB databases), as any tab sees them. */
const firestoreCaches = (page: Page) =>
  page.evaluate(async () =>
    (await indexedDB.databases()).filter((base) => base.name?.startsWith('firestore/')).map((base) => base.name),
  );

/** A move made offline as the console records it until it is sent (queued-actions.ts): one localStorage entry. */
function queuedMove(uid: string) {
  const id = `e2e-move-${uniqueId()}`;
  const action = {
    id,
    kind: 'move',
    orderId: 'order-1001',
    label: '1001',
    to: 'confirmed',
    proof: `${collections.orders}/order-1001/${orderSubcollections.statusChanges}/${id}`,
    at: Date.now(),
  };
  return { key: `kasuwa.queued.${uid}.${id}`, value: JSON.stringify(action) };
}

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/**
 * The phone's screen goes off and on again. Headless Chromium never hides a tab, so the page is told as
 * the browser tells it: the state, then the event.
 */
async function leaveAndComeBack(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('a seller whose role is taken away while signed in: the phone forgets the shop and says what was dropped, in every tab', async ({
  page,
  context,
}) => {
  test.setTimeout(allow(90_000));
  const seller = await newStaffAccount('removed', 'seller');
  await logIn(page, seller.email, seller.password);
  await expect(page).toHaveURL('/store');
  await page.goto('/store/orders');
  await expect(page.getByRole('list', { name: 'Orders, newest first' }).getByRole('listitem').first()).toBeVisible();
  expect(await firestoreCaches(page)).not.toEqual([]);
  // A second tab of the console on the same phone.
  const other = await context.newPage();
  await other.goto('/store');
  await expect(other.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();

  // The owner takes the role away as setUserRole does: the claim, the profile, then the sessions end.
  // Token times have a resolution of a second: the sign-in's must be before the revocation's.
  await page.waitForTimeout(1_100);
  await adminAuth.setCustomUserClaims(seller.uid, { role: 'customer' });
  await adminDb.collection(collections.profiles).doc(seller.uid).update({ role: 'customer' });
  await adminAuth.revokeRefreshTokens(seller.uid);

  // One action waits to be sent on this phone, and one of another staff member of the same phone.
  const own = queuedMove(seller.uid);
  const someoneElses = queuedMove('e2e-another-staff-member');
  await page.evaluate(
    (entries) => {
      for (const { key, value } of entries) localStorage.setItem(key, value);
      window.dispatchEvent(new Event('kasuwa.queued.changed'));
    },
    [own, someoneElses],
  );
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('1 action not sent');
  // Before the check, the orders the phone read are still on screen.
  await expect(page.getByRole('list', { name: 'Orders, newest first' }).getByRole('listitem').first()).toBeVisible();

  await leaveAndComeBack(page);
  await expect(page).toHaveURL('/admin-login', { timeout: allow(20_000) });
  await expect(page.getByRole('alert')).toHaveText(
    'Your staff access was removed: this device’s copy of the shop’s data was erased. 1 action not sent was dropped.',
  );
  // The other tab was told, and says the same on its login page.
  await expect(other).toHaveURL('/admin-login');
  await expect(other.getByRole('alert')).toHaveText(
    'Your staff access was removed: this device’s copy of the shop’s data was erased. 1 action not sent was dropped.',
  );
  // The deletion completes once every tab has let go of its Firestore.
  await expect.poll(() => firestoreCaches(page), { timeout: allow(10_000) }).toEqual([]);
  expect(await stored(page, own.key)).toBeNull();
  expect(await stored(page, someoneElses.key)).toBe(someoneElses.value);

  // Shown once; and the console is signed out.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goto('/store/orders');
  await expect(page.getByText('You are not logged in.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Orders, newest first' })).toHaveCount(0);
});
