import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { logger } from '../operations/request-log';
import { onRequest } from 'firebase-functions/v2/https';
import { collections } from '@kasuwa/contract/collections';
import { campaignOrdersId, type OrderDay } from '@kasuwa/contract/referrals';
import { config } from '../config';
import { auth, db } from '../firebase';
import { createAccountStore } from '../accounts/account-store';
import { notStaffNow } from '../accounts/staff-standing';
import { loggedTrigger } from '../logged-trigger';
import { campaignOrderEvents, orderDaysIn, yearsOf, type CampaignOrderEvent } from './campaign-orders';
import { campaignSummary, createCampaignRegistry, type CampaignReads } from './campaign-registry';
import { createClientLimiter, referralHitLimitInAll } from '../rate-limits/client-limiter';
import { addressBudgetKey } from '../platform-address';
import { createDailySalts } from './daily-salts';
import { createReferralCounters, type CounterStore } from './referral-counters';
import { createRollups, type Rollup } from './referral-rollups';
import { referralStatsHandler } from './referral-stats';
import { trackReferralHandler } from './track-referral';
import { observed } from '../operations/observers';
import type { OrderEffect } from '../order-effect';
import { appCallable } from '../app-callable';

const accounts = createAccountStore(auth, db.collection(collections.profiles));
const shards = db.collection(collections.referralShards);
const campaigns = db.collection(collections.referralCampaigns);
const visitors = db.collection(collections.referralVisitors);
const salts = db.collection(collections.referralSalts);
const rollups = db.collection(collections.referralRollups);
const campaignOrders = db.collection(collections.campaignOrders);
const campaignOrderEventsSeen = db.collection(collections.campaignOrderEvents);

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
const hitsPerNetwork = createClientLimiter();
const hitsInAll = createClientLimiter({ ...referralHitLimitInAll, maxClients: 1 });

export const trackReferral = onRequest(
  { invoker: 'public', cors: false },
  observed.request(
    'trackReferral',
    trackReferralHandler({
      allowedOrigins: config().ALLOWED_ORIGINS,
      allowClient: (address) => hitsPerNetwork.allow(addressBudgetKey(address)),
      allowAny: () => hitsInAll.allow('all'),
      keyOf: createCampaignRegistry(campaignReads).keyOf,
      countHit: counters.countHit,
    }),
  ),
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

/** One document per campaign and year: a page of campaigns over 90 days reads one or two each. */
async function readOrderDays(codes: readonly string[], from: string, to: string): Promise<Map<string, OrderDay[]>> {
  const ids = codes.flatMap((code) =>
    yearsOf(from, to).map((year) => ({ code, ref: campaignOrders.doc(campaignOrdersId(code, year)) })),
  );
  const read = ids.length === 0 ? [] : await db.getAll(...ids.map(({ ref }) => ref));
  const byCode = new Map<string, OrderDay[]>();
  read.forEach((snapshot, index) => {
    const code = ids[index]?.code;
    if (code) byCode.set(code, [...(byCode.get(code) ?? []), ...orderDaysIn(snapshot.get('days'), from, to)]);
  });
  return byCode;
}

/**
 * An order a campaign brought counts on its campaign's day once placed, and again once delivered (with
 * its total): the referrals page's orders, delivered F CFA and conversion, read from these summaries.
 */
/** Which codes count orders: only registered campaigns (a minute's cache per instance, as for hits). */
const orderCampaigns = createCampaignRegistry(campaignReads);

/** What each kind of event adds to its campaign's day. */
const figuresOf = (kind: CampaignOrderEvent['kind'], total: number) =>
  kind === 'placed'
    ? { orders: FieldValue.increment(1) }
    : kind === 'delivered'
      ? { delivered: FieldValue.increment(1), deliveredTotal: FieldValue.increment(total) }
      : { orders: FieldValue.increment(-1) };

/**
 * A campaign's orders, per Niamey day: placed, delivered (with the total), and cancellations taken
 * back. Only a registered code counts (any shopper can send any code); each event is counted once (a
 * marker per order and kind), and a cancellation takes back only an order that was counted placed.
 */
export const orderCampaign: OrderEffect = async ({ orderId, before, after }) => {
  const events = campaignOrderEvents(before, after);
  for (const { kind, code, day, total } of events) {
    if ((await orderCampaigns.keyOf(code)) !== code) {
      logger.info('Left an order of an unregistered code uncounted', { orderId, code, kind });
      continue;
    }
    await loggedTrigger('count a campaign order', { orderId, code, kind }, () =>
      db.runTransaction(async (transaction) => {
        const seen = campaignOrderEventsSeen.doc(`${orderId}:${kind}`);
        const placed = campaignOrderEventsSeen.doc(`${orderId}:placed`);
        const [seenBefore, placedBefore] = await transaction.getAll(seen, placed);
        if (seenBefore?.exists) {
          logger.info('A campaign order was counted already', { orderId, kind });
          return;
        }
        if (kind === 'cancelled' && !placedBefore?.exists) {
          logger.info('A cancelled order was never counted placed: nothing to take back', { orderId });
          return;
        }
        transaction
          .set(
            campaignOrders.doc(campaignOrdersId(code, day.slice(0, 4))),
            { code, days: { [day]: figuresOf(kind, total) } },
            { merge: true },
          )
          .create(seen, { code, kind, at: FieldValue.serverTimestamp() });
      }),
    );
  }
};

/** Cloud Run lets every caller in; the handler itself checks the ID token's role. */
export const getReferralStats = appCallable(
  'getReferralStats',
  referralStatsHandler({
    ...campaignReads,
    readDays: dailyCounts.readDays,
    hoursOfOpenDay: dailyCounts.hoursOfOpenDay,
    readOrderDays,
    notStaffNow: async (uid, authTime) => notStaffNow(await accounts.byUid(uid), authTime, 'figures'),
  }),
);
