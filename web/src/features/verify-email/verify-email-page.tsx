import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { brand } from '@kasuwa/contract/brand';
import { DocumentTitle } from '../../components/page-meta';
import { useApplyVerificationCode } from './api/apply-verification-code';
import { useSetEmailVerified } from './api/set-email-verified';
import { openAppLink } from './open-app-link';
import { browserLanguage, verifyCopy, type VerifyCopy } from './verify-copy';
import { verifyFailureOf } from './verify-failure';

/** The spec's pause between the success message and the jump into the app. */
export const appRedirectDelayMs = 1500;

export const appLink = (oobCode: string) => `${brand.appLinkScheme}verify?oobCode=${encodeURIComponent(oobCode)}`;

type Outcome = { kind: 'loading' } | { kind: 'success' } | { kind: 'error'; message: string; retry: boolean };

function outcomeOf(oobCode: string | null, failure: Error | null, verified: boolean, text: VerifyCopy): Outcome {
  if (!oobCode) return { kind: 'error', message: text.missingCode, retry: false };
  if (failure) {
    const kind = verifyFailureOf(failure);
    return { kind: 'error', message: kind === 'other' ? failure.message : text[kind], retry: kind === 'network' };
  }
  return verified ? { kind: 'success' } : { kind: 'loading' };
}

/** /verify, opened from the verification email, usually on the phone that has the app. */
export function VerifyEmailPage() {
  const [language] = useState(browserLanguage);
  const text = verifyCopy[language];
  const oobCode = useSearchParams()[0].get('oobCode');
  const applied = useApplyVerificationCode(oobCode);
  const profile = useSetEmailVerified(applied.data?.email);
  // The address is verified once the code is applied. The profile's copy is retried by the query;
  // if it still fails, the app is opened all the same and brings the profile in step itself.
  const verified = applied.isSuccess && (profile.isSuccess || profile.isError);

  useEffect(() => {
    if (profile.isError) console.error('Could not copy emailVerified into the profile:', profile.error);
  }, [profile.isError, profile.error]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    if (!verified || !oobCode) return;
    const timer = window.setTimeout(() => openAppLink(appLink(oobCode)), appRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [verified, oobCode]);

  const outcome = outcomeOf(oobCode, applied.error, verified, text);

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
            <>
              <p role="alert" className="verify__status verify__status--error">
                {outcome.message}
              </p>
              {outcome.retry && (
                <p>
                  <button type="button" className="button" disabled={applied.isFetching} onClick={() => void applied.refetch()}>
                    {text.retry}
                  </button>
                </p>
              )}
            </>
          )}
          <p className="verify__download">
            <a href="/télécharger">{text.download}</a>
          </p>
        </section>
      </main>
    </div>
  );
}
