/**
 * The tests' pause of the triggers (withTriggersPaused, through the Emulator Hub): a write made while
 * paused fires nothing, even later; once resumed, a write fires its trigger again, in the worker that
 * ran it before the pause (scripts/patches/functions-resume-keeps-workers.mjs: upstream, resuming ended
 * every worker, and each function called afterwards started one again).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collections } from '@kasuwa/contract/collections';
import { adminDb } from '../support/admin-app';
import { withTriggersPaused } from '../support/emulators';
import { eventually } from '../support/eventually';

const run = Date.now().toString(36);
const ids = { before: `it-pause-${run}-before`, paused: `it-pause-${run}-paused`, after: `it-pause-${run}-after` };
const feedbackDoc = (id: string) => adminDb.collection(collections.feedback).doc(id);
const listedAtOf = async (id: string) => (await feedbackDoc(id).get()).get('listedAt') as unknown;

/** A feedback the app writes: stampFeedbackListedAt gives it its listedAt. */
async function sendFeedback(id: string) {
  await feedbackDoc(id).set({ feedbackType: 'bug', message: `Pause ${id}` });
}

/** The pids of the Functions emulator's workers that run `target` (Linux: each carries FUNCTION_TARGET). */
function workersOf(target: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const command = readFileSync(join('/proc', pid, 'cmdline'), 'utf8');
        const environment = readFileSync(join('/proc', pid, 'environ'), 'utf8').split('\0');
        return command.includes('functionsEmulatorRuntime') && environment.includes(`FUNCTION_TARGET=${target}`);
      } catch {
        return false; // ended while listed, or not ours to read
      }
    })
    .map(Number);
}

const alive = (pid: number) => readdirSync('/proc').includes(String(pid));

afterAll(() => Promise.all(Object.values(ids).map((id) => feedbackDoc(id).delete())));

it('fires nothing for a write made while paused, and fires again after, in the same worker', async () => {
  await sendFeedback(ids.before);
  expect(await eventually(() => listedAtOf(ids.before), Boolean)).toBeTruthy();
  const workersBefore = workersOf('stampFeedbackListedAt');
  expect(workersBefore).not.toEqual([]);

  await withTriggersPaused(() => sendFeedback(ids.paused));
  await sendFeedback(ids.after);
  expect(await eventually(() => listedAtOf(ids.after), Boolean)).toBeTruthy();

  // The trigger of the paused write was dropped, not queued: the write after it has been stamped already.
  expect(await listedAtOf(ids.paused)).toBeUndefined();
  expect(workersBefore.filter(alive)).toEqual(workersBefore);
});
