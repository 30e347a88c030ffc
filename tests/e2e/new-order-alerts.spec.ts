import { expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { formatXof } from '@kasuwa/contract/money';
import { adminDb } from '../support/admin-app';
import { seedAccounts } from '../support/seed-accounts';
import { chromiumOfflineArgs, fullChromiumPath } from './chromium-path.mjs';
import { logIn } from './helpers/staff';
import { uniqueId } from './helpers/unique';
import { signedOutConsole } from './helpers/sessions';

// Chromium's headless shell, the suite's browser, refuses every notification: this file runs in the full browser.
test.use({ launchOptions: { executablePath: fullChromiumPath, args: chromiumOfflineArgs } });

test('a new order makes one notification across two staff tabs, and its count in the tab title until the list is opened', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: signedOutConsole, permissions: ['notifications'] });
  // Records each notification the page makes, then makes it as Chromium would.
  await context.addInitScript(() => {
    const Shown = window.Notification;
    const shown: { title: string; body?: string }[] = [];
    Object.assign(window, { shownNotifications: shown });
    class Recorded extends Shown {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body });
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true });
  });
  const first = await context.newPage();
  try {
    await logIn(first, seedAccounts.admin.email, seedAccounts.admin.password);
    await expect(first).toHaveURL('/admin-feedback');
    await first.goto('/store');
    const second = await context.newPage();
    await second.goto('/store/users');
    for (const tab of [first, second]) {
      await expect(tab.getByRole('button', { name: 'New-order sound' })).toHaveAttribute('aria-pressed', 'true');
      await expect(tab.getByRole('button', { name: 'Notify me of new orders' })).toHaveCount(0);
    }

    const id = `e2e-alert-${uniqueId()}`;
    await adminDb
      .collection(collections.orders)
      .doc(id)
      .set({
        userId: 'seed-customer-verified',
        customerName: 'Awa Diallo',
        items: [{ productId: 'theiere-sahel', title: 'Théière du Sahel', price: 7500, quantity: 2 }],
        total: 15000,
        status: 'new',
        createdAt: FieldValue.serverTimestamp(),
        checkedAt: FieldValue.serverTimestamp(),
      });

    // This order's only: another spec's new order may come in meanwhile (a phone order of the network cut, seen 2026-12-03).
    const shown = async () =>
      (
        await Promise.all(
          [first, second].map((tab) =>
            tab.evaluate(() => (window as unknown as { shownNotifications: { title: string }[] }).shownNotifications),
          ),
        )
      )
        .flat()
        .filter((notification) => notification.title === `New order ${id}`);
    await expect.poll(shown).toHaveLength(1);
    expect((await shown())[0]).toEqual({ title: `New order ${id}`, body: `App — Awa Diallo — ${formatXof(15000)}` });
    await expect(first).toHaveTitle(/^\(1\) Products — /);
    await expect(second).toHaveTitle(/^\(1\) Customers — /);
    // Both tabs saw it; only one announced it, and neither does again.
    await first.waitForTimeout(500);
    expect(await shown()).toHaveLength(1);

    await second
      .getByRole('navigation', { name: 'Store sections' })
      .getByRole('link', { name: /^Orders/ })
      .click();
    await expect(second).toHaveTitle(/^Orders — /);
    await expect(first).toHaveTitle(/^\(1\) Products — /);
  } finally {
    await context.close();
  }
});
