import { expect, test, type Page } from '@playwright/test';
import { brand } from '@kasuwa/contract/brand';
import { collections } from '@kasuwa/contract/collections';
import { adminAuth, adminDb } from '../support/admin-app';
import { sendVerificationEmail, signUp, verificationCodeFor } from './helpers/auth-emulator';
import { uniqueId } from './helpers/unique';
import { allow } from './helpers/under-load';

/**
 * The addresses the page asks the browser to go to, with when. A custom-scheme link never loads in
 * a test browser, so Chromium's own "navigation requested" event is the witness.
 */
async function watchNavigations(page: Page) {
  const requested: { url: string; at: number }[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  cdp.on('Page.frameRequestedNavigation', (event) => requested.push({ url: event.url, at: Date.now() }));
  return requested;
}

/** A customer who just signed up in the app: unverified profile, verification email sent. */
async function newCustomerWithVerificationEmail() {
  const email = `e2e-verify-${uniqueId()}@kasuwa.test`;
  const { idToken, uid } = await signUp(email, `e2e-${uniqueId()}-password`);
  await adminDb.collection(collections.profiles).doc(uid).set({ role: 'customer', emailVerified: false, email });
  await sendVerificationEmail(idToken);
  return { uid, oobCode: await verificationCodeFor(email) };
}

test.describe('in a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('the link from the email verifies the address, marks the profile and opens the app', async ({ page }) => {
    const { uid, oobCode } = await newCustomerWithVerificationEmail();
    const navigations = await watchNavigations(page);

    await page.goto(`/verify?mode=verifyEmail&oobCode=${encodeURIComponent(oobCode)}&apiKey=demo-api-key&lang=fr`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vérification de l’adresse e-mail');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('status')).toHaveText('Votre adresse e-mail est vérifiée. Ouverture de l’application…');
    const verifiedAt = Date.now();
    await expect(page.getByRole('link', { name: 'Télécharger l’application' })).toHaveAttribute('href', '/télécharger');

    const appLink = `${brand.appLinkScheme}verify?oobCode=${encodeURIComponent(oobCode)}`;
    await expect.poll(() => navigations.map((navigation) => navigation.url), { timeout: allow(5_000) }).toContain(appLink);
    // The spec's 1.5 s pause, with room for a slow machine on the other side.
    expect((navigations.find((navigation) => navigation.url === appLink)?.at ?? 0) - verifiedAt).toBeGreaterThan(1_000);

    const profile = await adminDb.collection(collections.profiles).doc(uid).get();
    expect(profile.get('emailVerified')).toBe(true);
    expect((await adminAuth.getUser(uid)).emailVerified).toBe(true);
  });

  test('a used link says so in French, in red, and does not open the app', async ({ page }) => {
    const { oobCode } = await newCustomerWithVerificationEmail();
    await page.goto(`/verify?mode=verifyEmail&oobCode=${encodeURIComponent(oobCode)}`);
    await expect(page.getByRole('status')).toHaveText(/Votre adresse e-mail est vérifiée/);

    const navigations = await watchNavigations(page);
    await page.goto(`/verify?mode=verifyEmail&oobCode=${encodeURIComponent(oobCode)}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Ce lien a déjà servi ou n’est pas valide.');
    await expect(alert).toHaveCSS('color', 'rgb(179, 38, 30)');
    await expect(page.getByRole('link', { name: 'Télécharger l’application' })).toBeVisible();
    await page.waitForTimeout(2_000);
    expect(navigations.filter((navigation) => navigation.url.startsWith(brand.appLinkScheme))).toEqual([]);
  });

  test('a network failure offers to try again, and the retry verifies', async ({ page }) => {
    const { oobCode } = await newCustomerWithVerificationEmail();
    const authEmulator = 'http://127.0.0.1:9099/**';
    await page.route(authEmulator, (route) => route.abort('internetdisconnected'));
    await page.goto(`/verify?mode=verifyEmail&oobCode=${encodeURIComponent(oobCode)}`);
    await expect(page.getByRole('alert')).toHaveText('Connexion impossible. Vérifiez votre connexion internet, puis réessayez.');
    await page.unroute(authEmulator);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('status')).toHaveText(/Votre adresse e-mail est vérifiée/);
  });

  test('without a code it says so in French', async ({ page }) => {
    await page.goto('/verify?mode=verifyEmail');
    await expect(page.getByRole('alert')).toHaveText('Code de vérification introuvable.');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('without a code it says so in English, with the download link', async ({ page }) => {
    await page.goto('/verify');
    await expect(page.getByRole('alert')).toHaveText('Verification code not found.');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', '/télécharger');
  });
});
