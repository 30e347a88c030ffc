import { spawn } from 'node:child_process';
import { cp, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { firebaseBin, projectId, repoRoot, runningBlobsDir, seedBlobsDir } from './paths.mjs';
import { SetupError, checkJava, firestoreEmulatorEnv } from './firestore-emulator.mjs';

/** The environment firebase-tools needs here: Java checked, the offline Firestore emulator found. */
export function emulatorEnv(log) {
  checkJava();
  return { ...process.env, ...firestoreEmulatorEnv(log) };
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
 * Runs `firebase <args>` for project demo-kasuwa and resolves with its exit code. The CLI gets its
 * own process group so that, on the way out, anything it left behind (a Java emulator) can be ended.
 */
export function runFirebase(args, { env, stdio = 'inherit' } = {}) {
  const child = spawn(firebaseBin, [...args, '--project', projectId], {
    cwd: repoRoot,
    env,
    stdio,
    detached: true,
  });
  const done = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      endGroup(child.pid);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
  return { child, done };
}

export function endGroup(pid, signal = 'SIGKILL') {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}
