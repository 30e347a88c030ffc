/**
 * Draws the five app screenshots of the landing page (scripts/seed/art.mjs) and writes them as WebP
 * in the sizes the page asks for: 180 and 360 px wide thumbnails, 1080 px wide for the gallery.
 * Usage: npm run site:screenshots (the files are committed; rerun after changing the art).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { appScreenshotArt } from '../seed/art.mjs';
import { repoRoot } from '../lib/paths.mjs';
import gallery from '../../web/src/features/home/screenshots.json' with { type: 'json' };

const { screenshots, screenshotWidths } = gallery;

const outDir = join(repoRoot, 'web', 'public', 'screenshots');
await mkdir(outDir, { recursive: true });

for (const shot of screenshots) {
  // Drawn at 540 × 1080; rendered at twice the density so the 1080 px version stays sharp.
  const png = await sharp(Buffer.from(appScreenshotArt(shot.screen, false)), { density: 144 }).png().toBuffer();
  for (const width of screenshotWidths) {
    const webp = await sharp(png).resize({ width }).webp({ quality: width > 400 ? 80 : 75 }).toBuffer();
    await writeFile(join(outDir, `${shot.slug}-${width}.webp`), webp);
    console.log(`${shot.slug}-${width}.webp ${(webp.length / 1024).toFixed(1)} KB`);
  }
}
