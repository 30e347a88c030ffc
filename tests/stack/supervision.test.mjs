/**
 * `npm start` against the real emulators, ended the ways a developer's machine ends it: SIGKILL of npm
 * (which its children never hear of), a crash of the Firebase CLI, SIGTERM. Each time, every process of
 * the run (the CLI, the Firestore emulator's Java, the function workers) must be gone within seconds.
 * Runs after the build and before the other emulator suites, as it needs the emulators' ports free.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { commandOf, isAlive, markedProcesses } from '../../scripts/lib/stack-processes.mjs';

const site = 'http://127.0.0.1:5000';
const readyTimeoutMs = 240_000;
const goneTimeoutMs = 30_000;
const started = [];

/** Starts the stack in a process group of its own (as a terminal would), resolves once it serves. */
async function startStack(command, args) {
  const before = new Set(markedProcesses());
  const child = spawn(command, args, { cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + readyTimeoutMs;
  while (!/Seeded accounts/.test(output)) {
    assert.ok(Date.now() < deadline, `the stack did not start within ${readyTimeoutMs} ms:\n${output}`);
    assert.ok(isAlive(child.pid), `the stack exited before it was ready:\n${output}`);
    await sleep(500);
  }
  // One referral hit through Hosting starts a function worker, so there is one to be ended too.
  const hit = await fetch(`${site}/api/track-referral?ref=stack-test`);
  assert.equal(hit.status, 204);
  const stack = markedProcesses().filter((pid) => !before.has(pid));
  const commands = stack.map(commandOf);
  assert.ok(
    commands.some((line) => line.startsWith('java ')),
    `no Firestore emulator Java among ${commands.join('\n')}`,
  );
  const workers = stack.filter((pid) => commandOf(pid).includes('functionsEmulatorRuntime'));
  assert.ok(workers.length > 0, `no function worker among ${commands.join('\n')}`);
  // The functions run on the Node they are deployed on, whatever the host's is.
  const workerNode = spawnSync(readlinkSync(`/proc/${workers[0]}/exe`), ['--version'], { encoding: 'utf8' }).stdout;
  assert.match(workerNode, /^v24\./);
  assert.match(output, /Using node@24 from host/);
  return { child, stack, exited, output: () => output };
}

async function expectAllGone(pids) {
  const deadline = Date.now() + goneTimeoutMs;
  let left = pids.filter(isAlive);
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(250);
    left = left.filter(isAlive);
  }
  assert.deepEqual(left.map(commandOf), [], 'processes of the stack outlived it');
  const refused = await fetch(site).then(
    () => false,
    () => true,
  );
  assert.ok(refused, 'the Hosting emulator still answers');
}

after(() => {
  for (const child of started) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch (error) {
      if (error.code !== 'ESRCH') throw error;
    }
  }
});

test('SIGKILL of `npm start` ends the emulators, their Java and the function workers', { timeout: 300_000 }, async () => {
  const { child, stack } = await startStack('npm', ['start']);
  process.kill(child.pid, 'SIGKILL');
  await expectAllGone(stack);
});

test('a crash of the Firebase CLI ends the Java and the workers, and start exits', { timeout: 300_000 }, async () => {
  const { stack, exited } = await startStack(process.execPath, [join('scripts', 'start.mjs')]);
  const cli = stack.find((pid) => commandOf(pid).includes('emulators:start'));
  assert.ok(cli, 'no Firebase CLI process found');
  process.kill(cli, 'SIGKILL');
  await expectAllGone(stack);
  const { code } = await exited;
  assert.notEqual(code, 0, 'start should report the crash with a non-zero exit');
});

test('SIGTERM stops the stack cleanly and start exits 0', { timeout: 300_000 }, async () => {
  const { child, stack, exited } = await startStack(process.execPath, [join('scripts', 'start.mjs')]);
  process.kill(child.pid, 'SIGTERM');
  await expectAllGone(stack);
  assert.deepEqual(await exited, { code: 0, signal: null });
});
