import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { describeApk, sizeLabel, updateApkSettings } from './apk-settings.mjs';
import { repoRoot } from '../lib/paths.mjs';

test('sizes are decimal megabytes with two decimals', () => {
  assert.equal(sizeLabel(94_310_000), '94.31 MB');
  assert.equal(sizeLabel(1_234), '0.00 MB');
});

test('describeApk measures the bytes of the file', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'apk-'));
  try {
    const file = join(dir, 'app.apk');
    await writeFile(file, 'abc');
    assert.deepEqual(await describeApk(file), {
      sizeLabel: '0.00 MB',
      sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('updateApkSettings rewrites only the apk block of the real brand settings', async () => {
  const source = await readFile(join(repoRoot, 'contract', 'src', 'brand.ts'), 'utf8');
  const updated = updateApkSettings(source, {
    sizeLabel: '12.00 MB',
    sha256: 'f'.repeat(64),
    url: 'https://example.com/k.apk',
    version: undefined,
  });
  assert.match(updated, /sizeLabel: '12\.00 MB'/);
  assert.match(updated, new RegExp(`sha256: '${'f'.repeat(64)}'`));
  assert.match(updated, /url: 'https:\/\/example\.com\/k\.apk'/);
  assert.match(updated, /version: '1\.0\.0'/);
  assert.equal(updated.replace(/\n\s*apk: \{[\s\S]*?\n\s*\},/, ''), source.replace(/\n\s*apk: \{[\s\S]*?\n\s*\},/, ''));
});

test('updateApkSettings refuses a source without an apk block', () => {
  assert.throws(() => updateApkSettings('export const brand = {};', { sizeLabel: '1 MB' }), /No `apk/);
});
