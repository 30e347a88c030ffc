import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { zipWithOneFile } from './zip-manifest.mjs';

test('the archive is a zip that unzip reads back', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'zip-'));
  try {
    const file = join(dir, 'wrapper.jar');
    const manifest = 'Manifest-Version: 1.0\r\nMain-Class: a.B\r\n\r\n';
    await writeFile(file, zipWithOneFile('META-INF/MANIFEST.MF', manifest));
    assert.equal(execFileSync('unzip', ['-p', file, 'META-INF/MANIFEST.MF'], { encoding: 'utf8' }), manifest);
    execFileSync('unzip', ['-tq', file]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
