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

/** The majors the toolchain moved to (docs/adr/0066-the-majors.md) and the advisory fix uuid needs: nothing installed may be older. */
const minimums = {
  'firebase-admin': '14.5.1',
  eslint: '10.0.0',
  typescript: '6.0.0',
  '@types/node': '24.0.0',
  lighthouse: '13.0.0',
  '@testing-library/jest-dom': '7.0.0',
  uuid: '11.1.1',
};
const older = (version, minimum) => {
  const [a, b] = [version, minimum].map((v) => v.split('-')[0].split('.').map(Number));
  const index = a.findIndex((part, i) => part !== b[i]);
  return index !== -1 && a[index] < b[index];
};

test('npm ls finds the installed tree valid, with no package below its floor', { timeout: 120_000 }, () => {
  const tree = JSON.parse(
    execFileSync('npm', ['ls', '--all', '--json'], {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 64e6,
    }),
  );
  assert.deepEqual(tree.problems ?? [], []);
  const found = [];
  const walk = (dependencies = {}) => {
    for (const [name, node] of Object.entries(dependencies)) {
      if (name in minimums && node.version) found.push({ name, version: node.version });
      walk(node.dependencies);
    }
  };
  walk(tree.dependencies);
  for (const name of Object.keys(minimums))
    assert.ok(
      found.some((entry) => entry.name === name),
      `${name} is not installed`,
    );
  assert.deepEqual(
    found.filter(({ name, version }) => older(version, minimums[name])),
    [],
  );
});
