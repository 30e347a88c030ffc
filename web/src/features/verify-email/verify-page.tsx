import { brand } from '@kasuwa/contract/brand';
import { verifyCopy } from './verify-copy';

const text = verifyCopy.fr;

/**
 * /verify, opened from the verification email, usually on the phone that has the app. Pre-rendered in
 * French with its loading message; verify-page-script.ts applies the code, speaks English to other
 * browsers, and shows the outcome. No React and no Firebase SDK run here (decisions.md).
 */
export function VerifyPage() {
  return (
    <div className="verify" data-verify>
      <header className="site-header">
        <div className="container site-header__inner">
          <a className="site-brand" href="/">
            {brand.name}
          </a>
        </div>
      </header>
      <main className="container verify__main">
        <section className="verify__card" aria-labelledby="verify-title">
          <h1 id="verify-title" data-verify-title>
            {text.title}
          </h1>
          <p role="status" className="verify__status" tabIndex={-1} data-verify-status>
            {text.loading}
          </p>
          <p role="alert" className="verify__status verify__status--error" data-verify-alert />
          <p data-verify-retry-row hidden>
            <button type="button" className="button" data-verify-retry>
              {text.retry}
            </button>
          </p>
          <p data-verify-open-row hidden>
            <a className="button" href="/" data-verify-open>
              {text.openApp}
            </a>
          </p>
          <noscript>
            <p>La vérification a besoin de JavaScript. / Verification needs JavaScript.</p>
          </noscript>
          <p className="verify__download">
            <a href="/télécharger" data-verify-download>
              {text.download}
            </a>
          </p>
        </section>
      </main>
    </div>
  );
}
