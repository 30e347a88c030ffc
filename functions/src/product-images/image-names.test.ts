import { blobPathSchema } from '../blobs/blob-path';
import { productImagePath, sanitiseImageName, thumbnailPathsOf, withUniquePart } from './image-names';

describe('sanitiseImageName', () => {
  it.each([
    ['boubou.jpg', 'jpg', 'boubou.jpg'],
    ['Pagne wax bleu.JPEG', 'jpg', 'Pagne-wax-bleu.jpg'],
    ['Photo été.png', 'webp', 'Photo-ete.webp'],
    ['C:\\Users\\awa\\sac.jpg', 'jpg', 'sac.jpg'],
    ['../../etc/passwd', 'jpg', 'passwd.jpg'],
    ['.hidden.jpg', 'jpg', 'hidden.jpg'],
    ['', 'jpg', 'image.jpg'],
    ['🙂🙂.webp', 'webp', 'image.webp'],
    ['archive.tar.png', 'webp', 'archive.tar.webp'],
  ])('makes %j into %s', (original, extension, expected) => {
    expect(sanitiseImageName(original, extension)).toBe(expected);
  });

  it('shortens long names and always gives a valid blob path', () => {
    const name = sanitiseImageName(`${'a'.repeat(300)}.jpg`, 'jpg');
    expect(name).toBe(`${'a'.repeat(80)}.jpg`);
    for (const original of ['a b/c', '..', '-.-', 'x'.repeat(79) + '-.y', '\u0000.jpg']) {
      expect(blobPathSchema.safeParse(productImagePath(sanitiseImageName(original, 'jpg'), 1)).success).toBe(true);
    }
  });
});

describe('withUniquePart', () => {
  it('puts the random part before the extension, keeping {file name}-{timestamp} and a valid path', () => {
    expect(withUniquePart('sac.jpg', '3f9a1c2b0d')).toBe('sac-3f9a1c2b0d.jpg');
    expect(withUniquePart('archive.tar.webp', 'ab')).toBe('archive.tar-ab.webp');
    const longest = withUniquePart(sanitiseImageName(`${'a'.repeat(300)}.webp`, 'webp'), 'f'.repeat(10));
    expect(blobPathSchema.safeParse(productImagePath(longest, Date.now())).success).toBe(true);
  });
});

describe('paths', () => {
  it('stores images as zzstoreImages/{name}-{timestamp}, with thumbnails beside them as the seed does', () => {
    const path = productImagePath('sac.jpg', 1732200000000);
    expect(path).toBe('zzstoreImages/sac.jpg-1732200000000');
    expect(thumbnailPathsOf(path)).toEqual({
      200: 'zzstoreImages/thumbnails/sac.jpg-1732200000000-w200.webp',
      400: 'zzstoreImages/thumbnails/sac.jpg-1732200000000-w400.webp',
      800: 'zzstoreImages/thumbnails/sac.jpg-1732200000000-w800.webp',
    });
  });

  it.each(['zzstoreImages/thumbnails/a-w200.webp', 'feedbackScreenshots/u/f.png', 'zzstoreImages/', 'sac.jpg'])(
    'gives no thumbnails for %s',
    (path) => expect(thumbnailPathsOf(path)).toBeNull(),
  );
});
