import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/**
 * Counts from a runner's JSON report. A suite whose report is missing did not run to the end: it
 * counts as one failure, never as passed.
 */
export function readCounts(suite) {
  if (!existsSync(suite.report)) {
    return { passed: 0, failed: 1, skipped: 0, note: 'did not run to completion (no report): see its output above' };
  }
  if (suite.runner === 'node') {
    const tap = readFileSync(suite.report, 'utf8');
    const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
    return {
      passed: count('pass'),
      failed: count('fail') + count('cancelled'),
      skipped: count('skipped') + count('todo'),
      note: '',
    };
  }
  const report = JSON.parse(readFileSync(suite.report, 'utf8'));
  if (suite.runner === 'jest') {
    const crashed = report.numRuntimeErrorTestSuites ?? 0;
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + crashed,
      skipped: report.numPendingTests + report.numTodoTests,
      note: crashed ? `${crashed} test file(s) failed to run` : '',
    };
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  const errors = report.errors?.length ?? 0;
  return {
    passed: expected + flaky,
    failed: unexpected + errors,
    skipped,
    note: [flaky && `${flaky} passed only on retry`, errors && `${errors} error(s) outside tests`].filter(Boolean).join('; '),
  };
}

const firstLine = (message = '') => stripVTControlCharacters(message).trim().split('\n')[0].slice(0, 200);

/**
 * The failed tests of a runner's JSON report, one line each (file, name, the error's first line), so
 * that a run whose output is read from its tail alone still says what failed.
 */
export function readFailures(suite) {
  if (suite.runner === 'node' || !existsSync(suite.report)) return [];
  const report = JSON.parse(readFileSync(suite.report, 'utf8'));
  if (suite.runner === 'jest') {
    return report.testResults.flatMap((file) => {
      const name = file.name.split('/').pop();
      const failed = file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      return failed.length === 0 && file.status === 'failed' ? [`${name}: ${firstLine(file.message)}`] : failed;
    });
  }
  const specs = (group) => [...(group.specs ?? []), ...(group.suites ?? []).flatMap(specs)];
  return (report.suites ?? [])
    .flatMap(specs)
    .filter((spec) => !spec.ok)
    .map((spec) => {
      const error = spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error;
      return `${spec.file} › ${spec.title}: ${firstLine(error?.message)}`;
    });
}

/** Every test of a runner's JSON report with its file and seconds (each attempt of a retried test). */
function timedTests(suite) {
  if (suite.runner === 'node' || !existsSync(suite.report)) return [];
  const report = JSON.parse(readFileSync(suite.report, 'utf8'));
  if (suite.runner === 'jest') {
    return report.testResults.flatMap((file) =>
      file.assertionResults.map((test) => ({
        file: file.name.split('/').pop(),
        name: test.fullName,
        seconds: (test.duration ?? 0) / 1000,
        retried: false,
      })),
    );
  }
  const specs = (group) => [...(group.specs ?? []), ...(group.suites ?? []).flatMap(specs)];
  return (report.suites ?? []).flatMap(specs).flatMap((spec) =>
    spec.tests.flatMap((test) =>
      test.results.map((result) => ({
        file: spec.file,
        name: spec.title,
        seconds: result.duration / 1000,
        retried: result.retry > 0,
      })),
    ),
  );
}

/**
 * The slowest tests and files over these suites, `count` of each, as lines (suite, seconds, file,
 * name): what to look at first when the run grows. A Jest file's time is its own, set-up included; a
 * Playwright file's the sum of its tests'.
 */
export function slowestLines(suites, count = 15) {
  const tests = Object.entries(suites).flatMap(([suiteName, suite]) =>
    timedTests(suite).map((test) => ({ suite: suiteName, ...test })),
  );
  const files = new Map();
  for (const [suiteName, suite] of Object.entries(suites)) {
    if (suite.runner !== 'jest' || !existsSync(suite.report)) continue;
    for (const file of JSON.parse(readFileSync(suite.report, 'utf8')).testResults) {
      files.set(`${suiteName} ${file.name.split('/').pop()}`, (file.endTime - file.startTime) / 1000);
    }
  }
  for (const test of tests.filter((test) => suites[test.suite].runner === 'playwright')) {
    const key = `${test.suite} ${test.file}`;
    files.set(key, (files.get(key) ?? 0) + test.seconds);
  }
  const seconds = (value) => value.toFixed(1).padStart(7);
  return [
    `Slowest files (s):`,
    ...[...files]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, total]) => `${seconds(total)}  ${key}`),
    `Slowest tests (s):`,
    ...tests
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, count)
      .map(
        (test) =>
          `${seconds(test.seconds)}  ${test.suite} ${test.file} › ${test.name.slice(0, 120)}${test.retried ? ' (retry)' : ''}`,
      ),
  ];
}

/** The tests that passed only on their retry (Playwright's "flaky"), one line each. */
export function readFlaky(suite) {
  if (suite.runner !== 'playwright' || !existsSync(suite.report)) return [];
  const report = JSON.parse(readFileSync(suite.report, 'utf8'));
  const specs = (group) => [...(group.specs ?? []), ...(group.suites ?? []).flatMap(specs)];
  return (report.suites ?? [])
    .flatMap(specs)
    .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
    .map((spec) => `${spec.file} › ${spec.title}`);
}

/**
 * The Functions emulator's delay after each integration file (tests/support/functions-queue.ts): the
 * `count` longest, so a file whose triggers hold up the next ones is named.
 */
export function queueLines(report, count = 10) {
  if (!existsSync(report)) return ['Functions emulator queue: not measured (no integration run)'];
  const entries = readFileSync(report, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  return [
    `Functions emulator queue after each integration file (a sentinel request's ms, longest ${count} of ${entries.length}):`,
    ...entries
      .sort((a, b) => b.ms - a.ms)
      .slice(0, count)
      .map(({ file, ms }) => `${String(ms).padStart(7)}  ${file}`),
  ];
}
