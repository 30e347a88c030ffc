/**
 * The words of the full-screen viewer (features/gallery), per public language; GalleryThumbnails writes
 * them into the page, the viewer's script imports this file as a type only (lib/page-texts.ts).
 */
export const galleryTexts = {
  fr: {
    close: 'Fermer',
    previous: 'Image précédente',
    next: 'Image suivante',
    gallery: 'Galerie d’images',
    position: '{position} / {count}',
  },
} as const;

export type GalleryTexts = (typeof galleryTexts)['fr'];
