/**
 * npm run apk:release -- <file.apk> [--url <url>] [--version <x.y.z>]
 * Measures the package (size, SHA-256) and writes it into the brand settings, which the download page
 * shows. Upload the file to the URL yourself; then build and deploy.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { describeApk, updateApkSettings } from './apk/apk-settings.mjs';
import { repoRoot } from './lib/paths.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, version: { type: 'string' } },
});
const [file] = positionals;
if (!file || !existsSync(file)) {
  console.error('Usage: npm run apk:release -- <file.apk> [--url <url>] [--version <x.y.z>] (the file must exist)');
  process.exit(1);
}
if (values.url && !/^https:\/\/\S+$/.test(values.url)) {
  console.error(`--url must be an https:// address, got ${values.url}`);
  process.exit(1);
}
if (values.version && !/^\d+\.\d+\.\d+$/.test(values.version)) {
  console.error(`--version must look like 1.2.3, got ${values.version}`);
  process.exit(1);
}

const brandFile = join(repoRoot, 'contract', 'src', 'brand.ts');
const measured = await describeApk(file);
const source = await readFile(brandFile, 'utf8');
await writeFile(brandFile, updateApkSettings(source, { ...measured, url: values.url, version: values.version }));
console.log(`Brand settings updated: ${measured.sizeLabel}, SHA-256 ${measured.sha256}`);
