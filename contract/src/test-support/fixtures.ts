/** Documents as they are stored today, for the contract's tests. */

/** A Firestore Timestamp from either SDK, as the contract sees one. */
export const timestamp = { toMillis: () => Date.UTC(2026, 10, 21, 9) };

export const blobUrl = (name: string) => `http://127.0.0.1:5001/demo-kasuwa/us-central1/blobs/${name}`;

export const thumbnailsOf = (name: string) => ({
  w200: blobUrl(`${name}-200.webp`),
  w400: blobUrl(`${name}-400.webp`),
  w800: blobUrl(`${name}-800.webp`),
});

/** A product as the store admin writes it. */
export const storedProduct = {
  title: 'Boubou brodé',
  price: 25000,
  images: [blobUrl('a.jpg'), blobUrl('b.jpg')],
  thumbnails: [thumbnailsOf('a'), thumbnailsOf('b')],
  category: 'Vêtements',
  sizes: ['M', 'L'],
  colors: ['Indigo'],
  description: 'Coton tissé à la main.',
  time: timestamp,
  date: 'Nov 21, 2026',
};
