import { expect, test, type Page } from '@playwright/test';
import { formatXof } from '@kasuwa/contract/money';
import seedCatalogue from '../../scripts/seed/catalogue.json';

/**
 * A product's own page, /boutique/<id>, made by the productPage function behind Hosting's rewrite:
 * whole without JavaScript, its cart button with it, reached from /boutique's cards.
 */
const boubou = (seedCatalogue as { id: string; title: string; price: number; sizes: string[]; colors: string[] }[]).find(
  (product) => product.id === 'boubou-brode-indigo',
)!;
const pagePath = `/boutique/${boubou.id}`;
const price = formatXof(boubou.price);

/** Everything the page's content security policy refused, as Chromium logs it. */
function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test('the page reads whole: name, price, variants, photos, and the ways to order', async ({ page }) => {
    const answer = await page.goto(pagePath);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(boubou.title);
    await expect(page.locator('.price')).toHaveText(price);
    await expect(page.getByText(boubou.sizes.join(', '), { exact: true })).toBeVisible();
    await expect(page.getByText(boubou.colors.join(', '), { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: boubou.title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Commander sur WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/227/);
    await expect(page.getByRole('link', { name: 'Voir le panier' })).toHaveAttribute('href', '/panier');
    // The cart button needs the script: without it, no button that does nothing.
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeHidden();
  });

  test('an unknown product gets the French 404 page', async ({ page }) => {
    const answer = await page.goto('/boutique/pas-un-produit');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produit introuvable');
  });
});

test('"Ajouter au panier" puts the chosen variant in the cart /panier shows, within the content security policy', async ({
  page,
}) => {
  const violations = policyViolations(page);
  await page.goto(pagePath);
  await page.getByLabel('Taille').selectOption('L');
  await page.getByLabel('Couleur').selectOption('Indigo');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('status')).toHaveText(`Ajouté au panier : ${boubou.title} (L, Indigo).`);
  // The first photo loads (from the blob store's origin, which the policy names).
  await expect
    .poll(() =>
      page.getByRole('img', { name: boubou.title, exact: true }).evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Voir le panier' }).click();
  await expect(page).toHaveURL(/\/panier$/);
  const line = page
    .getByRole('list', { name: 'Articles du panier' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: boubou.title, exact: true }) });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Taille : L');
  await expect(line.locator('[data-quantity]')).toHaveText('1');
  expect(violations).toEqual([]);
});

test('English on request, with a link back to French', async ({ page }) => {
  await page.goto(`${pagePath}?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
});

test('a /boutique card links to its product’s page', async ({ page }) => {
  await page.goto('/boutique');
  const cardLink = page.getByRole('list', { name: 'Produits' }).getByRole('link', { name: boubou.title, exact: true });
  await expect(cardLink).toHaveAttribute('href', pagePath);
  await cardLink.click();
  await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(boubou.title);
});
