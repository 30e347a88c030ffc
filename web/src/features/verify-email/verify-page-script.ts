import { brand } from '@kasuwa/contract/brand';
import { applyVerificationCode } from './api/apply-verification-code';
import { setEmailVerified } from './api/set-email-verified';
import { openAppLink } from './open-app-link';
import { verifyFailureOf } from './verify-failure';
import { findParts } from '../../lib/page-parts';
import { sayIn, textsIn } from '../../lib/page-texts';
import { verifyParts } from './verify-parts';
import type { VerifyLanguage, VerifyTexts } from './verify-texts';

/** The spec's pause between the success message and the jump into the app. */
export const appRedirectDelayMs = 1500;

/** French when the browser asks for it first, else English: customers read either. */
const browserLanguage = (): VerifyLanguage => ((navigator.language ?? '').toLowerCase().startsWith('fr') ? 'fr' : 'en');

export const appLink = (oobCode: string) => `${brand.appLinkScheme}verify?oobCode=${encodeURIComponent(oobCode)}`;

/**
 * Brings /verify (verify-page.tsx) to life: the reader's language, then the code applied (once: a code
 * works once), the profile's copy made (retried; if it still fails, the address is verified all the
 * same and the app brings the profile in step), the success shown and the app opened 1.5 s later.
 * A network failure offers Réessayer; other failures say what happened.
 */
export async function enhanceVerifyPage(root: ParentNode = document): Promise<void> {
  const page = root.querySelector<HTMLElement>('[data-verify]');
  const parts = page && findParts(page, verifyParts);
  if (!parts) {
    console.error('The verify page is missing parts of its markup');
    return;
  }
  const { title, status, alert, retryRow, retry, openRow, open, download } = parts;

  const language = browserLanguage();
  const say = sayIn(textsIn<VerifyTexts>(parts.texts)[language], language);
  document.documentElement.lang = language;
  document.title = `${say('title')} — ${brand.name}`;
  title.textContent = say('title');
  retry.textContent = say('retry');
  open.textContent = say('openApp');
  download.textContent = say('download');

  const show = (outcome: { status?: string; alert?: string; retry?: boolean; success?: boolean }) => {
    status.textContent = outcome.status ?? '';
    status.classList.toggle('verify__status--success', outcome.success === true);
    alert.textContent = outcome.alert ?? '';
    retryRow.hidden = !outcome.retry;
    retry.disabled = false;
  };

  const oobCode = new URLSearchParams(window.location.search).get('oobCode');
  if (!oobCode) {
    show({ alert: say('missingCode') });
    return;
  }

  const verify = async () => {
    show({ status: say('loading') });
    let email: string;
    try {
      ({ email } = await applyVerificationCode(oobCode));
    } catch (error) {
      const kind = verifyFailureOf(error);
      if (kind === 'other') console.error('The verification code could not be applied:', error);
      show({ alert: kind === 'other' ? (error as Error).message : say(kind), retry: kind === 'network' });
      return;
    }
    try {
      await setEmailVerified(email);
    } catch (error) {
      console.error('Could not copy emailVerified into the profile:', error);
    }
    show({ status: say('success'), success: true });
    open.href = appLink(oobCode);
    openRow.hidden = false;
    window.setTimeout(() => openAppLink(appLink(oobCode)), appRedirectDelayMs);
  };

  retry.addEventListener('click', () => {
    retry.disabled = true;
    // The button is about to hide: focus goes to the message that follows the retry.
    status.focus();
    void verify();
  });
  await verify();
}
