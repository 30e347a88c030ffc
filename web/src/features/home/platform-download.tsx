import { brand } from '@kasuwa/contract/brand';

/**
 * The package link on Android, a notice on iOS, neither elsewhere (the QR page link serves computers).
 * Most visitors are on Android, so the link is in the HTML from the start: their page never moves
 * when platform.ts runs; iPhones and computers get the swap instead.
 */
export function PlatformDownload() {
  return (
    <div className="platform-download">
      <a className="button button--large" href={brand.apk.url} data-platform="android">
        Télécharger pour Android ({brand.apk.sizeLabel})
      </a>
      <p className="notice" data-platform="ios" hidden>
        {`${brand.name} n’est pas disponible sur l’App Store : l’application existe pour l’instant uniquement sur Android.`}
      </p>
    </div>
  );
}
