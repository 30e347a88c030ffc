import { brand } from '@kasuwa/contract/brand';
import { PageTexts } from '../../components/page-texts';
import { partOf } from '../../lib/page-parts';
import { publicLanguage } from '../../lib/page-texts';
import { downloadParts } from './download-parts';
import { downloadTexts } from './download-texts';
import { QrCode } from './qr-code';

export const trackReferralPath = '/api/track-referral';

const steps = [
  'Téléchargez le fichier APK sur votre téléphone Android.',
  'Autorisez l’installation depuis des sources inconnues : Paramètres > Sécurité.',
  'Ouvrez le fichier téléchargé et choisissez « Installer ».',
  'Ouvrez l’application et faites vos achats.',
];

const part = (name: keyof typeof downloadParts) => partOf(downloadParts, name);

/** With `?ref=CODE`, download-page-script.ts counts the referral and sends the visitor to the package. */
export function DownloadPage() {
  const { apk } = brand;
  return (
    <section data-download data-apk-url={apk.url} data-track-url={trackReferralPath} aria-labelledby="download-title">
      <h1 id="download-title">Télécharger {brand.name}</h1>
      <dl className="apk-facts">
        <div>
          <dt>Version</dt>
          <dd>{apk.version}</dd>
        </div>
        <div>
          <dt>Taille</dt>
          <dd>{apk.sizeLabel}</dd>
        </div>
        <div>
          <dt>Système</dt>
          <dd>Android uniquement</dd>
        </div>
      </dl>
      <div className="download-actions">
        <a className="button button--large" href={apk.url} {...part('apkLink')}>
          Télécharger l’application (APK)
        </a>
        <figure className="qr">
          <QrCode text={apk.url} label={`QR code du lien de téléchargement de ${brand.name}`} {...part('qr')} />
          <figcaption>Scannez ce code avec votre téléphone Android pour télécharger l’application.</figcaption>
        </figure>
      </div>
      <h2>Installation en 4 étapes</h2>
      <ol className="steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h2>Vérifier le fichier</h2>
      <p>Empreinte SHA-256 du fichier, pour vérifier qu’il n’a pas été modifié :</p>
      <p className="checksum">
        <code {...part('checksum')}>{apk.sha256}</code>
        <button type="button" className="button button--small" {...part('copy')} hidden>
          Copier
        </button>
        <span role="status" className="checksum__status" {...part('copyStatus')} />
      </p>
      <PageTexts texts={downloadTexts[publicLanguage]} {...part('texts')} />
    </section>
  );
}
