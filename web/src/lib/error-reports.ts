import { operationsLimits } from '@kasuwa/contract/limits';
import type { ClientErrorReport } from '@kasuwa/contract/operations';

type Area = ClientErrorReport['area'];

const endpoint = '/api/errors';
let area: Area = 'public';
let sent = 0;
const seen = new Set<string>();

/** A script URL of the site as a path; another site's script (an extension, a translator) is not ours to report. */
function ownSource(url: string | undefined): string | undefined | null {
  if (!url) return undefined;
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.origin === window.location.origin ? parsed.pathname.slice(0, operationsLimits.pageLength) : null;
}

/**
 * Sends one report to /api/errors: at most a few per page load, each message once, without waiting
 * and without failing (a report that cannot be sent is dropped; the page goes on). No user id, no
 * address: the page's path without its query, the message (cleaned again by the server).
 */
export function reportError(kind: ClientErrorReport['kind'], message: string, where: { source?: string; line?: number } = {}) {
  const source = ownSource(where.source);
  if (source === null) return;
  const text = message.trim().slice(0, operationsLimits.messageLength) || 'No message';
  if (sent >= operationsLimits.reportsPerPage || seen.has(`${kind}|${text}`)) return;
  seen.add(`${kind}|${text}`);
  sent += 1;
  const report: ClientErrorReport = {
    kind,
    message: text,
    page: window.location.pathname.slice(0, operationsLimits.pageLength),
    area,
    ...(source && { source }),
    ...(where.line !== undefined && { line: where.line }),
  };
  const body = JSON.stringify(report);
  try {
    if (navigator.sendBeacon?.(endpoint, body)) return;
    void fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(
      () => undefined,
    );
  } catch {
    // Reporting is best effort: a browser that refuses both ways just keeps the error in its console.
  }
}

const messageOf = (reason: unknown) => (reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));

/** Reports the page's uncaught errors and rejected promises from now on, as `public` or `staff`. */
export function reportUncaughtErrors(pageArea: Area) {
  area = pageArea;
  window.addEventListener('error', (event) => {
    reportError('error', event.error ? messageOf(event.error) : event.message, { source: event.filename, line: event.lineno });
  });
  window.addEventListener('unhandledrejection', (event) => reportError('unhandledrejection', messageOf(event.reason)));
}
