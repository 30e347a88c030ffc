import { brand } from '@kasuwa/contract/brand';
import { applyVerificationCode } from './api/apply-verification-code';
import { setEmailVerified } from './api/set-email-verified';
import { openAppLink } from './open-app-link';
import { browserLanguage, verifyCopy, type VerifyCopy } from './verify-copy';
import { verifyFailureOf } from './verify-failure';
import { findParts } from '../../lib/page-parts';
import { verifyParts } from './verify-parts';

/** The spec's pause between the success message and the jump into the app. */
export const appRedirectDelayMs = 1500;

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
  const text: VerifyCopy = verifyCopy[language];
  document.documentElement.lang = language;
  document.title = `${text.title} — ${brand.name}`;
  title.textContent = text.title;
  retry.textContent = text.retry;
  open.textContent = text.openApp;
  download.textContent = text.download;

  const show = (outcome: { status?: string; alert?: string; retry?: boolean }) => {
    status.textContent = outcome.status ?? '';
    status.classList.toggle('verify__status--success', outcome.status === text.success);
    alert.textContent = outcome.alert ?? '';
    retryRow.hidden = !outcome.retry;
    retry.disabled = false;
  };

  const oobCode = new URLSearchParams(window.location.search).get('oobCode');
  if (!oobCode) {
    show({ alert: text.missingCode });
    return;
  }

  const verify = async () => {
    show({ status: text.loading });
    let email: string;
    try {
      ({ email } = await applyVerificationCode(oobCode));
    } catch (error) {
      const kind = verifyFailureOf(error);
      if (kind === 'other') console.error('The verification code could not be applied:', error);
      show({ alert: kind === 'other' ? (error as Error).message : text[kind], retry: kind === 'network' });
      return;
    }
    try {
      await setEmailVerified(email);
    } catch (error) {
      console.error('Could not copy emailVerified into the profile:', error);
    }
    show({ status: text.success });
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
