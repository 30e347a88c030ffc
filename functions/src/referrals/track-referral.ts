import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from 'firebase-functions';
import { referralCodeSchema, visitorIdSchema } from '@kasuwa/contract/referrals';
import { platformAddress } from '../platform-address';

/**
 * The download page calls through Firebase Hosting, whose CDN puts the phone's address in
 * `Fastly-Client-IP` (its own address is what the function sees as the connection); called directly,
 * the function has the platform's address. A direct caller can set the header and so choose its
 * budget: the limit slows down careless or naive floods, and the counters stay bounded regardless.
 */
function clientAddressOf(req: Request): string {
  const viaHosting = req.headers['fastly-client-ip'];
  return typeof viaHosting === 'string' && viaHosting.trim() !== '' ? viaHosting.trim() : platformAddress(req);
}

/**
 * Who the visitor is, to count them once a day: the download page's own id for the phone when it
 * sends one; else the address and browser, which undercounts phones behind one carrier address.
 */
function visitorOf(req: Request, address: string): string {
  const id = visitorIdSchema.safeParse(req.query.v);
  return id.success ? `id:${id.data}` : `client:${address}|${req.headers['user-agent'] ?? ''}`;
}

interface TrackReferralDeps {
  /** Origins whose pages may read the answer; others still get counted but their fetch fails. */
  allowedOrigins: readonly string[];
  /** Takes one hit from the client address's budget: false when it is used up. */
  allowClient(address: string): boolean;
  /** The counter a code's hits go to: its own when a campaign registers it, else the bucket. */
  keyOf(code: string): Promise<string>;
  /** Counts the hit, and the visitor once a day; `visitor` only tells phones apart, it is never stored. */
  countHit(key: string, visitor: string): Promise<void>;
}

/** GET ?ref=CODE[&v=VISITOR]: counts one hit of the download page and answers 204 once it is stored. */
export function trackReferralHandler({ allowedOrigins, allowClient, keyOf, countHit }: TrackReferralDeps) {
  const allowed = new Set(allowedOrigins);

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
    const address = clientAddressOf(req);
    if (!allowClient(address)) {
      logger.warn('Refused a referral hit: client rate limit reached', { code: parsed.data });
      res.set('Retry-After', '10').status(429).send('Too many referral hits from this network. Try again in a minute.');
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
