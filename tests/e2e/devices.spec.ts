import { expect, test } from '@playwright/test';

const android =
  'Mozilla/5.0 (Linux; Android 13; TECNO KI5q) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test.describe('on an Android phone', () => {
  test.use({ userAgent: android, viewport: { width: 360, height: 760 } });

  test('the landing page offers the package at the top and at the bottom', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('link', { name: /Télécharger pour Android/ });
    await expect(links).toHaveCount(2);
    await expect(links.first()).toBeVisible();
    await expect(page.getByText(/pas disponible sur l’App Store/).filter({ visible: true })).toHaveCount(0);
  });
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: iphone, viewport: { width: 390, height: 844 } });

  test('the landing page says the app is not on the App Store', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(/pas disponible sur l’App Store/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Télécharger pour Android/ })).toHaveCount(0);
  });
});

test.describe('on a computer', () => {
  test('the landing page shows neither, only the QR page link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Télécharger pour Android/ })).toHaveCount(0);
    await expect(page.getByText(/pas disponible sur l’App Store/).filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Scannez le QR code/ })).toBeVisible();
  });
});

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ['/', '/t%C3%A9l%C3%A9charger', '/contact', '/conditions', '/admin-login', '/admin-feedback', '/verify']) {
    test(`${decodeURI(path)} never scrolls sideways`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }
});

test('the screenshot gallery opens, zooms, moves and closes in a real browser', async ({ page }) => {
  await page.goto('/');
  const gallery = page.getByRole('list', { name: 'Captures d’écran de l’application' });
  const thumbnails = gallery.getByRole('link');
  await expect(thumbnails).toHaveCount(5);
  await expect(gallery).toHaveAttribute('data-gallery-ready', '');
  await thumbnails.nth(1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('2 / 5')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('3 / 5')).toBeVisible();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(dialog.locator('[data-zoom]')).toHaveAttribute('data-zoom', '3');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbnails.nth(1)).toBeFocused();
});
