/**
 * npm test: every suite, then one line `N passed, N failed` summed over all of them.
 *   unit         contract, functions and web components (jest, jsdom)
 *   scripts      the repository's own scripts (node's test runner)
 *   stack        `npm start` on the real emulators, ended by SIGKILL, a CLI crash and SIGTERM: nothing outlives it
 *   rules        firestore.rules against the real Firestore emulator
 *   integration  functions, Auth and Firestore together in the emulators, with the seed imported, two
 *                files at a time; then the files that must run alone (tests/integration/run-alone.cjs)
 *   e2e          Debian's Chromium driven by Playwright against the Hosting emulator
 * The TypeScript check, the lint (ESLint, no warning allowed), the format check (Prettier), the build
 * and the deploy check (scripts/deploy-check.mjs) count as one check each: a red one is a failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SetupError } from './lib/firestore-emulator.mjs';
import { emulatorEnv, resetRunningBlobs, runFirebase } from './lib/emulators.mjs';
import { jestCommand, jestNodeArgs } from './lib/jest-command.mjs';
import { queueLines, readCounts, readFailures, readFlaky, slowestLines } from './lib/reports.mjs';
import { repoRoot, reportsDir, seedDir } from './lib/paths.mjs';
import { e2eFailuresDir as e2eFailuresFromConfig } from '../tests/e2e/failures-dir.mjs';

const report = (name) => join(reportsDir, `${name}.json`);
const queueReport = join(reportsDir, 'functions-queue.jsonl');
const suites = {
  unit: { runner: 'jest', report: report('unit') },
  scripts: { runner: 'node', report: join(reportsDir, 'scripts.tap') },
  stack: { runner: 'node', report: join(reportsDir, 'stack.tap') },
  rules: { runner: 'jest', report: report('rules') },
  integration: { runner: 'jest', report: report('integration') },
  'integration alone': { runner: 'jest', report: report('integration-alone') },
  e2e: { runner: 'playwright', report: report('e2e') },
};
const notRun = [
  'storage.rules: NOT RUN and not counted, for the same reason as the next line; docs/operations.md lists ' +
    'the Rules Playground checks to make after a deploy.',
  'cloud blob store against the Storage emulator: NOT RUN and not counted. The Storage emulator cannot ' +
    'start offline (its rules runtime is a download); the cloud store is covered by unit tests with a faked bucket.',
];

rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });

const run = (command, args, env = process.env) => spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env }).status;

/** How long each step took, printed with the totals (the README's table of suites quotes them). */
const started = Date.now();
const times = [];
let stepStart = started;
const stepDone = (name) => {
  times.push(`${name} ${Math.round((Date.now() - stepStart) / 1000)} s`);
  stepStart = Date.now();
};

const jest = (config, name) => `${jestCommand} -c ${config} --silent --json --outputFile=${suites[name].report}`;

/**
 * A step run beside others: its output kept and printed whole when it ends, so that the lanes' lines do
 * not interleave. Resolves with its exit code (`exited`, or the child's own) and how long it took.
 */
function besides(name, child, exited) {
  const began = Date.now();
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const closed = new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  return Promise.all([exited ?? closed, closed]).then(([code]) => {
    console.log(`\n▶ ${name}`);
    process.stdout.write(Buffer.concat(output));
    return { code, seconds: Math.round((Date.now() - began) / 1000) };
  });
}

const runBeside = (name, command, args) =>
  besides(name, spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] }));

const nodeTestArgs = (folder, report) => [
  '--test',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  `--test-reporter-destination=${report}`,
  ...readdirSync(join(repoRoot, folder), { recursive: true })
    .filter((file) => file.endsWith('.test.mjs'))
    .map((file) => join(folder, file)),
];

console.log('\n▶ build (functions, web for the emulators)');
const built = run('npm', ['run', 'build']) === 0;
stepDone('build');

let env = null;
try {
  env = emulatorEnv(console.log);
} catch (error) {
  if (!(error instanceof SetupError)) throw error;
  console.error(error.message);
}
const emulated = built && env !== null;
if (!emulated)
  console.error(built ? 'The emulator suites cannot run without Java.' : 'The build failed: the emulator suites cannot run.');

