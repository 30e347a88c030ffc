import { expect, test, type Page } from '@playwright/test';

/** Every public address with the heading it shows; accented ones are requested as browsers send them. */
const routes: [string, string][] = [
  ['/', 'Bienvenue sur Kasuwa'],
  ['/fonctionnalit%C3%A9s', 'Fonctionnalités'],
  ['/apropos', 'À propos de Kasuwa'],
  ['/about', 'À propos de Kasuwa'],
  ['/t%C3%A9l%C3%A9charger', 'Télécharger Kasuwa'],
  ['/download', 'Télécharger Kasuwa'],
  ['/contact', 'Contact'],
  ['/contactus', 'Contact'],
  ['/conditions', 'Conditions d’utilisation'],
  ['/terms', 'Conditions d’utilisation'],
  ['/confidentialit%C3%A9', 'Politique de confidentialité'],
  ['/privacy', 'Politique de confidentialité'],
  ['/returns', 'Politique de retour et de remboursement'],
  ['/webreturns', 'Politique de retour et de remboursement'],
];

for (const [path, heading] of routes) {
  test(`${decodeURI(path)} answers 200 with its heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('the unaccented spellings redirect to the accented pages, keeping the query string', async ({ page }) => {
  for (const [from, to] of [
    ['/fonctionnalites?x=1', '/fonctionnalit%C3%A9s?x=1'],
    ['/telecharger?utm=sms', '/t%C3%A9l%C3%A9charger?utm=sms'],
    ['/confidentialite', '/confidentialit%C3%A9'],
  ]) {
    await page.goto(from as string);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(to);
  }
});

test('the in-app returns page has no top bar or footer; the web one has both', async ({ page }) => {
  await page.goto('/returns');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/webreturns');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});

test('pages are served with the security headers', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('sitemap.xml and robots.txt are served', async ({ request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/t%C3%A9l%C3%A9charger</loc>');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
});

test('no page breaks the content security policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/t%C3%A9l%C3%A9charger', '/contact', '/admin-login', '/admin-feedback', '/verify']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

/** Every script a page downloads: its text, and whether the page's HTML names it (loaded up front). */
async function scriptsOf(page: Page, path: string) {
  const responses: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push({ url: response.url(), body: response.text() });
  });
  const html = (await (await page.goto(path))?.text()) ?? '';
  await page.waitForLoadState('networkidle');
  return Promise.all(
    responses.map(async ({ url, body }) => ({ body: await body, upFront: html.includes(`"${new URL(url).pathname}"`) })),
  );
}

// A string that only the Firebase SDKs' bundles hold (checked against the build).
const sdk = 'FirebaseError';

const marketingPages = [...routes.map(([path]) => path), '/boutique', '/portfolio', '/panier', '/verify', '/no-such-page'];

test('no public page downloads a Firebase SDK, /boutique included', async ({ page }) => {
  for (const path of marketingPages) {
    const scripts = await scriptsOf(page, path);
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.body.includes(sdk)).length, `${decodeURI(path)} loads a Firebase SDK`).toBe(0);
  }
});

test("/boutique's first view downloads one page of the catalogue, well under 60 KB, and nothing from Firestore", async ({
  page,
}) => {
  const data: { url: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (url.includes('/api/catalogue') || url.includes(':8080/')) data.push({ url, bytes: (await response.body()).length });
  });
  await page.goto('/boutique');
  await expect(page.getByRole('status').filter({ hasText: /\d+ produits/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(data.map(({ url }) => new URL(url).pathname + new URL(url).search)).toEqual(['/api/catalogue?page=1']);
  // Uncompressed: what Hosting sends gzipped is smaller still.
  expect(data[0]?.bytes).toBeLessThan(60 * 1024);
});
