import { expect, test } from '@playwright/test';
import { PDFDocument } from '@cantoo/pdf-lib';

/** The portfolio's background at the first animation frame that has it: its first painted look. */
async function firstFrameBackground(page: import('@playwright/test').Page) {
  return page.evaluate(() => (window as unknown as { firstFrame: Promise<string> }).firstFrame);
}

test.describe('portfolio theme', () => {
  test.use({ colorScheme: 'light' });

  test('a chosen theme survives a reload and is there from the first frame', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { firstFrame: Promise<string> }).firstFrame = new Promise((resolve) => {
        const look = () => {
          const portfolio = document.querySelector('.portfolio');
          if (portfolio) resolve(getComputedStyle(portfolio).backgroundColor);
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
    });
    await page.goto('/portfolio');
    const light = await firstFrameBackground(page);

    await page.getByRole('button', { name: 'Thème sombre' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await page.evaluate(() => getComputedStyle(document.querySelector('.portfolio') as Element).backgroundColor);
    expect(dark).not.toBe(light);

    await page.reload();
    expect(await firstFrameBackground(page)).toBe(dark);
    await expect(page.getByRole('button', { name: 'Thème sombre' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('without a saved choice the system preference applies', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/portfolio');
    await expect(page.getByRole('button', { name: 'Thème sombre' })).toHaveAttribute('aria-pressed', 'true');
    await context.close();
  });
});

test('the resume downloads as a valid PDF', async ({ page }) => {
  await page.goto('/portfolio');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger le CV (PDF)' }).click(),
  ]);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  expect(pdf.getTitle()).toMatch(/^CV — /);
});

test('project images zoom in the gallery', async ({ page }) => {
  await page.goto('/portfolio');
  const projects = page.getByRole('list', { name: 'Projets' });
  await expect(projects).toHaveAttribute('data-gallery-ready', '');
  await projects.getByRole('link').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('+');
  await expect(dialog.locator('[data-zoom]')).not.toHaveAttribute('data-zoom', '1');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the portfolio works from 320 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/portfolio');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
