import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { firestoreEmulatorEnv } from './firestore-emulator.mjs';

test('a path the user set is kept', () => {
  const saved = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  process.env.FIRESTORE_EMULATOR_BINARY_PATH = '/opt/my-emulator.jar';
  try {
    assert.deepEqual(
      firestoreEmulatorEnv(() => {}),
      { FIRESTORE_EMULATOR_BINARY_PATH: '/opt/my-emulator.jar' },
    );
  } finally {
    if (saved === undefined) delete process.env.FIRESTORE_EMULATOR_BINARY_PATH;
    else process.env.FIRESTORE_EMULATOR_BINARY_PATH = saved;
  }
});

test('the wrapper jar names the Cloud CLI jar and its main class, or the download is announced', () => {
  const saved = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  delete process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  const said = [];
  try {
    const env = firestoreEmulatorEnv((line) => said.push(line));
    if (!env.FIRESTORE_EMULATOR_BINARY_PATH) {
      assert.match(said.join('\n'), /firebase-tools will download its own/);
      return;
    }
    const manifest = execFileSync('unzip', ['-p', env.FIRESTORE_EMULATOR_BINARY_PATH, 'META-INF/MANIFEST.MF'], {
      encoding: 'utf8',
    });
    assert.match(manifest, /^Main-Class: com\.google\.cloud\.datastore\.emulator\.firestore\.CloudFirestore\r$/m);
    const classPath = /^Class-Path: (.+)\r$/m.exec(manifest)?.[1];
    assert.ok(classPath && existsSync(classPath), `Class-Path ${classPath} should exist`);
  } finally {
    if (saved !== undefined) process.env.FIRESTORE_EMULATOR_BINARY_PATH = saved;
  }
});
