import { onCall, onRequest } from 'firebase-functions/v2/https';
import { referralCollections } from '@kasuwa/contract/referrals';
import { config } from '../config';
import { db } from '../firebase';
import { createReferralCounters } from './referral-counters';
import { referralStatsHandler } from './referral-stats';
import { trackReferralHandler } from './track-referral';

const counters = createReferralCounters(db.collection(referralCollections.shards));

/**
 * Called by the download page from the browser, with no sign-in. The handler answers CORS from the
 * allow-list itself; `cors: false` also stops the Functions emulator from allowing every origin.
 */
export const trackReferral = onRequest(
  { invoker: 'public', cors: false },
  trackReferralHandler({ allowedOrigins: config().ALLOWED_ORIGINS, countHit: counters.countHit }),
);

/** Cloud Run lets every caller in; the handler itself checks the ID token's role. */
export const getReferralStats = onCall({ invoker: 'public' }, referralStatsHandler(counters.readShards));
