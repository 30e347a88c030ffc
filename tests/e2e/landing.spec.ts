import { expect, test } from '@playwright/test';

test.describe('landing page', () => {
  test('renders with JavaScript on', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur Kasuwa' })).toBeVisible();
    await expect(page).toHaveTitle('Kasuwa — Le marché de Niamey dans votre poche');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

    test('shows the content and every menu link without a working toggle', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur Kasuwa' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden();
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      for (const label of ['Accueil', 'À propos', 'Fonctionnalités', 'Télécharger', 'Contact']) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(page.getByText('© 2025 Kasuwa. Tous droits réservés.')).toBeVisible();
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('hides the links behind the menu toggle', async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      const toggle = page.getByRole('button', { name: 'Ouvrir le menu' });
      await expect(nav.getByRole('link', { name: 'Contact' })).toBeHidden();

      await toggle.click();
      await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
    });
  });
});
