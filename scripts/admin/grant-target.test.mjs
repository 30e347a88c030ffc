import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { GrantError, grantTarget as targetOf, usage } from './grant-target.mjs';
import { projectId, repoRoot } from '../lib/paths.mjs';

const firebaseConfig = JSON.parse(await readFile(join(repoRoot, 'firebase.json'), 'utf8'));
const staffRoles = ['admin', 'manager', 'seller', 'rider', 'viewer'];
const grantTarget = (argv, env, config, localProjectId) => targetOf(argv, env, config, localProjectId, staffRoles);

test('targets the emulators of firebase.json by default', () => {
  assert.deepEqual(grantTarget(['staff@kasuwa.test'], {}, firebaseConfig, projectId), {
    email: 'staff@kasuwa.test',
    role: 'admin',
    revoke: false,
    projectId: 'demo-kasuwa',
    emulated: true,
    env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' },
  });
});

test('takes the role back with --revoke', () => {
  assert.equal(grantTarget(['a@b.co', '--revoke'], {}, firebaseConfig, projectId).revoke, true);
  assert.throws(() => grantTarget(['a@b.co', '--revoke=yes'], {}, firebaseConfig, projectId), GrantError);
});

test("grants a team's role with --role, the owner's by default, and no other", () => {
  assert.equal(grantTarget(['a@b.co', '--role', 'seller'], {}, firebaseConfig, projectId).role, 'seller');
  assert.equal(grantTarget(['--role=viewer', 'a@b.co'], {}, firebaseConfig, projectId).role, 'viewer');
  for (const argv of [
    ['a@b.co', '--role', 'customer'],
    ['a@b.co', '--role', 'owner'],
    ['a@b.co', '--role', 'seller', '--revoke'],
  ]) {
    assert.throws(
      () => grantTarget(argv, {}, firebaseConfig, projectId),
      (error) => error instanceof GrantError && error.message.includes(usage),
      JSON.stringify(argv),
    );
  }
});

test('keeps emulator hosts already set', () => {
  const env = { FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199', FIRESTORE_EMULATOR_HOST: 'localhost:8181' };
  assert.deepEqual(grantTarget(['a@b.co'], env, firebaseConfig, projectId).env, env);
});

test('targets a real project with --project and credentials, unsetting the emulator hosts', () => {
  const env = { GOOGLE_APPLICATION_CREDENTIALS: '/keys/kasuwa.json', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };
  for (const argv of [
    ['a@b.co', '--project', 'kasuwa-prod'],
    ['--project=kasuwa-prod', 'a@b.co'],
  ]) {
    assert.deepEqual(grantTarget(argv, env, firebaseConfig, projectId), {
      email: 'a@b.co',
      role: 'admin',
      revoke: false,
      projectId: 'kasuwa-prod',
      emulated: false,
      env: { FIREBASE_AUTH_EMULATOR_HOST: undefined, FIRESTORE_EMULATOR_HOST: undefined },
    });
  }
});

test('refuses a real project without credentials, in one sentence', () => {
  assert.throws(
    () => grantTarget(['a@b.co', '--project', 'kasuwa-prod'], {}, firebaseConfig, projectId),
    (error) => error instanceof GrantError && /GOOGLE_APPLICATION_CREDENTIALS/.test(error.message),
  );
});

test('refuses missing, extra or malformed arguments with the usage', () => {
  for (const argv of [[], ['a@b.co', 'c@d.co'], ['a@b.co', '--force'], ['a@b.co', '--project']]) {
    assert.throws(
      () => grantTarget(argv, {}, firebaseConfig, projectId),
      (error) => error instanceof GrantError && error.message.includes(usage),
      JSON.stringify(argv),
    );
  }
  assert.throws(() => grantTarget(['not-an-email'], {}, firebaseConfig, projectId), /is not an email address/);
  assert.throws(() => grantTarget(['a@b.co', '--project', 'Bad_Id'], {}, firebaseConfig, projectId), /not a Firebase project id/);
});

test('git ignores the service-account keys a real project is granted with, and none of the repository’s own JSON', () => {
  const ignored = (path) => spawnSync('git', ['check-ignore', '--no-index', '-q', path], { cwd: repoRoot }).status === 0;
  for (const key of ['key.json', 'kasuwa-prod-key.json', 'firebase-service-account.json', 'scripts/credentials.json']) {
    assert.ok(ignored(key), `${key} is not ignored`);
  }
  for (const own of ['firebase.json', 'firestore.indexes.json', 'web/src/features/home/screenshots.json']) {
    assert.ok(!ignored(own), `${own} is ignored`);
  }
});
