import { expect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { feedbackTypes } from '@kasuwa/contract/roles';
import { adminDb } from '../support/admin-app';
import { feedbackRows, openFeedbackAsAdmin } from './helpers/staff';
import { uniqueId } from './helpers/unique';
import { allow } from './helpers/under-load';

/**
 * 1,000 feedback records in the emulator: fifty pages, whose whole download (about 400 KB) the first
 * page must not take. bench/admin-pages.mjs measures the first page over 10,000, as after months of use.
 * They stay for the rest of the run, so they are the oldest records (listed in 2001): the other specs'
 * first pages are unchanged.
 */
const bulkSize = 1_000;
const batchSize = 500;

/**
 * Every new feedback fires stampFeedbackListedAt, and the Functions emulator runs all events and
 * requests through one queue: a thousand at once would hold up the other specs' callables, blob requests
 * and triggers for a minute. So each batch's last record comes without listedAt, and the next batch
 * waits until the trigger has stamped it, which keeps the queue short.
 */
async function stampedByTrigger(id: string) {
  const document = adminDb.collection(collections.feedback).doc(id);
  await expect.poll(async () => (await document.get()).get('listedAt') !== undefined, { timeout: allow(60_000) }).toBe(true);
}

test.beforeAll(async () => {
  test.setTimeout(allow(300_000));
  const run = uniqueId();
  const start = Date.UTC(2001, 0, 1);
  for (let first = 0; first < bulkSize; first += batchSize) {
    const batch = adminDb.batch();
    const last = first + batchSize - 1;
    for (let index = first; index <= last; index += 1) {
      const at = Timestamp.fromMillis(start + index * 60_000);
      batch.set(adminDb.collection(collections.feedback).doc(`e2e-bulk-${run}-${index}`), {
        feedbackType: feedbackTypes[index % feedbackTypes.length],
        message: `e2e bulk ${run} #${index}`,
        userId: 'seed-shopper-3',
        createdAt: at,
        ...(index !== last && { listedAt: at }),
      });
    }
    await batch.commit();
    await stampedByTrigger(`e2e-bulk-${run}-${last}`);
  }
});

/** Bytes the page received from the Firestore emulator: the 1,000 records would be about 400 KB. */
async function firestoreBytes(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const firestoreRequests = new Set<string>();
  let bytes = 0;
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (new URL(event.request.url).port === '8080') firestoreRequests.add(event.requestId);
  });
  cdp.on('Network.dataReceived', (event) => {
    if (firestoreRequests.has(event.requestId)) bytes += event.dataLength;
  });
  return () => bytes;
}

test(`with ${bulkSize} records the first page shows 20 rows and reads little`, async ({ page }) => {
  expect((await adminDb.collection(collections.feedback).count().get()).data().count).toBeGreaterThan(bulkSize);
  const received = await firestoreBytes(page);
  await openFeedbackAsAdmin(page);
  await expect(feedbackRows(page)).toHaveCount(20, { timeout: allow(10_000) });
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  expect(received()).toBeGreaterThan(0);
  expect(received()).toBeLessThan(200_000);
});

test('a filter pages through the bulk 20 at a time', async ({ page }) => {
  await openFeedbackAsAdmin(page);
  await page.getByLabel('Filter').selectOption('Rating');
  await expect
    .poll(async () => [...new Set(await feedbackRows(page).locator('td:nth-child(2)').allTextContents())])
    .toEqual(['Rating']);
  await expect(feedbackRows(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(feedbackRows(page)).toHaveCount(40, { timeout: allow(10_000) });
  await expect(feedbackRows(page).filter({ hasText: 'e2e bulk' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
});
