import { FieldPath } from 'firebase-admin/firestore';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { referralCollections } from '@kasuwa/contract/referrals';
import { config } from '../config';
import { db } from '../firebase';
import { createCampaignRegistry, type CampaignReads } from './campaign-registry';
import { createClientLimiter } from './client-limiter';
import { createReferralCounters } from './referral-counters';
import { referralStatsHandler } from './referral-stats';
import { trackReferralHandler } from './track-referral';

const shards = db.collection(referralCollections.shards);
const campaigns = db.collection(referralCollections.campaigns);

const counters = createReferralCounters({
  doc: (id) => shards.doc(id),
  idsBetween: (first, last) =>
    shards.where(FieldPath.documentId(), '>=', first).where(FieldPath.documentId(), '<=', last).get(),
});

const campaignReads: CampaignReads = {
  isRegistered: async (code) => (await campaigns.doc(code).get()).exists,
  codesAfter: async (after, limit) => {
    const ordered = campaigns.orderBy(FieldPath.documentId()).limit(limit);
    return (await (after === undefined ? ordered : ordered.startAfter(after)).select().get()).docs.map((doc) => doc.id);
  },
};

/**
 * Called by the download page from the browser, with no sign-in. The handler answers CORS from the
 * allow-list itself; `cors: false` also stops the Functions emulator from allowing every origin.
 */
export const trackReferral = onRequest(
  { invoker: 'public', cors: false },
  trackReferralHandler({
    allowedOrigins: config().ALLOWED_ORIGINS,
    allowClient: createClientLimiter().allow,
    keyOf: createCampaignRegistry(campaignReads).keyOf,
    countHit: counters.countHit,
  }),
);

/** Cloud Run lets every caller in; the handler itself checks the ID token's role. */
export const getReferralStats = onCall(
  { invoker: 'public' },
  referralStatsHandler({ codesAfter: campaignReads.codesAfter, readShards: counters.readShards }),
);
