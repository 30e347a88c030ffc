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
