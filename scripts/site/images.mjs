/**
 * Draws the public site's pictures from scripts/seed/art/: the five app screenshots of the landing
 * page as WebP in the sizes it asks for (180 and 360 px thumbnails, 1080 px for the gallery), and the
 * 1200 × 630 Open Graph image shown when a page is shared, and the store console's app icons (192 and
 * 512 px, and a maskable 512 px whose mark stays inside the safe circle) from the favicon's mark.
 * Usage: npm run site:images (the files are committed; rerun after changing the art).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { appScreenshotArt } from '../seed/art/screens.mjs';
import { brand } from '../lib/contract.mjs';
import { repoRoot } from '../lib/paths.mjs';
import gallery from '../../web/src/features/home/screenshots.json' with { type: 'json' };

const { screenshots, screenshotWidths } = gallery;

const outDir = join(repoRoot, 'web', 'public', 'screenshots');
await mkdir(outDir, { recursive: true });

for (const shot of screenshots) {
  // Drawn at 540 × 1080; rendered at twice the density so the 1080 px version stays sharp.
  const png = await sharp(Buffer.from(appScreenshotArt(shot.screen, false)), { density: 144 })
    .png()
    .toBuffer();
  for (const width of screenshotWidths) {
    const webp = await sharp(png)
      .resize({ width })
      .webp({ quality: width > 400 ? 80 : 75 })
      .toBuffer();
    await writeFile(join(outDir, `${shot.slug}-${width}.webp`), webp);
    console.log(`${shot.slug}-${width}.webp ${(webp.length / 1024).toFixed(1)} KB`);
  }
}

const shareCard = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0b6e4f"/><stop offset="1" stop-color="#084c37"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1040" cy="90" r="260" fill="#f4a259" fill-opacity=".18"/>
  <text x="80" y="250" font-family="DejaVu Sans" font-weight="bold" font-size="112" fill="#fff">${brand.name}</text>
  <text x="84" y="320" font-family="DejaVu Sans" font-size="34" fill="#f4a259">Le marché de Niamey dans votre poche</text>
  <text x="84" y="400" font-family="DejaVu Sans" font-size="28" fill="#d8efe5">Boutiques locales · Livraison rapide</text>
  <text x="84" y="444" font-family="DejaVu Sans" font-size="28" fill="#d8efe5">Paiement sécurisé</text>
  <text x="84" y="540" font-family="DejaVu Sans" font-size="28" fill="#fff">Application Android · prix en francs CFA</text>
</svg>`;
const phone = await sharp(Buffer.from(appScreenshotArt(0, false)))
  .resize({ height: 560 })
  .png()
  .toBuffer();
const og = await sharp(Buffer.from(shareCard))
  .composite([{ input: phone, left: 880, top: 35 }])
  .png({ palette: true })
  .toBuffer();
await writeFile(join(repoRoot, 'web', 'public', 'og-image.png'), og);
console.log(`og-image.png ${(og.length / 1024).toFixed(1)} KB`);

// The console's icons: the favicon's mark (web/public/favicon.svg), and for "maskable" the same mark at
// 60 % on a full square, as a phone may cut the icon to a circle.
const mark = 'M9 8h4v7l6-7h5l-7 8 7 8h-5l-6-7v7H9z';
const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b6e4f"/><path d="${mark}" fill="#f4a259"/></svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0b6e4f"/><path d="${mark}" fill="#f4a259" transform="translate(16 16) scale(.6) translate(-16.5 -16)"/></svg>`;
const iconDir = join(repoRoot, 'web', 'public', 'store-icons');
await mkdir(iconDir, { recursive: true });
for (const [name, svg, size] of [
  ['icon-192.png', icon, 192],
  ['icon-512.png', icon, 512],
  ['maskable-512.png', maskable, 512],
]) {
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ palette: true })
    .toBuffer();
  await writeFile(join(iconDir, name), png);
  console.log(`store-icons/${name} ${(png.length / 1024).toFixed(1)} KB`);
}
