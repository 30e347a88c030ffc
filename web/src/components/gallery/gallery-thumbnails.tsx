import { publicLanguage, textsMarker } from '../../lib/page-texts';
import { PageTexts } from '../page-texts';
import { galleryTexts } from './gallery-texts';
import type { GalleryImage } from './gallery-types';

type Props = { label: string; images: GalleryImage[] };

/** The viewer's words, once in any page with a `[data-gallery]` list (a list may hold it: it is script-supporting). */
export function GalleryTexts() {
  return <PageTexts texts={galleryTexts[publicLanguage]} {...textsMarker('gallery')} />;
}

/**
 * Server-rendered thumbnails. Each one is a plain link to the full image so it still works without
 * JavaScript; `enhanceGalleries` (gallery.ts) turns the links into a full-screen viewer and reads
 * the full image's size and caption from the data attributes.
 */
export function GalleryThumbnails({ label, images }: Props) {
  return (
    <ul className="gallery" data-gallery aria-label={label}>
      {images.map((image) => (
        <li key={image.full} className="gallery__item">
          <a
            href={image.full}
            className="gallery__link"
            data-gallery-item
            data-width={image.fullWidth}
            data-height={image.fullHeight}
            data-caption={image.caption}
          >
            <img
              className="gallery__thumb"
              src={image.thumb}
              srcSet={image.thumbSrcSet}
              sizes={image.thumbSizes}
              width={image.thumbWidth}
              height={image.thumbHeight}
              alt={image.alt}
              loading="lazy"
              decoding="async"
            />
          </a>
        </li>
      ))}
      <GalleryTexts />
    </ul>
  );
}
