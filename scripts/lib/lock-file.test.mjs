/**
 * Installs are reproducible: npm, resolving the workspace from its package.json files again, writes
 * exactly the committed package-lock.json, so a fresh `npm install` leaves a clone clean and `npm ci`
 * (what CI runs) accepts the lock. Needs the npm registry, as any install does.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { repoRoot } from './paths.mjs';

const workspaces = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).workspaces;

test('npm resolves the committed package-lock.json again byte for byte', { timeout: 300_000 }, () => {
  const copy = mkdtempSync(join(tmpdir(), 'kasuwa-lock-'));
  try {
    for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
      if (existsSync(join(repoRoot, file))) cpSync(join(repoRoot, file), join(copy, file));
    }
    for (const workspace of workspaces) cpSync(join(repoRoot, workspace, 'package.json'), join(copy, workspace, 'package.json'));
    execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: copy,
      stdio: 'pipe',
      timeout: 280_000,
    });
    const committed = readFileSync(join(repoRoot, 'package-lock.json'), 'utf8');
    const resolved = readFileSync(join(copy, 'package-lock.json'), 'utf8');
    assert.ok(resolved === committed, 'npm install rewrites package-lock.json: run `npm install` and commit the lock file');
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
