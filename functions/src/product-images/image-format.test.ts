import sharp from 'sharp';
import { sniffImageFormat } from './image-format';

const solid = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#c2571a' } });

describe('sniffImageFormat', () => {
  it('knows JPEG, PNG and WebP by their first bytes', async () => {
    expect(sniffImageFormat(await solid().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await solid().png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await solid().webp().toBuffer())).toBe('webp');
  });

  it.each([
    ['text', Buffer.from('Hello, this is not a photo')],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['a RIFF that is not WebP', Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['two bytes of a JPEG', Buffer.from([0xff, 0xd8])],
    ['nothing', Buffer.alloc(0)],
  ])('gives null for %s', (_label, bytes) => {
    expect(sniffImageFormat(bytes)).toBeNull();
  });
});
