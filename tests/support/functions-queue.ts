import { appendFileSync } from 'node:fs';
import { functionNames, functionsRegion } from '@kasuwa/contract/functions';
import { functionsOrigin, projectId } from './emulators';

/**
 * How far behind the Functions emulator is when a test file ends: it runs callables, requests and trigger
 * events through one queue and has no API that says how long it is, so a sentinel request (a POST that
 * trackReferral refuses at once, writing nothing) is timed behind whatever the file's writes set off.
 * npm test names the files it found slowest (KASUWA_QUEUE_REPORT, one JSON line a file).
 */
const report = process.env.KASUWA_QUEUE_REPORT;

afterAll(async () => {
  if (!report) return;
  const started = Date.now();
  const response = await fetch(`${functionsOrigin}/${projectId}/${functionsRegion}/${functionNames.trackReferral}`, {
    method: 'POST',
  });
  await response.arrayBuffer();
  const file = expect.getState().testPath?.split('/').pop() ?? 'unknown';
  appendFileSync(report, `${JSON.stringify({ file, ms: Date.now() - started, status: response.status })}\n`);
}, 120_000);
