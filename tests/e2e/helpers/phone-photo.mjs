import sharp from 'sharp';

/**
 * A 12-megapixel photo as a phone's camera saves it, for the end-to-end test and the bench of light
 * uploads: 4000×3000 pixels with sensor-like noise and shapes (a flat test card would flatter any
 * encoder), a JPEG of 5.5 MB (5.8 million bytes) at quality 90, held sideways with EXIF orientation 6 (turn 90°
 * clockwise), as a phone held upright stores it. Upright it is 3000×4000, portrait.
 */
export async function twelveMegapixelPhoto() {
  const buffer = await cameraJpeg({ sigma: 20, orientation: 6 });
  return { name: '20261206_101500.jpg', mimeType: 'image/jpeg', buffer };
}

/**
 * 4000×3000 pixels of noise (`sigma`) under coloured shapes, as a JPEG at quality 90, with an EXIF
 * orientation when given: the thumbnails' bench takes it noisier and upright.
 */
export async function cameraJpeg({ sigma, orientation }) {
  const [width, height] = [4000, 3000];
  const shapes = Array.from({ length: 60 }, (_, index) => {
    const x = (index * 661) % width;
    const y = (index * 389) % height;
    const hue = (index * 47) % 360;
    return index % 2
      ? `<circle cx="${x}" cy="${y}" r="${80 + (index % 7) * 40}" fill="hsl(${hue},70%,50%)" fill-opacity="0.7"/>`
      : `<rect x="${x}" y="${y}" width="${300 + (index % 5) * 90}" height="${200 + (index % 3) * 120}" fill="hsl(${hue},60%,40%)" transform="rotate(${index * 13} ${x} ${y})"/>`;
  }).join('');
  const noise = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma } } })
    .raw()
    .toBuffer();
  const photo = sharp(noise, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}">${shapes}</svg>`), blend: 'overlay' }])
    .jpeg({ quality: 90 });
  return (orientation ? photo.withMetadata({ orientation }) : photo).toBuffer();
}
