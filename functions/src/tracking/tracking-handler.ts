import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { trackingTokenPattern } from '@kasuwa/contract/tracking';
import { logger } from '../operations/request-log';
import { addressBudgetKey, platformAddress } from '../platform-address';
import { tooManyHtml, trackingHtml, unknownLinkHtml, type ShownTracking } from './tracking-page';

interface TrackingHandlerDeps {
  /**
   * Takes one look from the client address's budget: false when it was used up. Called only for a link
   * that names no order (malformed, unknown or expired): a real one never spends it.
   */
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
 * shop's phone.
 *
 * Only those failed look-ups spend the client address's budget, and once it is spent they get a 429
 * instead; a known, unexpired token is never refused and spends nothing, since behind Hosting many
 * customers may share an address and one of them, or a script, trying bogus links must not shut
 * everyone else's out. A malformed token spends budget with no read. A well-formed one is read even
 * for an address that has spent its budget (the read is what tells a real link from a guess): so an
 * address past its budget can still make the shop pay one document read per well-formed request, the
 * read a customer's look costs, at whatever rate Hosting and 10 instances let through; never a write,
 * and nothing for a malformed one. Those reads find nothing: 128 random bits are never guessed.
 */
export function trackingHandler({ allowClient, viewOf, now = Date.now }: TrackingHandlerDeps) {
  return async (req: Request, res: Response) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).send('');
      return;
    }
    /** A link that names no order: the French page, or the 429 once the address has tried too many. */
    const unknownLink = (reads: number) => {
      const address = platformAddress(req);
      if (allowClient(addressBudgetKey(address))) {
        answer(res, 404, unknownLinkHtml(), reads);
        return;
      }
      logger.warn('Refused a tracking page: the address tried too many', { address });
      answer(res, 429, tooManyHtml(), reads);
    };
    const token = /^\/suivi\/([^/]*)\/?$/.exec(req.path)?.[1] ?? '';
    if (!trackingTokenPattern.test(token)) {
      unknownLink(0);
      return;
    }
    const view = await viewOf(token);
    if (!view || (view.expiresAt !== null && view.expiresAt.getTime() < now())) {
      logger.info('A tracking link named no order, or an expired one', { found: Boolean(view) });
      unknownLink(1);
      return;
    }
    answer(res, 200, trackingHtml(view), 1);
  };
}
