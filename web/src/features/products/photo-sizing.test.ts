import { staffTextIn } from '../../components/staff/staff-language';
import {
  bytesText,
  encodingSteps,
  fittedSize,
  isAlreadyLight,
  isHeic,
  isLightEnough,
  isSendable,
  lightenedName,
  lightPhoto,
  looksLikePicture,
} from './photo-sizing';

const photo = (type: string, size: number) => ({ type, size });
const kb = 1024;

describe('fittedSize', () => {
  it('scales a 12 MP photo down to a long side of 1,600 px, keeping its shape', () => {
    expect(fittedSize({ width: 4000, height: 3000 }, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize({ width: 3000, height: 4000 }, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fittedSize({ width: 4032, height: 1908 }, 1600)).toEqual({ width: 1600, height: 757 });
  });

  it('never enlarges, and never gives a side of 0 px', () => {
    expect(fittedSize({ width: 900, height: 700 }, 1600)).toEqual({ width: 900, height: 700 });
    expect(fittedSize({ width: 10_000, height: 2 }, 1600)).toEqual({ width: 1600, height: 1 });
  });
});

describe('encodingSteps', () => {
  it('steps the quality down at 1,600 px first, then the size', () => {
    expect(encodingSteps({ width: 4000, height: 3000 })).toEqual([
      { width: 1600, height: 1200, quality: 0.82 },
      { width: 1600, height: 1200, quality: 0.72 },
      { width: 1600, height: 1200, quality: 0.62 },
      { width: 1600, height: 1200, quality: 0.52 },
      { width: 1280, height: 960, quality: 0.52 },
      { width: 1024, height: 768, quality: 0.52 },
    ]);
  });

  it('tries a small image at its own size once per quality', () => {
    expect(encodingSteps({ width: 1000, height: 800 })).toEqual([
      { width: 1000, height: 800, quality: 0.82 },
      { width: 1000, height: 800, quality: 0.72 },
      { width: 1000, height: 800, quality: 0.62 },
      { width: 1000, height: 800, quality: 0.52 },
    ]);
  });
});

describe('what is light enough', () => {
  it('stops at about 300 KB', () => {
    expect(lightPhoto.targetBytes).toBe(300 * kb);
    expect(isLightEnough(300 * kb)).toBe(true);
    expect(isLightEnough(300 * kb + 1)).toBe(false);
  });

  it('keeps a file the server takes that is already within 1,600 px and 300 KB', () => {
    expect(isAlreadyLight(photo('image/jpeg', 120 * kb), { width: 1200, height: 900 })).toBe(true);
    expect(isAlreadyLight(photo('image/webp', 300 * kb), { width: 1600, height: 1600 })).toBe(true);
  });

  it('makes lighter a photo too heavy, too large, or of a type the server refuses', () => {
    expect(isAlreadyLight(photo('image/jpeg', 301 * kb), { width: 1200, height: 900 })).toBe(false);
    expect(isAlreadyLight(photo('image/jpeg', 200 * kb), { width: 1601, height: 900 })).toBe(false);
    expect(isAlreadyLight(photo('image/heic', 200 * kb), { width: 1200, height: 900 })).toBe(false);
    expect(isAlreadyLight(photo('image/gif', 20 * kb), { width: 200, height: 200 })).toBe(false);
  });

  it('sends as it is only what the server takes: JPEG, PNG or WebP, not empty, within 10 MB', () => {
    expect(isSendable(photo('image/png', 10 * 1024 * kb))).toBe(true);
    expect(isSendable(photo('image/png', 10 * 1024 * kb + 1))).toBe(false);
    expect(isSendable(photo('image/jpeg', 0))).toBe(false);
    expect(isSendable(photo('image/heif', 100))).toBe(false);
  });
});

describe('names and types', () => {
  it('names the lighter file after the chosen one, with its new extension', () => {
    expect(lightenedName('IMG_1234.HEIC', 'image/webp')).toBe('IMG_1234.webp');
    expect(lightenedName('boubou.front.jpeg', 'image/jpeg')).toBe('boubou.front.jpg');
    expect(lightenedName('scan.png', 'image/png')).toBe('scan.png');
    expect(lightenedName('.heic', 'image/jpeg')).toBe('photo.jpg');
  });

  it('knows a HEIC photo by its type, or by its name when the phone sends no type', () => {
    expect(isHeic({ type: 'image/heic', name: 'a' })).toBe(true);
    expect(isHeic({ type: 'image/heif-sequence', name: 'a' })).toBe(true);
    expect(isHeic({ type: '', name: 'IMG_0001.HEIC' })).toBe(true);
    expect(isHeic({ type: 'image/jpeg', name: 'IMG_0001.jpg' })).toBe(false);
    expect(looksLikePicture({ type: '', name: 'IMG_0001.heif' })).toBe(true);
    expect(looksLikePicture({ type: 'image/gif', name: 'anim.gif' })).toBe(true);
    expect(looksLikePicture({ type: 'text/plain', name: 'notes.txt' })).toBe(false);
  });
});

describe('bytesText', () => {
  it('says megabytes with one decimal, kilobytes whole, in the console’s language', () => {
    const before = bytesText(4_089_446);
    const after = bytesText(296_960);
    expect(staffTextIn('en', '{before} → {after}', { before, after })).toBe('3.9 MB → 290 KB');
    expect(staffTextIn('fr', '{before} → {after}', { before, after })).toBe('3,9 Mo → 290 Ko');
    expect(staffTextIn('en', bytesText(1024 * 1024))).toBe('1 MB');
    expect(staffTextIn('en', bytesText(1023 * 1024))).toBe('1,023 KB');
    expect(staffTextIn('en', bytesText(100))).toBe('1 KB');
  });
});
