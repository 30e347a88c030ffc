import { brand } from '@kasuwa/contract/brand';

/**
 * Shown by platform.ts according to the visitor's device: the package link on Android, a notice on
 * iOS, neither elsewhere (the link to the QR page serves computers).
 */
export function PlatformDownload() {
  return (
    <div className="platform-download">
      <a className="button button--large" href={brand.apk.url} data-platform="android" hidden>
        Télécharger pour Android ({brand.apk.sizeLabel})
      </a>
      <p className="notice" data-platform="ios" hidden>
        {`${brand.name} n’est pas disponible sur l’App Store : l’application existe pour l’instant uniquement sur Android.`}
      </p>
    </div>
  );
}
