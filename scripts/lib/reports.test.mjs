import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { queueLines, readCounts, readFailures, readFlaky, slowestLines } from './reports.mjs';

const dir = mkdtempSync(join(tmpdir(), 'reports-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const reportOf = (runner, name, body) => {
  const report = join(dir, name);
  writeFileSync(report, JSON.stringify(body));
  return { runner, report };
};

test('a jest report names each failed test with its error, and a file that did not run', () => {
  const suite = reportOf('jest', 'jest.json', {
    numPassedTests: 1,
    numFailedTests: 1,
    numPendingTests: 0,
    numTodoTests: 0,
    numRuntimeErrorTestSuites: 1,
    testResults: [
      {
        name: '/repo/tests/integration/a.test.ts',
        status: 'failed',
        assertionResults: [
          { status: 'passed', fullName: 'works', failureMessages: [] },
          { status: 'failed', fullName: 'times out', failureMessages: ['\u001b[31mError: Exceeded timeout\u001b[39m\n  at x'] },
        ],
      },
      { name: '/repo/tests/integration/b.test.ts', status: 'failed', message: 'Cannot find module\nstack', assertionResults: [] },
    ],
  });
  assert.deepEqual(readFailures(suite), ['a.test.ts › times out: Error: Exceeded timeout', 'b.test.ts: Cannot find module']);
  assert.equal(readCounts(suite).failed, 2);
});

test('a Playwright report names each failed spec, however deep, and not the passed or flaky ones', () => {
  const suite = reportOf('playwright', 'e2e.json', {
    stats: { expected: 1, unexpected: 1, flaky: 1 },
    suites: [
      {
        specs: [
          { ok: true, file: 'a.spec.ts', title: 'passes', tests: [{ results: [{ status: 'passed' }] }] },
          {
            ok: true,
            file: 'a.spec.ts',
            title: 'passes on retry',
            tests: [{ results: [{ status: 'failed', error: { message: 'timeout' } }, { status: 'passed' }] }],
          },
        ],
        suites: [
          {
            specs: [
              {
                ok: false,
                file: 'b.spec.ts',
                title: 'fits the screen',
                tests: [{ results: [{ status: 'failed', error: { message: 'expect(received).toEqual(expected)\ndiff' } }] }],
              },
            ],
          },
        ],
      },
    ],
  });
  assert.deepEqual(readFailures(suite), ['b.spec.ts › fits the screen: expect(received).toEqual(expected)']);
});

test('no report, or a node TAP report, lists no names (its counts say it failed)', () => {
  assert.deepEqual(readFailures({ runner: 'jest', report: join(dir, 'missing.json') }), []);
  assert.deepEqual(readFailures({ runner: 'node', report: join(dir, 'missing.tap') }), []);
});

test('the slowest files and tests of every suite come first, and a test passed only on its retry is named as flaky', () => {
  const jest = reportOf('jest', 'slow-jest.json', {
    testResults: [
      {
        name: '/repo/tests/integration/holds.test.ts',
        startTime: 0,
        endTime: 90_000,
        assertionResults: [
          { fullName: 'keeps junk orders', duration: 80_000 },
          { fullName: 'is quick', duration: 100 },
        ],
      },
      {
        name: '/repo/tests/integration/tiny.test.ts',
        startTime: 0,
        endTime: 2_000,
        assertionResults: [{ fullName: 'tiny', duration: 1_500 }],
      },
    ],
  });
  const playwright = reportOf('playwright', 'slow-e2e.json', {
    suites: [
      {
        specs: [
          {
            file: 'offline.spec.ts',
            title: 'sends once',
            tests: [
              {
                status: 'flaky',
                results: [
                  { duration: 100_000, retry: 0 },
                  { duration: 30_000, retry: 1 },
                ],
              },
            ],
          },
          { file: 'quick.spec.ts', title: 'loads', tests: [{ status: 'expected', results: [{ duration: 5_000, retry: 0 }] }] },
        ],
      },
    ],
  });
  const lines = slowestLines({ integration: jest, e2e: playwright }, 2);
  assert.deepEqual(lines, [
    'Slowest files (s):',
    '  130.0  e2e offline.spec.ts',
    '   90.0  integration holds.test.ts',
    'Slowest tests (s):',
    '  100.0  e2e offline.spec.ts › sends once',
    '   80.0  integration holds.test.ts › keeps junk orders',
  ]);
  assert.deepEqual(readFlaky(playwright), ['offline.spec.ts › sends once']);
  assert.deepEqual(readFlaky(jest), []);
});

test("the Functions emulator's delay after each integration file, longest first, and a run without one says so", () => {
  const report = join(dir, 'queue.jsonl');
  writeFileSync(report, ['{"file":"a.test.ts","ms":120}', '{"file":"holds.test.ts","ms":41000}', ''].join('\n'));
  assert.deepEqual(queueLines(report, 1), [
    "Functions emulator queue after each integration file (a sentinel request's ms, longest 1 of 2):",
    '  41000  holds.test.ts',
  ]);
  assert.deepEqual(queueLines(join(dir, 'none.jsonl')), ['Functions emulator queue: not measured (no integration run)']);
});
