import { brand } from '@kasuwa/contract/brand';
import { PageTexts } from '../../components/page-texts';
import { partOf } from '../../lib/page-parts';
import { publicLanguage } from '../../lib/page-texts';
import { verifyParts } from './verify-parts';
import { verifyTexts } from './verify-texts';

const text = verifyTexts[publicLanguage];
const part = (name: keyof typeof verifyParts) => partOf(verifyParts, name);

/**
 * /verify, opened from the verification email, usually on the phone that has the app. Pre-rendered in
 * French with its loading message; verify-page-script.ts applies the code, speaks English to other
 * browsers, and shows the outcome. No React and no Firebase SDK run here
 * (docs/adr/0115-verify-a-public-page-with-a-small-script-no-react-and-no-firebase-sdk.md).
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
          <h1 id="verify-title" {...part('title')}>
            {text.title}
          </h1>
          <p role="status" className="verify__status" tabIndex={-1} {...part('status')}>
            {text.loading}
          </p>
          <p role="alert" className="verify__status verify__status--error" {...part('alert')} />
          <p {...part('retryRow')} hidden>
            <button type="button" className="button" {...part('retry')}>
              {text.retry}
            </button>
          </p>
          <p {...part('openRow')} hidden>
            <a className="button" href="/" {...part('open')}>
              {text.openApp}
            </a>
          </p>
          <noscript>
            <p>La vérification a besoin de JavaScript. / Verification needs JavaScript.</p>
          </noscript>
          <p className="verify__download">
            <a href="/télécharger" {...part('download')}>
              {text.download}
            </a>
          </p>
          <PageTexts texts={verifyTexts} {...part('texts')} />
        </section>
      </main>
    </div>
  );
}
