/**
 * Deploys cannot ship the emulator build: Hosting's predeploy builds the site in production mode, and
 * a production build with emulator settings (or without the project's) stops before building.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { productionConfigPath } from './emulator-config.mjs';
import { repoRoot } from './paths.mjs';
import { productionSettingsProblems } from './production-settings.mjs';

const project = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'kasuwa-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'kasuwa-prod',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

test("a real project's settings make a production build", () => {
  assert.deepEqual(productionSettingsProblems(project), []);
});

test('emulator hosts, a demo project or missing settings do not', () => {
  assert.deepEqual(productionSettingsProblems({ ...project, VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }), [
    'VITE_AUTH_EMULATOR_HOST points at an emulator (127.0.0.1:9099)',
  ]);
  assert.equal(productionSettingsProblems({ ...project, VITE_FIREBASE_PROJECT_ID: 'demo-kasuwa' }).length, 1);
  assert.equal(productionSettingsProblems({ ...project, VITE_FIREBASE_API_KEY: 'demo-api-key' }).length, 1);
  assert.deepEqual(productionSettingsProblems({ ...project, VITE_FIREBASE_APP_ID: '' }), [
    'VITE_FIREBASE_APP_ID is not set (see web/.env.example)',
  ]);
});

test("the production build stops, loudly and before building, with the emulators' settings", () => {
  // The emulators' settings, as the environment's VITE_ variables (which Vite takes over .env files).
  const emulatorSettings = Object.fromEntries(
    readFileSync(join(repoRoot, 'web', '.env.emulator'), 'utf8')
      .split('\n')
      .filter((line) => /^VITE_\w+=/.test(line))
      .map((line) => line.split('=', 2)),
  );
  const build = spawnSync(process.execPath, ['web/build.mjs', '--mode', 'production'], {
    cwd: repoRoot,
    env: { ...process.env, ...emulatorSettings },
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.equal(build.status, 1);
  assert.match(build.stderr, /Refusing a production build of the web/);
  assert.match(build.stderr, /VITE_FIRESTORE_EMULATOR_HOST points at an emulator \(127\.0\.0\.1:8080\)/);
  assert.match(build.stderr, /demo-kasuwa, a demo project/);
});

test('firebase deploy builds the site in production mode before it uploads web/dist', () => {
  const { hosting } = JSON.parse(readFileSync(productionConfigPath, 'utf8'));
  assert.equal(hosting.public, 'web/dist');
  assert.deepEqual([hosting.predeploy].flat(), ['npm run build:production -w web']);
  const web = JSON.parse(readFileSync(join(repoRoot, 'web', 'package.json'), 'utf8'));
  assert.equal(web.scripts['build:production'], 'node build.mjs --mode production');
});
