import { lightenPhoto } from './lighten-photo';

/**
 * The browser's picture APIs, faked at their edge: createImageBitmap answers the photo's upright size,
 * and each encoding weighs what the test says for its size and quality. jsdom has neither.
 */
interface Encoded {
  width: number;
  height: number;
  type: string;
  quality: number;
}

let encoded: Encoded[] = [];
let drawn: { fill: string | null; width: number; height: number }[] = [];
const bitmap = { width: 4000, height: 3000, close: jest.fn() };

function fakeBrowser({ weigh, webp = true }: { weigh: (width: number, quality: number) => number; webp?: boolean }) {
  class FakeCanvas {
    fill: string | null = null;
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      return {
        fillStyle: '',
        imageSmoothingQuality: 'low',
        fillRect: () => {
          this.fill = 'filled';
        },
        drawImage: (_image: unknown, _x: number, _y: number, width: number, height: number) =>
          drawn.push({ fill: this.fill, width, height }),
      };
    }
    async convertToBlob({ type, quality }: { type: string; quality: number }) {
      const made = webp || type !== 'image/webp' ? type : 'image/png';
      encoded.push({ width: this.width, height: this.height, type, quality });
      return new Blob([new Uint8Array(weigh(this.width, quality))], { type: made });
    }
  }
  Object.assign(globalThis, { OffscreenCanvas: FakeCanvas, createImageBitmap: jest.fn(async () => bitmap) });
}

const kb = 1024;
const photo = (name = 'IMG_0001.jpg', bytes = 4_000_000, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  encoded = [];
  drawn = [];
  Object.assign(bitmap, { width: 4000, height: 3000 });
  bitmap.close.mockClear();
});
afterEach(() => {
  delete (globalThis as Partial<typeof globalThis>).OffscreenCanvas;
  delete (globalThis as Partial<typeof globalThis>).createImageBitmap;
});

describe('lightenPhoto', () => {
  it('opens the photo upright, then steps the quality down at 1,600 px until it is about 300 KB, as WebP', async () => {
    fakeBrowser({ weigh: (_width, quality) => (quality > 0.7 ? 420 * kb : 280 * kb) });
    const result = await lightenPhoto(photo());
    expect(createImageBitmap).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
    expect(encoded.map(({ width, height, quality }) => [width, height, quality])).toEqual([
      [1600, 1200, 0.82],
      [1600, 1200, 0.72],
      [1600, 1200, 0.62],
    ]);
    expect(result).toMatchObject({ kind: 'lightened', file: { name: 'IMG_0001.webp', type: 'image/webp', size: 280 * kb } });
    expect(drawn.every(({ fill }) => fill === null)).toBe(true);
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('makes a JPEG on a white ground where the browser cannot encode WebP', async () => {
    fakeBrowser({ weigh: () => 250 * kb, webp: false });
    const result = await lightenPhoto(photo('IMG_0002.HEIC', 2_000_000, 'image/heic'));
    expect(encoded.map(({ type }) => type)).toEqual(['image/webp', 'image/jpeg']);
    expect(drawn.at(-1)).toEqual({ fill: 'filled', width: 1600, height: 1200 });
    expect(result).toMatchObject({ kind: 'lightened', file: { name: 'IMG_0002.jpg', type: 'image/jpeg' } });
  });

  it('shrinks the size after the lowest quality, and sends the lightest try when none is light enough', async () => {
    fakeBrowser({ weigh: (width, quality) => Math.round(width * quality * 500) });
    const result = await lightenPhoto(photo());
    expect(encoded.map(({ width }) => width)).toEqual([1600, 1600, 1600, 1600, 1280, 1024]);
    expect(result).toMatchObject({ kind: 'lightened', file: { size: Math.round(1024 * 0.52 * 500) } });
  });

  it('keeps a photo already small and light, without encoding it', async () => {
    fakeBrowser({ weigh: () => 1 });
    Object.assign(bitmap, { width: 1200, height: 900 });
    expect(await lightenPhoto(photo('small.jpg', 200 * kb))).toEqual({ kind: 'kept' });
    expect(encoded).toHaveLength(0);
  });

  it('keeps the chosen file when no try is lighter than it', async () => {
    fakeBrowser({ weigh: () => 500 * kb });
    Object.assign(bitmap, { width: 1600, height: 1000 });
    expect(await lightenPhoto(photo('dense.jpg', 400 * kb))).toEqual({ kind: 'kept' });
  });

  it('answers unreadable with the browser’s error when it cannot open the picture', async () => {
    fakeBrowser({ weigh: () => 1 });
    const error = new DOMException('The source image could not be decoded.', 'InvalidStateError');
    jest.mocked(createImageBitmap).mockRejectedValueOnce(error);
    expect(await lightenPhoto(photo('IMG_0003.HEIC', 3000, 'image/heic'))).toEqual({ kind: 'unreadable', error });
  });

  it('sends the photo as it is from a browser without createImageBitmap', async () => {
    expect(await lightenPhoto(photo())).toEqual({ kind: 'kept' });
  });
});
