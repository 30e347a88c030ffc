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
