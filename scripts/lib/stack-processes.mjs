/**
 * Finding and ending every process of one emulator run, however it ends. firebase-tools starts the
 * Firestore emulator's Java in a session of its own (so killing the CLI's process group misses it) and
 * a Node worker per function; all of them inherit the CLI's environment, so a variable naming the run
 * marks them. Linux only (/proc); elsewhere the caller falls back to the CLI's process group.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const stackMarker = 'KASUWA_STACK_ID';
export const canTrackProcesses = process.platform === 'linux';

/** A file of /proc/<pid>/ as text; '' for a process gone since it was listed, or not ours to read. */
export function procFile(pid, name) {
  try {
    return readFileSync(`/proc/${pid}/${name}`, 'latin1');
  } catch {
    return '';
  }
}

const environOf = (pid) => procFile(pid, 'environ');

/** The command line of a process, its arguments joined by spaces. */
export const commandOf = (pid) => procFile(pid, 'cmdline').replaceAll('\0', ' ');

/** The pids whose environment carries `KASUWA_STACK_ID=<id>`, or any value when id is omitted. */
export function markedProcesses(id) {
  const needle = id === undefined ? `${stackMarker}=` : `${stackMarker}=${id}\0`;
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
    .map(Number)
    .filter((pid) => {
      const environ = environOf(pid);
      return environ.startsWith(needle) || environ.includes(`\0${needle}`);
    });
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

/** SIGTERM to every process of the run, SIGKILL to any still there after the grace period. */
export async function endStack(id, graceMs = 3_000) {
  const marked = markedProcesses(id);
  for (const pid of marked) signal(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  let left = marked.filter(isAlive);
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(100);
    left = left.filter(isAlive);
  }
  for (const pid of left) signal(pid, 'SIGKILL');
  return marked.length;
}

function parentOf(pid) {
  // /proc/<pid>/stat: "pid (command) state ppid …"; the command may hold spaces and parentheses.
  const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/**
 * The processes whose end must end the run: this script and, when npm started it, the chain of npm's
 * `sh -c` wrappers up to the npm process itself. Watching npm too means that SIGKILL of `npm start`
 * (which its children never hear of) still stops the emulators. Nothing above npm is watched, so a
 * stack started in the background from a shell that then exits keeps running.
 */
export function processesToWatch() {
  const watched = [process.pid];
  if (!canTrackProcesses || !process.env.npm_lifecycle_event) return watched;
  let pid = process.ppid;
  while (pid > 1) {
    watched.push(pid);
    if (!environOf(pid).includes('npm_lifecycle_event=')) break;
    pid = parentOf(pid);
  }
  return watched;
}
