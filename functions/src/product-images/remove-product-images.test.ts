import { createLocalBlobStore } from '../blobs/local-blob-store';
import { removedImagePaths, removeProductImagesHandler } from './remove-product-images';

const base = 'http://127.0.0.1:5001/demo-kasuwa/europe-west1/blobs';
const { pathOf } = createLocalBlobStore('/nonexistent', base);

const image = (name: string) => ({
  url: `${base}/zzstoreImages/${name}`,
  thumbnails: {
    w200: `${base}/zzstoreImages/thumbnails/${name}-w200.webp`,
    w400: `${base}/zzstoreImages/thumbnails/${name}-w400.webp`,
    w800: `${base}/zzstoreImages/thumbnails/${name}-w800.webp`,
  },
});
const product = (...images: { url: string; thumbnails: object }[]) => ({
  title: 'Sac',
  images: images.map(({ url }) => url),
  thumbnails: images.map(({ thumbnails }) => thumbnails),
});
const filesOf = (name: string) => [
  `zzstoreImages/${name}`,
  `zzstoreImages/thumbnails/${name}-w200.webp`,
  `zzstoreImages/thumbnails/${name}-w400.webp`,
  `zzstoreImages/thumbnails/${name}-w800.webp`,
];

describe('removedImagePaths', () => {
  const a = image('a.jpg-1');
  const b = image('b.webp-2');

  it('names every file of a deleted product', () => {
    expect(removedImagePaths(pathOf, 'p', product(a, b), undefined).sort()).toEqual(
      [...filesOf('a.jpg-1'), ...filesOf('b.webp-2')].sort(),
    );
  });

  it('names only the files of an image dropped in an update, whatever the new order', () => {
    expect(removedImagePaths(pathOf, 'p', product(a, b), product(b)).sort()).toEqual(filesOf('a.jpg-1').sort());
    expect(removedImagePaths(pathOf, 'p', product(a, b), product(b, a))).toEqual([]);
    expect(removedImagePaths(pathOf, 'p', product(a), { ...product(a), title: 'Sac en cuir' })).toEqual([]);
  });

  it('finds the thumbnails of an image whose product has no thumbnails list', () => {
    expect(removedImagePaths(pathOf, 'p', { images: [a.url] }, undefined).sort()).toEqual(filesOf('a.jpg-1').sort());
  });

  it('leaves URLs outside our store or outside zzstoreImages/, and fields of the wrong type', () => {
    const foreign = {
      images: ['https://example.com/zzstoreImages/x.jpg', `${base}/feedbackScreenshots/u/f.png`, 7, `${base}/..%2Fsecret`],
      thumbnails: [{ w200: `${base}/feedbackScreenshots/u/g.png` }],
    };
    expect(removedImagePaths(pathOf, 'p', foreign, undefined)).toEqual([]);
    expect(removedImagePaths(pathOf, 'p', { images: 'nope', thumbnails: 3 }, undefined)).toEqual([]);
    expect(removedImagePaths(pathOf, 'p', undefined, undefined)).toEqual([]);
  });

  it('keeps a file the product still uses under another entry', () => {
    const shared = { url: image('c.jpg-3').url, thumbnails: a.thumbnails };
    expect(removedImagePaths(pathOf, 'p', product(a, shared), product(shared)).sort()).toEqual(['zzstoreImages/a.jpg-1']);
  });
});

describe('removeProductImagesHandler', () => {
  it('removes the named files', async () => {
    const removed: string[] = [];
    const handler = removeProductImagesHandler(
      { pathOf, remove: async (path) => void removed.push(path) },
      async () => undefined,
    );
    await handler('p', product(image('a.jpg-1')), undefined);
    expect(removed.sort()).toEqual(filesOf('a.jpg-1').sort());
  });

  it('keeps the files the product uses as stored now, whichever version the event was about', async () => {
    const removed: string[] = [];
    const [a, b] = [image('a.jpg-1'), image('b.jpg-2')];
    // A late event: version 2 dropped `a`, but version 3, stored now, lists it again.
    const handler = removeProductImagesHandler({ pathOf, remove: async (path) => void removed.push(path) }, async (productId) =>
      productId === 'p' ? product(a, b) : undefined,
    );
    await handler('p', product(a, b), product(b));
    expect(removed).toEqual([]);
  });

  it('tries every file and then passes on the failures', async () => {
    const tried: string[] = [];
    const handler = removeProductImagesHandler(
      {
        pathOf,
        remove: async (path) => {
          tried.push(path);
          if (path.endsWith('w400.webp')) throw new Error('EACCES');
        },
      },
      async () => undefined,
    );
    await expect(handler('p', product(image('a.jpg-1')), undefined)).rejects.toThrow('Could not remove 1 of 4');
    expect(tried).toHaveLength(4);
  });
});
