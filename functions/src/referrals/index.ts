import { FieldPath } from 'firebase-admin/firestore';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { collections } from '@kasuwa/contract/collections';
import { referralCollections } from '@kasuwa/contract/referrals';
import { enforceAppCheck } from '../app-check';
import { config } from '../config';
import { auth, db } from '../firebase';
import { createAccountStore } from '../accounts/account-store';
import { notStaffNow } from '../accounts/staff-standing';
import { campaignSummary, createCampaignRegistry, type CampaignReads } from './campaign-registry';
import { createClientLimiter } from './client-limiter';
import { createDailySalts } from './daily-salts';
import { createReferralCounters, type CounterStore } from './referral-counters';
import { createRollups, type Rollup } from './referral-rollups';
import { referralStatsHandler } from './referral-stats';
import { trackReferralHandler } from './track-referral';

const accounts = createAccountStore(auth, db.collection(collections.profiles));
const shards = db.collection(referralCollections.shards);
const campaigns = db.collection(referralCollections.campaigns);
const visitors = db.collection(referralCollections.visitors);
const salts = db.collection(referralCollections.salts);
const rollups = db.collection(referralCollections.rollups);

// gRPC status of a create whose document exists.
const alreadyExists = 6;

const counterStore: CounterStore = {
  async addFirstVisit(shardId, shard, visitorId, visitor) {
    const batch = db.batch().create(visitors.doc(visitorId), visitor).set(shards.doc(shardId), shard, { merge: true });
    try {
      await batch.commit();
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === alreadyExists) return false;
      throw error;
    }
  },
  async addHit(shardId, shard) {
    await shards.doc(shardId).set(shard, { merge: true });
  },
  daysBetween: (first, last) => shards.where('day', '>=', first).where('day', '<=', last).get(),
};

const saltOf = createDailySalts({
  getOrCreate: (day, fresh, expiresAt) =>
    db.runTransaction(async (transaction) => {
      const ref = salts.doc(day);
      const stored: unknown = (await transaction.get(ref)).get('salt');
      if (typeof stored === 'string') return stored;
      const salt = fresh();
      transaction.create(ref, { salt, expiresAt });
      return salt;
    }),
});

const counters = createReferralCounters(counterStore, { saltOf });

const campaignReads: CampaignReads = {
  isRegistered: async (code) => (await campaigns.doc(code).get()).exists,
  campaignOf: async (code) => {
    const campaign = await campaigns.doc(code).get();
    return campaign.exists ? campaignSummary(campaign.data()) : null;
  },
  campaignsAfter: async (after, limit) => {
    const ordered = campaigns.orderBy(FieldPath.documentId()).limit(limit);
    const { docs } = await (after === undefined ? ordered : ordered.startAfter(after)).get();
    return docs.map((campaign) => ({ code: campaign.id, campaign: campaignSummary(campaign.data()) }));
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

const dailyCounts = createRollups(
  {
    read: async (days) =>
      days.length === 0
        ? []
        : (await db.getAll(...days.map((day) => rollups.doc(day)))).map((doc) => (doc.data() as Rollup | undefined) ?? null),
    write: async (rollup) => {
      await rollups.doc(rollup.day).set(rollup);
    },
  },
  { readShards: counters.readShards, openDaysFreshMs: config().REFERRAL_OPEN_DAYS_SECONDS * 1000 },
);

/** Cloud Run lets every caller in; the handler itself checks the ID token's role. */
export const getReferralStats = onCall(
  { invoker: 'public', enforceAppCheck },
  referralStatsHandler({
    ...campaignReads,
    readDays: dailyCounts.readDays,
    notStaffNow: async (uid, authTime) => notStaffNow(await accounts.byUid(uid), authTime),
  }),
);
