import { expect, test } from '@playwright/test';

test('an unknown path answers 404 with No Page Found', async ({ page }) => {
  const response = await page.goto('/cette-page-nexiste-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'No Page Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur Kasuwa' })).toBeVisible();
});

test('a nested unknown path also answers 404', async ({ request }) => {
  const response = await request.get('/admin/secret/page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('No Page Found');
});