// Both cores, in two lanes. One: the unit tests (one Jest worker; two beside the lint made the 120
// campaign cards of referrals-page.test.tsx pass 15 s on 2026-12-02), the scripts, the deploy check and the
// static checks, none of which needs an emulator. The other: the suites that need the emulators' ports, one
// after another: the stack, which waits on the emulators' start more than it computes, the rules, then
// integration and e2e, whose waits on the emulators leave room for the static checks (about half a core
// idle through the integration files that run alone and the network cut, 2026-12-02). Each step's output
// is printed whole when it ends.
console.log('\n▶ unit, scripts, deploy check, format, typecheck and lint, beside stack, rules, integration and e2e');
const skipped = { code: 1, seconds: 0 };
const emulatorSuites = (async () => {
  if (!emulated) return { stack: skipped, rules: skipped, integration: skipped };
  const stack = await runBeside(
    'stack (npm start on the emulators, ended three ways)',
    'node',
    nodeTestArgs(join('tests', 'stack'), suites.stack.report),
  );
  const { child, done } = runFirebase(
    [
      'emulators:exec',
      '--only',
      'firestore',
      '--import',
      seedDir,
      `node tests/support/ready.mjs firestore && ${jest('tests/rules/jest.config.cjs', 'rules')}`,
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const rules = await besides('rules (Firestore emulator)', child, done);
  // Printed as it runs, not kept for the end: it is most of the run, and the lane's blocks fall between its lines.
  console.log('\n▶ integration and e2e (Auth, Firestore, Functions and Hosting emulators, seed imported)');
  await resetRunningBlobs();
  const began = Date.now();
  const code = await runFirebase(
    [
      'emulators:exec',
      '--only',
      'auth,firestore,functions,hosting',
      '--import',
      seedDir,
      `node tests/support/ready.mjs && { ${jest('tests/integration/jest.config.cjs', 'integration')}; ${jest('tests/integration/jest.alone.config.cjs', 'integration alone')}; node tests/e2e/run.mjs ${suites.e2e.report}; }`,
    ],
    { env: { ...env, KASUWA_QUEUE_REPORT: queueReport } },
  ).done;
  const integration = { code, seconds: Math.round((Date.now() - began) / 1000) };
  return { stack, rules, integration };
})();
/**
 * The integration files that share the emulators keep both cores busy; those that run alone, and the
 * e2e suite, leave room. The static checks wait for the first to end (Jest writes its report then), or
 * for the lane to end, whichever comes first.
 */
let emulatorLaneEnded = false;
void emulatorSuites.then(() => (emulatorLaneEnded = true));
const sharedFilesDone = (async () => {
  while (!emulatorLaneEnded && !existsSync(suites.integration.report)) await sleep(1_000);
})();
const unit = await runBeside('unit', 'node', [
  ...jestNodeArgs,
  '--silent',
  '--json',
  '--maxWorkers=1',
  `--outputFile=${suites.unit.report}`,
]);
const scripts = await runBeside('scripts', 'node', nodeTestArgs('scripts', suites.scripts.report));
const deploy = built
  ? await runBeside('deploy check (functions/ installed and loaded on its own, as firebase deploy uploads it)', 'node', [
      'scripts/deploy-check.mjs',
    ])
  : skipped;
const format = await runBeside('format (Prettier)', 'npm', ['run', 'format:check']);
await sharedFilesDone;
const typecheck = await runBeside('typecheck', 'npm', ['run', 'typecheck']);
const lint = await runBeside('lint (ESLint, no warning allowed)', 'npm', ['run', 'lint']);
const { stack, rules, integration } = await emulatorSuites;
const deployable = deploy.code === 0;
const typed = typecheck.code === 0;
const linted = lint.code === 0;
const formatted = format.code === 0;
times.push(
  `unit ${unit.seconds} s, scripts ${scripts.seconds} s, deploy check ${deploy.seconds} s, format ${format.seconds} s, ` +
    `typecheck ${typecheck.seconds} s, lint ${lint.seconds} s beside stack ${stack.seconds} s, rules ${rules.seconds} s, ` +
    `integration and e2e ${integration.seconds} s`,
);

console.log(`\n${slowestLines(suites).join('\n')}`);
console.log(queueLines(queueReport).join('\n'));

const totals = { passed: 0, failed: 0, skipped: 0 };
console.log('\nSuite               passed  failed  skipped');
for (const [name, ok] of [
  ['typecheck', typed],
  ['lint', linted],
  ['format', formatted],
  ['build', built],
  ['deploy', deployable],
]) {
  totals[ok ? 'passed' : 'failed'] += 1;
  console.log(`${name.padEnd(18)} ${String(ok ? 1 : 0).padStart(7)} ${String(ok ? 0 : 1).padStart(7)} ${'0'.padStart(8)}`);
}
for (const [name, suite] of Object.entries(suites)) {
  const counts = readCounts(suite);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  const row = `${name.padEnd(18)} ${String(counts.passed).padStart(7)} ${String(counts.failed).padStart(7)} ${String(counts.skipped).padStart(8)}`;
  console.log(counts.note ? `${row}   ${counts.note}` : row);
}
for (const [name, suite] of Object.entries(suites)) {
  for (const failure of readFailures(suite)) console.log(`- ${name} failed: ${failure}`);
}
const flaky = Object.values(suites).flatMap(readFlaky);
console.log(`- flaky (passed only on their retry): ${flaky.length === 0 ? 'none' : flaky.length}`);
for (const name of flaky) console.log(`- flaky: ${name}`);
for (const line of notRun) console.log(`- ${line}`);
const e2eFailuresDir = join(repoRoot, 'tests', 'e2e', e2eFailuresFromConfig);
// Playwright writes its .last-run.json there on every run; only an attempt's own files are failures.
const failureFiles = existsSync(e2eFailuresDir)
  ? readdirSync(e2eFailuresDir, { recursive: true }).filter((file) => file !== '.last-run.json')
  : [];
if (failureFiles.length > 0) {
  console.log(
    `- e2e: the screenshots of the failed attempts, and the traces of their retries, are in ${e2eFailuresDir} (npx playwright show-trace <a trace.zip>)`,
  );
}
console.log(`Times: ${times.join(', ')}; in all ${Math.round((Date.now() - started) / 60_000)} min`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
