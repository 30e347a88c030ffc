/**
 * Cuts the font the shop's PDFs (receipts, campaign posters) embed: DejaVu Sans and DejaVu Sans Bold,
 * from Debian's fonts-dejavu-core, reduced to the characters those PDFs print (docs/adr/0154-a-pdf-library-that-is-kept-and-a-font-for-niamey-names.md):
 * French, the letters of Hausa, Zarma, Fulfulde and Tamajaq names (Ɓ ɓ Ɗ ɗ Ƙ ƙ Ƴ ƴ Ŋ ŋ ʼ and their
 * neighbours), the pseudo-locale's marks, and what Intl's fr-FR formatting writes (the narrow no-break
 * space of "12 500 F CFA"). No hinting, no layout tables: pdf-lib uses neither.
 * Usage: npm run pdf:fonts (needs fontTools: apt-get install python3-fonttools; the files are
 * committed, and nothing in CI runs this).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../lib/paths.mjs';

const source = '/usr/share/fonts/truetype/dejavu';
const outDir = join(repoRoot, 'web', 'src', 'lib', 'fonts');

const unicodes = [
  'U+0020-007E', // Basic Latin
  'U+00A0-00FF', // Latin-1: French accents, « », ×, ·, no-break space
  'U+0100-017F', // Latin Extended-A: Ŋ ŋ, and the pseudo-locale's ŝ ž
  'U+0181,U+0253,U+018A,U+0257,U+0198,U+0199,U+01B3,U+01B4', // Ɓ ɓ Ɗ ɗ Ƙ ƙ Ƴ ƴ
  'U+019D,U+0272,U+018E,U+01DD,U+0190,U+025B,U+0186,U+0254,U+0194,U+0263', // Ɲ ɲ Ǝ ǝ Ɛ ɛ Ɔ ɔ Ɣ ɣ
  'U+01F8,U+01F9', // Ǹ ǹ
  'U+1E0C,U+1E0D,U+1E24,U+1E25,U+1E62,U+1E63,U+1E6C,U+1E6D,U+1E92,U+1E93', // Ḍ ḍ Ḥ ḥ Ṣ ṣ Ṭ ṭ Ẓ ẓ
  'U+02BC,U+02BB', // ʼ (the Hausa glottal stop), ʻ
  'U+2010-2027', // dashes, quotes, bullet, ellipsis
  'U+202F,U+2030,U+2039,U+203A', // narrow no-break space (fr-FR numbers), ‰ ‹ ›
  'U+20AC,U+2116,U+2122,U+2212', // € № ™ −
  'U+27E6,U+27E7', // ⟦ ⟧ around the pseudo-locale's texts
].join(',');

for (const [from, to] of [
  ['DejaVuSans.ttf', 'dejavu-sans.ttf'],
  ['DejaVuSans-Bold.ttf', 'dejavu-sans-bold.ttf'],
]) {
  const output = join(outDir, to);
  execFileSync('/usr/bin/python3', [
    '-m',
    'fontTools.subset',
    join(source, from),
    `--unicodes=${unicodes}`,
    `--output-file=${output}`,
    '--no-hinting',
    '--layout-features=',
    '--name-IDs=0,1,2,3,4,5,6',
    '--drop-tables+=FFTM,GPOS,GSUB,GDEF,kern,MATH',
  ]);
  console.log(`${to}: ${(statSync(output).size / 1024).toFixed(1)} KB`);
}
copyFileSync('/usr/share/doc/fonts-dejavu-core/copyright', join(outDir, 'dejavu-licence.txt'));
