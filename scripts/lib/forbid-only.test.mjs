import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { jestNodeArgs } from './jest-command.mjs';
import { cacheDir, repoRoot } from './paths.mjs';

// Inside the repository, so the files resolve @playwright/test and Jest from its node_modules.
mkdirSync(cacheDir, { recursive: true });
const dir = mkdtempSync(join(cacheDir, 'focused-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const focused = (ci) => ({ ...process.env, CI: ci ? 'true' : '' });
const run = (args, ci) => spawnSync(process.execPath, args, { cwd: repoRoot, env: focused(ci), encoding: 'utf8' });

test('under CI, a Jest file with a focused test fails instead of running it alone', () => {
  const jestDir = join(dir, 'jest');
  mkdirSync(jestDir);
  writeFileSync(join(jestDir, 'focused.test.js'), "test.only('alone', () => {});\ntest('hidden', () => {});\n");
  const config = JSON.stringify({
    rootDir: jestDir,
    testEnvironment: 'node',
    setupFilesAfterEnv: [join(repoRoot, 'tests', 'support', 'forbid-only.cjs')],
  });
  const args = [...jestNodeArgs, '--config', config, '--json', '--ci'];
  const inCi = run(args, true);
  assert.notEqual(inCi.status, 0);
  assert.match(inCi.stderr, /test\.only is not allowed in CI/);
  const report = JSON.parse(inCi.stdout);
  assert.equal(report.numPassedTests, 0);
  assert.equal(report.numFailedTestSuites, 1);

  // Outside CI a developer may still focus while working.
  const local = run(args, false);
  assert.equal(local.status, 0, local.stderr);
  assert.equal(JSON.parse(local.stdout).numPendingTests, 1);
});

test('under CI, the Playwright config refuses a focused test', () => {
  const specDir = join(dir, 'playwright');
  mkdirSync(specDir);
  writeFileSync(
    join(specDir, 'playwright.config.ts'),
    `import base from '${join(repoRoot, 'tests', 'e2e', 'playwright.config.ts')}';\n` +
      // No global setup: it signs the seeded staff in, and no emulator runs here.
      "export default { ...base, globalSetup: undefined, testDir: '.', reporter: 'line', outputDir: 'results' };\n",
  );
  writeFileSync(
    join(specDir, 'focused.spec.mjs'),
    "import { test } from '@playwright/test';\ntest.only('alone', () => {});\ntest('hidden', () => {});\n",
  );
  const playwright = join(repoRoot, 'node_modules', '@playwright', 'test', 'cli.js');
  const inCi = run([playwright, 'test', '-c', join(specDir, 'playwright.config.ts')], true);
  assert.notEqual(inCi.status, 0);
  assert.match(`${inCi.stdout}${inCi.stderr}`, /forbidOnly/);
});
