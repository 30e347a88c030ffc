/**
 * Function runs per order write (issue 53): the order-heavy integration files run one at a time on the
 * emulators, the seed imported, while this script counts the runs the Functions emulator reports
 * ("Beginning execution of …") by function. Every write of an order starts one run of each function that
 * listens to `zzstoreOrders` for that kind of write; a function that listens to every write (followOrder
 * today) runs once per write, so its runs count the order writes.
 *   node bench/order-trigger-runs.mjs            after `npm run build`; writes bench/results/order-trigger-runs.*
 *   node bench/order-trigger-runs.mjs --report   the page again from the kept figures
 * The figures before the one trigger (seven listeners, 4659edc^) were made by this same script run in a
 * checkout of that commit, and are kept in bench/results/order-trigger-runs-before.json.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emulatorEnvOrExit, resetRunningBlobs, runFirebase } from '../scripts/lib/emulators.mjs';
import { jestCommand } from '../scripts/lib/jest-command.mjs';
import { seedDir } from '../scripts/lib/paths.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const results = join(here, 'results');

/** The files whose tests write orders, in both trees (before and after the one trigger). */
const orderFiles = [
  'orders.test',
  'order-holds',
  'order-details',
  'app-order-zones',
  'phone-order-trust',
  'payments',
  'stock.test',
  'tracking',
  'sales.test',
  'cash.test',
  'cash-close',
  'money-day',
  'returns',
  'customers',
];

/**
 * The functions that have listened to `zzstoreOrders`, and which writes wake them: every write, a
 * creation, or a change of an existing order.
 */
const orderListeners = {
  followOrder: 'written',
  countOrderSales: 'written',
  followOrderCash: 'written',
  followOrderTracking: 'written',
  countCampaignOrders: 'written',
  checkAppWrittenOrder: 'created',
  releaseOrderHold: 'updated',
  settleOrderStock: 'updated',
};

const runsByFunction = new Map();
let pending = '';
function countRuns(chunk) {
  const lines = (pending + chunk).split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    const started = /Beginning execution of "(?:[a-z0-9-]+-)?([A-Za-z0-9]+)"/.exec(line);
    if (started) runsByFunction.set(started[1], (runsByFunction.get(started[1]) ?? 0) + 1);
    else if (/FAIL |Tests:/.test(line)) process.stdout.write(`${line}\n`);
  }
}

/** Runs the files on the emulators and returns the figures; the runs counted from the emulator's output. */
async function measure() {
  const env = emulatorEnvOrExit(console.log);
  await resetRunningBlobs();
  const began = Date.now();
  // The files first: --testPathIgnorePatterns takes every word after it (it lifts the config's list of the
  // files npm test runs alone, which this runs too, one at a time).
  const jestLine =
    `${jestCommand} -c tests/integration/jest.config.cjs ${orderFiles.join(' ')} ` +
    '--runInBand --testPathIgnorePatterns /node_modules/';
  const run = runFirebase(
    [
      'emulators:exec',
      '--only',
      'auth,firestore,functions,hosting',
      '--import',
      seedDir,
      `node tests/support/ready.mjs && ${jestLine}`,
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  run.child.stdout.setEncoding('utf8').on('data', countRuns);
  run.child.stderr.setEncoding('utf8').on('data', countRuns);
  const exitCode = await run.done;
  countRuns('\n');
  const listenerRuns = [...runsByFunction].filter(([name]) => name in orderListeners);
  const everyWrite = listenerRuns.find(([name]) => orderListeners[name] === 'written');
  const orderWrites = everyWrite ? everyWrite[1] : 0;
  const orderListenerRuns = listenerRuns.reduce((sum, [, runs]) => sum + runs, 0);
  return {
    files: orderFiles,
    exitCode,
    seconds: Math.round((Date.now() - began) / 1000),
    orderWrites,
    orderListenerRuns,
    runsPerOrderWrite: orderWrites ? Number((orderListenerRuns / orderWrites).toFixed(2)) : null,
    allFunctionRuns: [...runsByFunction.values()].reduce((sum, runs) => sum + runs, 0),
    runsByFunction: Object.fromEntries([...runsByFunction].sort(([, a], [, b]) => b - a)),
  };
}

async function readFigures(file) {
  const path = join(results, file);
  return existsSync(path) ? JSON.parse(await readFile(path, 'utf8')) : null;
}

/** bench/results/order-trigger-runs.md from the figures of now and, when kept, of before. */
async function writeReport(figures) {
  const before = await readFigures('order-trigger-runs-before.json');
  const row = (label, pick) => `| ${label} | ${before ? `${pick(before)} | ` : ''}${pick(figures)} |`;
  await writeFile(
    join(results, 'order-trigger-runs.md'),
    [
      '# Function runs per order write',
      '',
      `Made by \`npm run bench\` (bench/order-trigger-runs.mjs): the ${orderFiles.length} order-heavy integration files, one ` +
        'at a time, on the emulators with the seed imported; the Functions emulator’s runs counted by function.' +
        (before ? ' Before: the same script in a checkout of 4659edc^, when seven functions listened to the orders.' : ''),
      'The counts are exact; the seconds depend on what else the machine was doing.',
      '',
      before ? '| | before (seven listeners) | now (followOrder) |' : '| | now |',
      before ? '| --- | ---: | ---: |' : '| --- | ---: |',
      row('order writes', (f) => f.orderWrites),
      row('runs of the functions that listen to orders', (f) => f.orderListenerRuns),
      row('**runs per order write**', (f) => `**${f.runsPerOrderWrite}**`),
      row('function runs of every kind', (f) => f.allFunctionRuns),
      row('seconds for the files', (f) => f.seconds),
      row('Jest exit code', (f) => f.exitCode),
      '',
    ].join('\n'),
  );
}

// `--report`: the page again from the kept figures (after the figures of before are copied in).
if (process.argv[2] === '--report') {
  await writeReport(await readFigures('order-trigger-runs.json'));
  process.exit(0);
}
const figures = await measure();
console.log(JSON.stringify(figures, null, 2));
if (!figures.orderWrites) {
  console.error('No run of a function that listens to every order write was seen: nothing to measure.');
  process.exit(1);
}
await mkdir(results, { recursive: true });
await writeFile(join(results, 'order-trigger-runs.json'), `${JSON.stringify(figures, null, 2)}\n`);
await writeReport(figures);
process.exit(figures.exitCode);
