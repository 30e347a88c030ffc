import { collections } from '@kasuwa/contract/collections';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from './request-log';
import { clientErrorReportSchema, withoutOtherSitesLinks, withoutPersonalData } from '@kasuwa/contract/operations';
import { platformAddress } from '../platform-address';
import { countOccurrence, hourOf, kindId, type CountedWrite } from './failure-log';

/** A report is a few hundred bytes; anything much bigger is not one. */
const maxBodyBytes = 2048;

interface ClientErrorDeps {
  /** Origins of the site's pages, which may send reports (through Hosting they are same-origin). */
  allowedOrigins: readonly string[];
  /** Takes one report from the address's budget: false when it is used up. */
  allowClient(address: string): boolean;
  /** Takes one report of a kind (its document's id) from the budgets addresses share: false when refused. */
  allowReport(kindId: string, address: string): boolean;
  write: CountedWrite;
  now?: () => Date;
}

/** The report as JSON, whether it came as `application/json` or as `sendBeacon`'s `text/plain`. */
function bodyOf(req: Request): unknown {
  if (req.rawBody && req.rawBody.length > maxBodyBytes) return undefined;
  if (typeof req.body === 'object' && req.body !== null && !Buffer.isBuffer(req.body)) return req.body as unknown;
  const text = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : typeof req.body === 'string' ? req.body : '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/errors: an error a page of the site met (an uncaught error, a rejected promise, a load
 * that failed), counted for staff on /store/health. Limited per address and by the budgets addresses
 * share (report-budget.ts: a flood of one kind cannot crowd out another), cleaned of personal data and
 * of links to other sites, and one document per kind, page and hour whatever the number of reports.
 * Answers 204, or why not.
 */
export function clientErrorHandler({ allowedOrigins, allowClient, allowReport, write, now = () => new Date() }: ClientErrorDeps) {
  const allowed = new Set(allowedOrigins);
  return async (req: Request, res: Response): Promise<void> => {
    const origin = req.headers.origin;
    if (origin !== undefined && !allowed.has(origin)) {
      res.status(403).json({ error: 'Reports come from the site’s own pages.' });
      return;
    }
    if (req.method !== 'POST') {
      res.set('Allow', 'POST').status(405).json({ error: 'Send a report with POST.' });
      return;
    }
    const address = platformAddress(req);
    if (!allowClient(address)) {
      res.set('Retry-After', '60').status(429).json({ error: 'Too many reports: try again in a minute.' });
      return;
    }
    const parsed = clientErrorReportSchema.safeParse(bodyOf(req));
    if (!parsed.success) {
      res.status(400).json({ error: 'Not an error report.' });
      return;
    }
    const report = parsed.data;
    const at = now();
    const stored = (text: string) => withoutOtherSitesLinks(withoutPersonalData(text), allowed);
    const message = stored(report.message);
    const source = report.source === undefined ? undefined : stored(report.source);
    const id = kindId(hourOf(at), report.area, report.kind, report.page, message);
    if (!allowReport(id, address)) {
      res.set('Retry-After', '60').status(429).json({ error: 'Too many reports: try again in a minute.' });
      return;
    }
    await countOccurrence(
      write,
      collections.clientErrors,
      id,
      {
        area: report.area,
        kind: report.kind,
        page: report.page,
        message,
        ...(source && { source }),
        ...(report.line !== undefined && { line: report.line }),
      },
      at,
    );
    logger.info('Counted a page error', { area: report.area, kind: report.kind, page: report.page });
    res.status(204).end();
  };
}
