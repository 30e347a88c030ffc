import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { trackingTokenPattern } from '@kasuwa/contract/tracking';
import { logger } from '../operations/request-log';
import { addressBudgetKey, platformAddress } from '../platform-address';
import { tooManyHtml, trackingHtml, unknownLinkHtml, type ShownTracking } from './tracking-page';

interface TrackingHandlerDeps {
  /** Takes one look from the client address's budget: false when it is used up. */
  allowClient(address: string): boolean;
  /** The view of a token, or null when there is none (one read). */
  viewOf(token: string): Promise<(ShownTracking & { expiresAt: Date | null }) | null>;
  now?: () => number;
}

/** `reads`: the documents this answer cost, for the bench (`X-Firestore-Reads`, as the catalogue says it). */
function answer(res: Response, status: number, html: string, reads = 0) {
  res
    .status(status)
    .set({
      'X-Firestore-Reads': String(reads),
      'Content-Type': 'text/html; charset=utf-8',
      // The steps change: a phone or a cache must never show an old one.
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
      'X-Content-Type-Options': 'nosniff',
    })
    .send(html);
}

/**
 * GET /suivi/<token>: the order's page, made here from its one view document, so it reads with no
 * script. A token that is malformed, unknown or expired gets the same French page (a 404) with the
 * shop's phone; an address trying too many links gets a 429 before any read.
 */
export function trackingHandler({ allowClient, viewOf, now = Date.now }: TrackingHandlerDeps) {
  return async (req: Request, res: Response) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).send('');
      return;
    }
    const address = platformAddress(req);
    if (!allowClient(addressBudgetKey(address))) {
      logger.warn('Refused a tracking page: the address tried too many', { address });
      answer(res, 429, tooManyHtml());
      return;
    }
    const token = /^\/suivi\/([^/]*)\/?$/.exec(req.path)?.[1] ?? '';
    if (!trackingTokenPattern.test(token)) {
      answer(res, 404, unknownLinkHtml());
      return;
    }
    const view = await viewOf(token);
    if (!view || (view.expiresAt !== null && view.expiresAt.getTime() < now())) {
      logger.info('A tracking link named no order, or an expired one', { found: Boolean(view) });
      answer(res, 404, unknownLinkHtml(), 1);
      return;
    }
    answer(res, 200, trackingHtml(view), 1);
  };
}
