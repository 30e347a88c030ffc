import { brand } from '@kasuwa/contract/brand';
import { CardGrid } from '../../components/site/card-grid';
import { benefits } from '../../components/site/benefits';
import { GalleryThumbnails } from '../../components/gallery/gallery-thumbnails';
import type { GalleryImage } from '../../components/gallery/gallery-types';
import { PlatformDownload } from './platform-download';
import gallery from './screenshots.json';

const [thumbSmall, thumbLarge, full] = gallery.screenshotWidths as [number, number, number];
const aspect = 2;

const screenshots: GalleryImage[] = gallery.screenshots.map((shot) => ({
  full: `/screenshots/${shot.slug}-${full}.webp`,
  fullWidth: full,
  fullHeight: full * aspect,
  thumb: `/screenshots/${shot.slug}-${thumbSmall}.webp`,
  thumbSrcSet: `/screenshots/${shot.slug}-${thumbSmall}.webp ${thumbSmall}w, /screenshots/${shot.slug}-${thumbLarge}.webp ${thumbLarge}w`,
  thumbSizes: '(min-width: 800px) 140px, 30vw',
  thumbWidth: thumbSmall,
  thumbHeight: thumbSmall * aspect,
  alt: shot.alt,
  caption: shot.caption,
}));

export function LandingPage() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Bienvenue sur {brand.name}</h1>
        <p className="lead">
          Le marché de Niamey dans votre poche : les boutiques locales et nationales, la livraison rapide et le paiement sécurisé,
          en francs CFA.
        </p>
        <PlatformDownload />
        <p>
          <a href="/télécharger" className="qr-link">
            Sur un ordinateur ? Scannez le QR code de téléchargement
          </a>
        </p>
        <p>
          <a href="/boutique" className="qr-link">
            Voir les produits de la boutique
          </a>
        </p>
      </section>
      <section aria-labelledby="benefits-title">
        <h2 id="benefits-title">Pourquoi {brand.name} ?</h2>
        <CardGrid cards={benefits} titleLevel={3} />
      </section>
      <section aria-labelledby="screens-title">
        <h2 id="screens-title">L’application en images</h2>
        <GalleryThumbnails label="Captures d’écran de l’application" images={screenshots} />
      </section>
      <section className="closing" aria-labelledby="closing-title">
        <h2 id="closing-title">Prêt à faire vos achats ?</h2>
        <PlatformDownload />
        <a href="/télécharger" className="button button--ghost">
          Page de téléchargement
        </a>
      </section>
    </>
  );
}
