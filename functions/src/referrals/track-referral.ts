import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from '../operations/request-log';
import { referralCodeSchema, visitorIdSchema } from '@kasuwa/contract/referrals';
import { platformAddress } from '../platform-address';

/**
 * Who the visitor is, to count them once a day: the download page's own id for the phone when it
 * sends one; else the address Hosting's CDN passes on (`Fastly-Client-IP`, which a caller can set, so
 * it only tells phones apart, like the id, and never sets a budget) or the platform's, and the browser.
 */
function visitorOf(req: Request, address: string): string {
  const id = visitorIdSchema.safeParse(req.query.v);
  if (id.success) return `id:${id.data}`;
  const claimed = req.headers['fastly-client-ip'];
  const client = typeof claimed === 'string' && claimed.trim() !== '' ? claimed.trim().slice(0, 64) : address;
  return `client:${client}|${String(req.headers['user-agent'] ?? '').slice(0, 200)}`;
}

/**
 * A hit another site's page made the browser send (an image, a link, a script): it would count that
 * site's visitors as the campaign's. A browser says so in `Origin`, `Sec-Fetch-Site` or `Referer`;
 * a script can leave all three out, and then only the address budget holds it back.
 */
function sentByAnotherSite(req: Request, allowed: ReadonlySet<string>): boolean {
  const { origin, referer } = req.headers;
  if (origin !== undefined) return !allowed.has(origin);
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  if (referer === undefined) return false;
  return !URL.canParse(referer) || !allowed.has(new URL(referer).origin);
}

interface TrackReferralDeps {
  /** Origins of the pages whose hits count and which may read the answer. */
  allowedOrigins: readonly string[];
  /** Takes one hit from the client address's budget (an IPv6 address's /64): false when it is used up. */
  allowClient(address: string): boolean;
  /** Takes one hit from the instance's budget for every client together: false when it is used up. */
  allowAny(): boolean;
  /** The counter a code's hits go to: its own when a campaign registers it, else the bucket. */
  keyOf(code: string): Promise<string>;
  /** Counts the hit, and the visitor once a day; `visitor` only tells phones apart, it is never stored. */
  countHit(key: string, visitor: string): Promise<void>;
  now?: () => number;
}

/**
 * Hits sent by other sites are counted apart, in the log: one line a minute at most per instance,
 * with how many and the codes, however many arrive.
 */
function crossSiteTally(now: () => number, everyMs = 60_000) {
  let count = 0;
  const codes = new Set<string>();
  let loggedAt = -Infinity;
  return {
    add(code: string) {
      count += 1;
      if (codes.size < 10) codes.add(code);
      if (now() - loggedAt < everyMs) return;
      logger.warn('Did not count referral hits sent by other sites', { hits: count, codes: [...codes] });
      loggedAt = now();
      count = 0;
      codes.clear();
    },
  };
}

/** GET ?ref=CODE[&v=VISITOR]: counts one hit of the download page and answers 204 once it is stored. */
export function trackReferralHandler({
  allowedOrigins,
  allowClient,
  allowAny,
  keyOf,
  countHit,
  now = Date.now,
}: TrackReferralDeps) {
  const allowed = new Set(allowedOrigins);
  const crossSite = crossSiteTally(now);

  return async (req: Request, res: Response): Promise<void> => {
    const origin = req.headers.origin;
    res.set('Vary', 'Origin');
    if (origin && allowed.has(origin)) res.set('Access-Control-Allow-Origin', origin);

    if (req.method === 'OPTIONS') {
      res.set('Access-Control-Allow-Methods', 'GET').set('Access-Control-Max-Age', '86400').status(204).end();
      return;
    }
    if (req.method !== 'GET') {
      res.set('Allow', 'GET, OPTIONS').status(405).send('Only GET is supported.');
      return;
    }
    const parsed = referralCodeSchema.safeParse(req.query.ref);
    if (!parsed.success) {
      logger.info('Refused a referral hit: invalid code', { ref: JSON.stringify(req.query.ref ?? null).slice(0, 100) });
      res.status(400).send('Not a valid referral code.');
      return;
    }
    if (sentByAnotherSite(req, allowed)) {
      // Before the budget: another site's visitors must not use up the budget the shop's share.
      crossSite.add(parsed.data);
      res.set('Cache-Control', 'no-store').status(204).end();
      return;
    }
    // The one address a caller cannot choose: the platform's (docs/adr/0035-client-addresses.md).
    const address = platformAddress(req);
    if (!allowClient(address)) {
      logger.warn('Refused a referral hit: client rate limit reached', { code: parsed.data });
      res.set('Retry-After', '10').status(429).send('Too many referral hits from this network. Try again in a minute.');
      return;
    }
    // After the address's budget: one network's refused hits must not use up what every client shares.
    if (!allowAny()) {
      logger.warn('Refused a referral hit: the instance takes no more hits this second', { code: parsed.data });
      res.set('Retry-After', '10').status(429).send('Too many referral hits right now. Try again in a minute.');
      return;
    }
    try {
      await countHit(await keyOf(parsed.data), visitorOf(req, address));
    } catch (error) {
      logger.error('Could not count a referral hit:', error, { code: parsed.data });
      res.status(500).send('Could not count the referral.');
      return;
    }
    // A cached answer would be a hit that never reaches the counter.
    res.set('Cache-Control', 'no-store').status(204).end();
  };
}
