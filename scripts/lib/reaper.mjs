/**
 * Usage (by runFirebase, never by hand): node reaper.mjs <stack id> <pid>[,<pid>…]
 * Runs in a session of its own, so neither Ctrl-C nor a kill of the caller's group reaches it. When any
 * watched process ends, however it ended (SIGKILL included), it ends every process of the run: the CLI,
 * the Firestore emulator's Java and the function workers. On SIGTERM (the run ended normally) it does the
 * same and exits.
 */
import { endStack, isAlive } from './stack-processes.mjs';

const [id, pidList] = process.argv.slice(2);
const watched = (pidList ?? '')
  .split(',')
  .map(Number)
  .filter((pid) => pid > 0);
if (!id || watched.length === 0) {
  console.error('usage: node reaper.mjs <stack id> <pid>[,<pid>…]');
  process.exit(2);
}

let ending = false;
async function finish() {
  if (ending) return;
  ending = true;
  clearInterval(poll);
  await endStack(id);
  process.exit(0);
}

const poll = setInterval(() => {
  if (!watched.every(isAlive)) void finish();
}, 250);
process.on('SIGTERM', () => void finish());
process.on('SIGINT', () => void finish());
