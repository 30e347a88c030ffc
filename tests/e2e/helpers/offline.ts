import { expect, type Page } from '@playwright/test';

/**
 * Once the console's service worker holds every script the page loaded, so that a reload without
 * network opens it. A page opened at the login is not controlled by it (its scope is /store): the
 * worker keeps what the page tells it it loaded.
 */
export async function keptForOffline(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept = new Set((await (await caches.open('store-assets')).keys()).map((request) => new URL(request.url).pathname));
        const loaded = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
          .map((url) => url.pathname);
        return loaded.length > 0 && loaded.every((path) => kept.has(path));
      }),
    )
    .toBe(true);
}

/**
 * Tells a page reloaded during `context.setOffline(true)` that it is offline. Chromium 150 keeps the cut
 * but gives each new document `navigator.onLine` true, where a phone reloading in airplane mode says
 * false; the console would take the cut for a slow network. The emulation is sent again on a DevTools
 * session of the test's own, which holds it until `backOnline` (call it beside `setOffline(false)`).
 */
export async function stillOffline(page: Page): Promise<{ backOnline: () => Promise<void> }> {
  const session = await page.context().newCDPSession(page);
  const conditions = (offline: boolean) =>
    session.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await conditions(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  return {
    backOnline: async () => {
      await conditions(false);
      await session.detach();
    },
  };
}
