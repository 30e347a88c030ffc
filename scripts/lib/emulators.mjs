import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { writeEmulatorConfig } from './emulator-config.mjs';
import { firebaseBin, projectId, repoRoot, runningBlobsDir, seedBlobsDir } from './paths.mjs';
import { SetupError, firestoreEmulatorEnv } from './firestore-emulator.mjs';
import { toolchain } from './toolchain.mjs';
import { canTrackProcesses, endStack, processesToWatch, stackMarker } from './stack-processes.mjs';

/**
 * How many function requests the Functions emulator runs at once. It starts a Node worker (about
 * 120 MB) for each request in flight when none is idle; unbounded, a burst of hits starts hundreds of
 * them and the machine runs out of memory. Requests beyond this wait in the emulator's queue.
 */
export const functionsParallelism = 4;

/** Where emulatorEnv names the CLI that runFirebase starts (scripts/lib/toolchain.mjs). */
const cliVariable = 'KASUWA_FIREBASE_BIN';

/**
 * The environment firebase-tools needs here: a Java it accepts (JAVA_HOME and PATH), the CLI that
 * goes with it, the offline Firestore emulator, the Functions emulator's bound.
 */
export function emulatorEnv(log) {
  const chosen = toolchain(log);
  return {
    FUNCTIONS_EMULATOR_PARALLEL: String(functionsParallelism),
    ...process.env,
    ...chosen.env,
    [cliVariable]: chosen.firebaseBin,
    ...firestoreEmulatorEnv(log),
  };
}

/** The same, for a script that can do nothing without the emulators: the reason in one sentence. */
export function emulatorEnvOrExit(log) {
  try {
    return emulatorEnv(log);
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The local blob store starts each run from the seed's files, as Firestore and Auth start from theirs. */
export async function resetRunningBlobs() {
  await rm(runningBlobsDir, { recursive: true, force: true });
  await mkdir(runningBlobsDir, { recursive: true });
  if (existsSync(seedBlobsDir)) await cp(seedBlobsDir, runningBlobsDir, { recursive: true });
}

/**
 * Runs `firebase <args>` for project demo-kasuwa with the emulators' config and resolves with its exit
 * code. Every process of the run carries a marker in its environment; a reaper in its own session ends
 * them all when the CLI exits, when this script ends, or when the npm process that started it is
 * killed, so no Java or function worker outlives the run (see stack-processes.mjs).
 */
export function runFirebase(args, { env, stdio = 'inherit' } = {}) {
  const stackId = randomUUID();
  const runEnv = env ?? process.env;
  const child = spawn(runEnv[cliVariable] ?? firebaseBin, ['--config', writeEmulatorConfig(), ...args, '--project', projectId], {
    cwd: repoRoot,
    env: { ...runEnv, [stackMarker]: stackId },
    stdio,
    detached: true,
  });
  const reaper = canTrackProcesses ? startReaper(stackId, [...processesToWatch(), child.pid]) : null;
  const done = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', async (code, signal) => {
      endGroup(child.pid);
      if (canTrackProcesses) await endStack(stackId);
      reaper?.kill('SIGTERM');
      resolve(code ?? (signal ? 1 : 0));
    });
  });
  return { child, done };
}

function startReaper(stackId, watched) {
  const { [stackMarker]: _ownMarker, ...env } = process.env;
  const reaper = spawn(process.execPath, [join(repoRoot, 'scripts', 'lib', 'reaper.mjs'), stackId, watched.join(',')], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  reaper.unref();
  return reaper;
}

export function endGroup(pid, signal = 'SIGKILL') {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}
