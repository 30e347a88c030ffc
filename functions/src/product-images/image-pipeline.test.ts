import sharp from 'sharp';
import { makeThumbnails, prepareProductImage } from './image-pipeline';

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 194, g: 87, b: 26, alpha: 0.5 } } });

/** A JPEG as a phone writes it: EXIF with GPS, stored sideways with orientation 6 (turn right). */
const phoneJpeg = () =>
  solid(120, 80)
    .jpeg()
    .withExif({ IFD0: { Make: 'KasuwaPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 30/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe('prepareProductImage', () => {
  it('re-encodes a JPEG as an upright JPEG without EXIF or GPS, with WebP thumbnails never upscaled', async () => {
    const input = await phoneJpeg();
    const original = await sharp(input).metadata();
    expect([original.orientation, original.exif?.toString('latin1').includes('KasuwaPhone')]).toEqual([6, true]);
    const result = await prepareProductImage(input, 'jpeg');
    if (!('prepared' in result)) throw new Error(result.refusal.refusal);
    const { image, thumbnails } = result.prepared;
    expect(image.contentType).toBe('image/jpeg');
    const stored = await sharp(image.bytes).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif, stored.orientation]).toEqual([
      'jpeg',
      80,
      120,
      undefined,
      undefined,
    ]);
    expect(thumbnails.map(({ width }) => width)).toEqual([200, 400, 800]);
    for (const thumbnail of thumbnails) {
      const metadata = await sharp(thumbnail.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.exif]).toEqual(['webp', 80, undefined]);
    }
  });

  it('stores a PNG or a WebP as WebP, keeping transparency', async () => {
    for (const [format, bytes] of [
      ['png', await solid(900, 600, 4).png().toBuffer()],
      ['webp', await solid(900, 600, 4).webp().toBuffer()],
    ] as const) {
      const result = await prepareProductImage(bytes, format);
      if (!('prepared' in result)) throw new Error(result.refusal.refusal);
      const stored = await sharp(result.prepared.image.bytes).metadata();
      expect([result.prepared.image.extension, stored.format, stored.hasAlpha]).toEqual(['webp', 'webp', true]);
    }
  });

  it('makes thumbnails 200, 400 and 800 px wide from a larger image', async () => {
    const thumbnails = await makeThumbnails(await solid(1600, 1200).jpeg().toBuffer());
    const sizes = await Promise.all(thumbnails.map(async ({ bytes }) => sharp(bytes).metadata()));
    expect(sizes.map(({ width, height }) => [width, height])).toEqual([
      [200, 150],
      [400, 300],
      [800, 600],
    ]);
  });

  it('refuses an image over the pixel limit before decoding it', async () => {
    const bomb = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(await prepareProductImage(bomb, 'png')).toEqual({
      refusal: { status: 422, refusal: 'too-many-pixels', values: { width: 8000, height: 6000, megapixels: 40 } },
    });
  });

  it('refuses bytes that are not the format their first bytes announce, and a damaged file', async () => {
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('not really')]);
    expect(await prepareProductImage(fakeJpeg, 'jpeg')).toMatchObject({
      refusal: { status: 422, refusal: 'unreadable-image', reason: expect.any(String) },
    });
    const png = await solid(10, 10).png().toBuffer();
    expect(await prepareProductImage(png, 'jpeg')).toMatchObject({
      refusal: { status: 422, refusal: 'not-that-format', values: { format: 'JPEG' } },
    });
    const jpeg = await solid(400, 300).jpeg().toBuffer();
    expect(await prepareProductImage(jpeg.subarray(0, jpeg.length / 2), 'jpeg')).toMatchObject({
      refusal: { status: 422, refusal: 'damaged-image', reason: expect.any(String) },
    });
  });
});
