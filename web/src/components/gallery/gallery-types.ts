/** One picture of a gallery: a small thumbnail in the page and the full image shown in the overlay. */
export type GalleryImage = {
  full: string;
  fullWidth: number;
  fullHeight: number;
  thumb: string;
  thumbSrcSet?: string;
  thumbSizes?: string;
  thumbWidth: number;
  thumbHeight: number;
  alt: string;
  caption?: string;
};
