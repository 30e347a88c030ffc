/**
 * Which Firebase CLI and which Java the emulators run on. The project's firebase-tools (15, with
 * firebase-functions 7) needs Java 21 or newer. Debian 12's default Java is 17, so a newer JDK is
 * looked for in JAVA_HOME, on the PATH and in the JVM folder, and handed to the CLI as JAVA_HOME and
 * first on its PATH. Where only Java 11 to 20 exists, the scripts fall back to firebase-tools 14.18,
 * the last that accepts them, installed once into .cache/ (see docs/adr/0001-firebase-tools-15-on-java-21-firebase-tools-14-18-on-java-17.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { SetupError } from './firestore-emulator.mjs';
import { cacheDir, firebaseBin, repoRoot } from './paths.mjs';
import { projectNodeDir } from './project-node.mjs';

export const currentJava = 21;
export const minimumJava = 11;
export const fallbackFirebaseTools = '14.18.0';
const jvmFolder = '/usr/lib/jvm';
const fallbackDir = join(cacheDir, `firebase-tools-${fallbackFirebaseTools}`);

/** The major version `java -version` reports (it prints to stderr), or 0. */
function majorOf(javaBin) {
  const probe = spawnSync(javaBin, ['-version'], { encoding: 'utf8' });
  if (probe.error) return 0;
  return Number(/version "(?:1\.)?(\d+)/.exec(`${probe.stdout}${probe.stderr}`)?.[1] ?? 0);
}

const javaIn = (home) => join(home, 'bin', 'java');

/** Every Java on this machine, each with where it was found: JAVA_HOME, the PATH, the JVM folder. */
export function javaCandidates(env = process.env) {
  const found = [];
  if (env.JAVA_HOME) found.push({ home: env.JAVA_HOME, source: 'JAVA_HOME' });
  const onPath = (env.PATH ?? '')
    .split(delimiter)
    .map((dir) => join(dir, 'java'))
    .find((bin) => existsSync(bin));
  if (onPath) found.push({ home: dirname(dirname(realpathSync(onPath))), source: 'PATH' });
  if (existsSync(jvmFolder)) {
    found.push(...readdirSync(jvmFolder).map((name) => ({ home: join(jvmFolder, name), source: 'folder' })));
  }
  const seen = new Set();
  return found
    .filter(({ home }) => existsSync(javaIn(home)))
    .filter(({ home }) => {
      const real = realpathSync(javaIn(home));
      if (seen.has(real)) return false;
      seen.add(real);
      return true;
    })
    .map((candidate) => ({ ...candidate, major: majorOf(javaIn(candidate.home)) }));
}

/**
 * Pure choice: the first Java ≥ 21 (JAVA_HOME, then the PATH, then the newest in the JVM folder),
 * else the first ≥ 11 with the fallback CLI, else null. `preferFallback` takes the fallback on a
 * machine that has both, to try it.
 */
export function chooseJava(candidates, { preferFallback = false } = {}) {
  const named = candidates.filter(({ source }) => source !== 'folder');
  const folder = candidates.filter(({ source }) => source === 'folder').sort((a, b) => b.major - a.major);
  const ordered = [...named, ...folder];
  const current = ordered.find(({ major }) => major >= currentJava);
  const older = ordered.find(({ major }) => major >= minimumJava && major < currentJava);
  if (current && !(preferFallback && older)) return { java: current, fallback: false };
  if (older) return { java: older, fallback: true };
  return null;
}

/** Installs firebase-tools 14.18 into .cache/ once, then applies the three patches it needs here. */
function fallbackCli(major, log) {
  const installed = join(fallbackDir, 'node_modules', 'firebase-tools', 'package.json');
  const version = existsSync(installed) ? JSON.parse(readFileSync(installed, 'utf8')).version : null;
  if (version !== fallbackFirebaseTools) {
    log(
      `The emulators run on Java ${major} here, with firebase-tools ${fallbackFirebaseTools}: installing it into ${fallbackDir}, once.`,
    );
    mkdirSync(fallbackDir, { recursive: true });
    const { allowScripts } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
    writeFileSync(join(fallbackDir, 'package.json'), `${JSON.stringify({ private: true, allowScripts }, null, 2)}\n`);
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', `firebase-tools@${fallbackFirebaseTools}`], {
      cwd: fallbackDir,
      stdio: 'inherit',
    });
    if (install.status !== 0)
      throw new SetupError(`Installing firebase-tools ${fallbackFirebaseTools} into ${fallbackDir} failed.`);
  }
  for (const patch of ['superstatic-malformed-urls.mjs', 'functions-config-v7.mjs', 'functions-resume-keeps-workers.mjs']) {
    const applied = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'patches', patch), fallbackDir], { stdio: 'inherit' });
    if (applied.status !== 0) throw new SetupError(`scripts/patches/${patch} could not patch ${fallbackDir}.`);
  }
  return join(fallbackDir, 'node_modules', '.bin', 'firebase');
}

/**
 * The CLI to run and the environment variables that point it at the chosen Java and at the project's
 * Node (first on its PATH, so the CLI, the functions and the suites it runs use it).
 * KASUWA_TOOLCHAIN=java17 takes the fallback even where a newer Java exists, to try it.
 */
export function toolchain(log = console.log) {
  const choice = chooseJava(javaCandidates(), { preferFallback: process.env.KASUWA_TOOLCHAIN === 'java17' });
  if (!choice) {
    throw new SetupError(
      `The emulators need Java ${currentJava} or newer (or at least Java ${minimumJava}, with an older firebase-tools) ` +
        'and none was found: install a JDK (`apt-get install openjdk-17-jre-headless`, or Temurin 21+) and try again.',
    );
  }
  const { home, major } = choice.java;
  const node = projectNodeDir(log);
  const path = [...(node ? [node] : []), join(home, 'bin'), process.env.PATH ?? ''].join(delimiter);
  const env = { JAVA_HOME: home, PATH: path };
  if (!choice.fallback) return { firebaseBin, env, java: major };
  return { firebaseBin: fallbackCli(major, log), env, java: major };
}
