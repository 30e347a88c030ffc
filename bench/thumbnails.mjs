/**
 * Thumbnail time (design.md section 7: within 1.3× of a bare sharp resize). Plain Node, no emulators:
 * makes a 12-megapixel JPEG with photo-like detail, then times the functions' own thumbnail code
 * (functions/src/product-images/image-pipeline.ts, bundled on the fly with esbuild as functions/build.mjs
 * does) against `sharp(input).resize({ width }).webp()` for the same three widths, both run the same way
 * (the three widths at once), alternating which goes first. Writes bench/results/thumbnails.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import sharp from 'sharp';
import { cameraJpeg } from '../tests/e2e/helpers/phone-photo.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..');
const repetitions = 9;
const budget = 1.3;
const widths = [200, 400, 800];

// Inside the repository (git-ignored), so that the bundle's `import 'sharp'` resolves to node_modules.
const bundle = join(repoRoot, '.cache', 'bench', 'image-pipeline.mjs');
await build({
  entryPoints: [join(repoRoot, 'functions', 'src', 'product-images', 'image-pipeline.ts')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: ['sharp'],
  alias: { '@kasuwa/contract': join(repoRoot, 'contract', 'src') },
  logLevel: 'warning',
});
const { makeThumbnails } = await import(pathToFileURL(bundle).href);

const bare = (input) => Promise.all(widths.map((width) => sharp(input).resize({ width }).webp().toBuffer()));

async function time(work) {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value, digits = 1) => Number(value.toFixed(digits));

// Noise for texture, shapes for edges: a flat test card would flatter both sides.
const input = await cameraJpeg({ sigma: 40 });
const { width, height } = await sharp(input).metadata();
const made = await makeThumbnails(input);
const madeWidths = await Promise.all(made.map(async ({ bytes }) => (await sharp(bytes).metadata()).width));
if (madeWidths.join() !== widths.join()) throw new Error(`The pipeline made widths ${madeWidths.join(', ')}`);
await bare(input);

const rows = [];
for (let repetition = 0; repetition < repetitions; repetition += 1) {
  const pipelineFirst = repetition % 2 === 0;
  const first = await time(() => (pipelineFirst ? makeThumbnails(input) : bare(input)));
  const second = await time(() => (pipelineFirst ? bare(input) : makeThumbnails(input)));
  const [pipelineMs, bareMs] = pipelineFirst ? [first, second] : [second, first];
  rows.push({ pipelineMs: round(pipelineMs), bareMs: round(bareMs), ratio: round(pipelineMs / bareMs, 3) });
}

const result = {
  image: { width, height, bytes: input.length },
  widths,
  repetitions,
  medianPipelineMs: round(median(rows.map((row) => row.pipelineMs))),
  medianBareMs: round(median(rows.map((row) => row.bareMs))),
  medianRatio: round(median(rows.map((row) => row.ratio)), 3),
  budget,
  rows,
};
result.withinBudget = result.medianRatio <= budget;
await mkdir(join(here, 'results'), { recursive: true });
await writeFile(join(here, 'results', 'thumbnails.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `Thumbnails of a ${width}×${height} JPEG (${(input.length / 1e6).toFixed(1)} MB), median of ${repetitions}: ` +
    `pipeline ${result.medianPipelineMs} ms, bare sharp ${result.medianBareMs} ms, ratio ${result.medianRatio} ` +
    `(budget ${budget}) ${result.withinBudget ? 'OK' : 'OVER BUDGET'}`,
);
if (!result.withinBudget) process.exitCode = 1;
