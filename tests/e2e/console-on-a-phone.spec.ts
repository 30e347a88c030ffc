import { expect, test, type Browser, type Page } from '@playwright/test';
import { collections } from '@kasuwa/contract/collections';
import { adminDb } from '../support/admin-app';
import { seedClose } from './helpers/closes';
import { sessionFile, type SessionAccount } from './helpers/sessions';

/**
 * The console in a seller's hand (issue 55): on a 360 px phone the bar is one row, the rooms a role
 * uses most and a menu button, the rest and the settings one tap away; each page's title and the
 * start of its content are on the first screen; an amount never breaks inside "F CFA"; the console
 * offers to install itself where the browser does, under a manifest in its language.
 */
const phone = { width: 360, height: 740 };

async function phonePage(browser: Browser, account: SessionAccount, language: 'en' | 'fr' = 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: phone, storageState: sessionFile(account) });
  await context.addInitScript((chosen) => localStorage.setItem('kasuwa.staff-language', chosen), language);
  return context.newPage();
}

/** The page's title, and the first text after it, start within the first screen. */
async function expectContentOnFirstScreen(page: Page) {
  const title = page.locator('main h1');
  await expect(title).toBeVisible();
  const titleBox = await title.boundingBox();
  expect(titleBox!.y + titleBox!.height).toBeLessThan(phone.height / 2);
  // The first element after the title in the page's order that shows text of its own.
  const contentTop = await page.evaluate(() => {
    const heading = document.querySelector('main h1')!;
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const after = heading.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING;
      const inside = heading.contains(node);
      const box = node.parentElement?.getBoundingClientRect();
      if (after && !inside && node.textContent?.trim() && box && box.height > 0) return box.top;
    }
    return null;
  });
  expect(contentTop).not.toBeNull();
  expect(contentTop!).toBeLessThan(phone.height - 40);
}

/** The text nodes in `main` that hold "F CFA" and show it over two lines. */
const brokenAmounts = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let at = text.indexOf('F\u00a0CFA'); at >= 0; at = text.indexOf('F\u00a0CFA', at + 1)) {
        // From the amount's first digit to the end of "CFA": one line, or it broke inside.
        const digits = text.slice(0, at).search(/[\d\u202f\u00a0]+$/);
        const range = document.createRange();
        range.setStart(node, digits >= 0 ? digits : at);
        range.setEnd(node, at + 5);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(text.slice(digits >= 0 ? digits : at, at + 5));
      }
    }
    return broken;
  });

const anOrderId = async () =>
  (await adminDb.collection(collections.orders).orderBy('createdAt', 'desc').limit(1).get()).docs[0]!.id;

test('the bar is one row on a phone; the other rooms and the settings open from the menu and close again', async ({
  browser,
}) => {
  const page = await phonePage(browser, 'admin');
  await page.goto('/store/orders');
  const bar = page.getByRole('banner');
  const menu = bar.getByRole('navigation', { name: 'Store sections' });
  await expect(menu.getByRole('link')).toHaveText(['Products', /^Orders/, 'Cash in hand']);
  expect((await bar.boundingBox())!.height).toBeLessThan(100);
  await expect(bar.getByRole('button', { name: 'Logout' })).toBeHidden();

  const menuButton = bar.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Reports' })).toBeVisible();
  for (const setting of ['Français', 'Dark mode', 'Logout'])
    await expect(bar.getByRole('button', { name: setting })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: 'Reports' })).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await menu.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Staff' })).toBeHidden();
  await page.context().close();
});

test('each role’s first page, and the order, product and cash pages, show their title and content on the first screen', async ({
  browser,
}) => {
  const orderId = await anOrderId();
  const owner = await phonePage(browser, 'admin');
  for (const path of [
    '/store',
    '/store/orders',
    `/store/orders/${orderId}`,
    '/store/products/boubou-brode-indigo',
    '/store/cash',
  ]) {
    await owner.goto(path);
    await expectContentOnFirstScreen(owner);
  }
  await owner.context().close();
  for (const account of ['manager', 'seller', 'rider'] as const) {
    const page = await phonePage(browser, account);
    await page.goto('/store');
    await expectContentOnFirstScreen(page);
    await page.context().close();
  }
});

test('amounts keep "F CFA" with their figures on one line, at 360 and 320 px', async ({ browser }) => {
  const orderId = await anOrderId();
  const page = await phonePage(browser, 'admin', 'fr');
  await seedClose('e2e-phone-close');
  for (const width of [phone.width, 320]) {
    await page.setViewportSize({ width, height: phone.height });
    for (const path of [
      '/store/orders',
      `/store/orders/${orderId}`,
      '/store/cash',
      '/store/cash/closes/e2e-phone-close',
      '/store/reports',
    ]) {
      await page.goto(path);
      await expect(
        page
          .locator('main')
          .getByText(/F\u00a0CFA/)
          .first(),
      ).toBeVisible();
      expect(await brokenAmounts(page), `${path} at ${width} px`).toEqual([]);
    }
  }
  await page.context().close();
});

test('the console offers to install itself when the browser does, named in the console’s language', async ({ browser }) => {
  const page = await phonePage(browser, 'seller', 'fr');
  await page.goto('/store');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/store.webmanifest');
  const bar = page.getByRole('banner');
  await bar.getByRole('button', { name: 'Menu' }).click();
  await expect(bar.getByRole('button', { name: 'Installer l’application' })).toHaveCount(0);

  // Chromium's own event, as it fires it once the console is installable.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      },
    });
    window.dispatchEvent(offer);
  });
  await bar.getByRole('button', { name: 'Installer l’application' }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  await expect(bar.getByRole('button', { name: 'Installer l’application' })).toHaveCount(0);

  const french = await page.request.get('/store.webmanifest');
  expect(await french.json()).toMatchObject({ name: 'Boutique Kasuwa', lang: 'fr' });
  await bar.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/store.en.webmanifest');
  const english = await page.request.get('/store.en.webmanifest');
  expect(await english.json()).toMatchObject({ name: 'Kasuwa Store', lang: 'en' });
  await page.context().close();
});
