/**
 * The local stack under load (design.md section 7): 2,000 referral hits, 50 in flight, through the
 * Hosting emulator's /api/track-referral rewrite, as phones reaching the download page would. Every hit
 * must be answered (2xx or 429) and counted, the stack must still serve afterwards, and the number of
 * function worker processes must stay bounded (FUNCTIONS_EMULATOR_PARALLEL, scripts/lib/emulators.mjs).
 * Run inside `firebase emulators:exec --only firestore,functions,hosting` (npm run bench does): the
 * processes of the run carry its KASUWA_STACK_ID, which is how workers and memory are measured.
 * Writes bench/results/stack-load.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { phoneHeaderMaker, registerCampaign, shardsOf } from './referral-load.mjs';
import { commandOf, markedProcesses, procFile, stackMarker } from '../scripts/lib/stack-processes.mjs';

const hits = 2_000;
const inFlight = 50;
const site = 'http://127.0.0.1:5000';
const deadline = Date.now() + 10 * 60_000;

const stackId = process.env[stackMarker];
if (!stackId || !process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('Run this through npm run bench (firebase emulators:exec with the stack marker).');
  process.exit(1);
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(procFile(pid, 'status'))?.[1] ?? 0);

/** The run's processes but this script and the shell that started it. */
const stackPids = () => markedProcesses(stackId).filter((pid) => pid !== process.ppid);
const peak = { workers: 0, memoryMb: 0 };
function sample() {
  const pids = stackPids();
  const workers = pids.filter((pid) => commandOf(pid).includes('functionsEmulatorRuntime')).length;
  const memoryMb = pids.reduce((sum, pid) => sum + rssKb(pid), 0) / 1024;
  peak.workers = Math.max(peak.workers, workers);
  peak.memoryMb = Math.max(peak.memoryMb, memoryMb);
}

const code = `load-${Date.now().toString(36)}`;
const db = getFirestore(initializeApp({ projectId: 'demo-kasuwa' }));
await registerCampaign(db, code);
const phoneHeaders = phoneHeaderMaker();
const statuses = new Map();
const latencies = [];
const noAnswer = [];
let started = 0;

async function lane() {
  while (started < hits && Date.now() < deadline) {
    started += 1;
    const begin = performance.now();
    try {
      const response = await fetch(`${site}/api/track-referral?ref=${code}`, {
        headers: phoneHeaders(),
        signal: AbortSignal.timeout(120_000),
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      latencies.push(performance.now() - begin);
    } catch (error) {
      noAnswer.push(error.cause?.code ?? error.message);
    }
  }
}

sample();
const sampler = setInterval(sample, 200);
const begin = performance.now();
await Promise.all(Array.from({ length: inFlight }, lane));
const seconds = (performance.now() - begin) / 1000;
clearInterval(sampler);
sample();

const alive = await fetch(`${site}/`).then(
  (response) => response.status === 200,
  () => false,
);
const shards = await shardsOf(db, code);
const counted = shards.docs.reduce((sum, shard) => sum + shard.get('count'), 0);
const answered = [...statuses].filter(([status]) => (status >= 200 && status < 300) || status === 429);
const accepted = [...statuses].filter(([status]) => status >= 200 && status < 300).reduce((sum, [, n]) => sum + n, 0);
latencies.sort((a, b) => a - b);
const percentile = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0);

const result = {
  hits: started,
  inFlight,
  functionsParallelism: Number(process.env.FUNCTIONS_EMULATOR_PARALLEL),
  statuses: Object.fromEntries(statuses),
  noAnswer: noAnswer.length,
  answered: answered.reduce((sum, [, n]) => sum + n, 0),
  accepted,
  counted,
  seconds: Number(seconds.toFixed(1)),
  hitsPerSecond: Number((started / seconds).toFixed(1)),
  p50Ms: percentile(50),
  p95Ms: percentile(95),
  peakWorkerProcesses: peak.workers,
  peakStackMemoryMb: Math.round(peak.memoryMb),
  stackAliveAfter: alive,
};
const here = dirname(fileURLToPath(import.meta.url));
await mkdir(join(here, 'results'), { recursive: true });
await writeFile(join(here, 'results', 'stack-load.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `stack load: ${result.answered} of ${hits} hits answered (${JSON.stringify(result.statuses)}), ${counted} counted, ` +
    `${result.hitsPerSecond} hits/s, p95 ${result.p95Ms} ms, peak ${peak.workers} workers, ` +
    `peak ${result.peakStackMemoryMb} MB, stack ${alive ? 'alive' : 'DOWN'}`,
);
if (noAnswer.length > 0) console.error(`${noAnswer.length} hits got no answer, first: ${noAnswer[0]}`);
const ok = started === hits && result.answered === hits && counted === accepted && alive;
if (!ok) process.exitCode = 1;
