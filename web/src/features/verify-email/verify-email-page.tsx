import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { brand } from '@kasuwa/contract/brand';
import { DocumentTitle } from '../../components/page-meta';
import { NotAVerificationCodeError, useApplyVerificationCode } from './api/apply-verification-code';
import { useSetEmailVerified } from './api/set-email-verified';
import { openAppLink } from './open-app-link';
import { browserLanguage, verifyCopy } from './verify-copy';

/** The spec's pause between the success message and the jump into the app. */
export const appRedirectDelayMs = 1500;

export const appLink = (oobCode: string) => `${brand.appLinkScheme}verify?oobCode=${encodeURIComponent(oobCode)}`;

type Outcome = { kind: 'loading' } | { kind: 'success' } | { kind: 'error'; message: string };

/** /verify, opened from the verification email, usually on the phone that has the app. */
export function VerifyEmailPage() {
  const [language] = useState(browserLanguage);
  const text = verifyCopy[language];
  const oobCode = useSearchParams()[0].get('oobCode');
  const applied = useApplyVerificationCode(oobCode);
  const profile = useSetEmailVerified(applied.data?.email);
  const verified = profile.isSuccess;

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    if (!verified || !oobCode) return;
    const timer = window.setTimeout(() => openAppLink(appLink(oobCode)), appRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [verified, oobCode]);

  const failure = applied.error ?? profile.error;
  const outcome: Outcome = !oobCode
    ? { kind: 'error', message: text.missingCode }
    : failure
      ? { kind: 'error', message: failure instanceof NotAVerificationCodeError ? text.wrongLink : failure.message }
      : verified
        ? { kind: 'success' }
        : { kind: 'loading' };

  return (
    <div className="verify">
      <DocumentTitle title={`${text.title} — ${brand.name}`} />
      <header className="site-header">
        <div className="container site-header__inner">
          <a className="site-brand" href="/">
            {brand.name}
          </a>
        </div>
      </header>
      <main className="container verify__main">
        <section className="verify__card" aria-labelledby="verify-title">
          <h1 id="verify-title">{text.title}</h1>
          {outcome.kind === 'loading' && (
            <p role="status" className="verify__status">
              {text.loading}
            </p>
          )}
          {outcome.kind === 'success' && (
            <>
              <p role="status" className="verify__status verify__status--success">
                {text.success}
              </p>
              {oobCode && (
                <p>
                  <a className="button" href={appLink(oobCode)}>
                    {text.openApp}
                  </a>
                </p>
              )}
            </>
          )}
          {outcome.kind === 'error' && (
            <p role="alert" className="verify__status verify__status--error">
              {outcome.message}
            </p>
          )}
          <p className="verify__download">
            <a href="/télécharger">{text.download}</a>
          </p>
        </section>
      </main>
    </div>
  );
}
