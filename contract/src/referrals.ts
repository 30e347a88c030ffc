import { z } from 'zod';
import { referralCodePattern, referralLimits } from './limits';
import { timestampSchema } from './schemas/common';

/**
 * Referral counting of the download page: the page calls `GET trackReferral?ref=CODE` (through
 * Hosting's `/api/track-referral`), staff read the totals through the `getReferralStats` callable.
 */

/** The code in a referral link, as marketing hands it out. */
export const referralCodeSchema = z
  .string()
  .regex(new RegExp(`^${referralCodePattern}$`), 'A referral code is 1 to 64 letters, digits, "_" or "-"');

/** A calendar day in Niamey, 'YYYY-MM-DD'. */
export const referralDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is YYYY-MM-DD');

/**
 * Hits are counted in shard documents, one per key, day and shard; nothing else stores counts and no
 * client writes them. A key is a registered campaign's code (`campaigns`, staff read them), or the one
 * bucket of every unregistered code, so random codes cannot create counters. A visitor is counted
 * once per key and day through a daily-salted hash (`visitors`); the day's salt (`salts`) and the
 * hashes expire, so no visitor can be followed from one day to the next. Functions only.
 */
/** The document of a campaign's orders in one year. */
export const campaignOrdersId = (code: string, year: string) => `${code}:${year}`;

/**
 * The download page's own random id for the phone (`v` beside `ref`), kept in its storage, so the
 * phones behind one carrier address count as the visitors they are.
 */
export const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'A visitor id is 16 to 64 letters, digits, "_" or "-"');

/** The key of the hits of every code no campaign registers: "~" is in no code. */
export const unregisteredBucket = '~unregistered';

/** What hits are counted under: a campaign's code, or the unregistered bucket. */
export const referralKeySchema = z.union([referralCodeSchema, z.literal(unregisteredBucket)]);

/** A shard: part of the hits (`count`) and first visits (`uniques`) of one key on one Niamey day. */
export const referralShardSchema = z.object({
  code: referralKeySchema,
  day: referralDaySchema,
  count: z.number().int().nonnegative(),
  /** Shards written before visitors were counted have none. */
  uniques: z.number().int().nonnegative().default(0),
  /** The hits per Niamey hour ('00' to '23'); shards written before hours were counted have none. */
  hours: z.record(z.string().regex(/^\d{2}$/), z.number().int().nonnegative()).default({}),
});
export type ReferralShard = z.infer<typeof referralShardSchema>;
/** One key's sums on one day, as the statistics read them (closed days keep no hours). */
export type ReferralDay = Omit<ReferralShard, 'hours'>;

/** A campaign staff registered (`referralCampaigns/{code}`): its hits are counted under its code. */
export const referralCampaignSchema = z.object({
  code: referralCodeSchema,
  label: z.string().trim().min(1).max(referralLimits.labelLength),
  createdBy: z.string().min(1).max(128),
  createdAt: timestampSchema,
});
export type ReferralCampaign = z.infer<typeof referralCampaignSchema>;

/** At most this many days in one stats request, and this many keys per page. */
export const referralStatsLimits = { maxDays: 366, defaultDays: 30, maxPageSize: 100, defaultPageSize: 50 } as const;

/**
 * getReferralStats input: a date range (Niamey days, both included; the last 30 days by default), one
 * key or a page of campaigns in code order (`pageToken` is the previous answer's `nextPageToken`).
 */
export const referralStatsInputSchema = z
  .object({
    code: referralKeySchema.optional(),
    from: referralDaySchema.optional(),
    to: referralDaySchema.optional(),
    pageSize: z.number().int().min(1).max(referralStatsLimits.maxPageSize).optional(),
    pageToken: referralKeySchema.optional(),
  })
  .strict()
  .nullish();
export type ReferralStatsInput = z.infer<typeof referralStatsInputSchema>;

/** What staff see of a campaign beside its numbers, as stored (read leniently: a field may be missing). */
export const campaignSummarySchema = z.object({
  label: z.string().nullable(),
  /** The uid of the staff member who registered it. */
  createdBy: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string().nullable(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** The orders placed on one Niamey day with a campaign's code, those of them delivered, and their F CFA. */
const orderDaySchema = z.object({
  day: referralDaySchema,
  orders: z.number().int().nonnegative(),
  delivered: z.number().int().nonnegative(),
  deliveredTotal: z.number().int().nonnegative(),
});
export type OrderDay = z.infer<typeof orderDaySchema>;

const codeStatsSchema = z.object({
  code: referralKeySchema,
  /** The campaign registered under the code; null for the unregistered bucket or a code no campaign has. */
  campaign: campaignSummarySchema.nullable(),
  total: z.number().int().nonnegative(),
  /** Visitors counted once per day, summed over the days. */
  uniques: z.number().int().nonnegative(),
  /** Days with hits, oldest first. */
  days: z.array(
    z.object({ day: referralDaySchema, count: z.number().int().nonnegative(), uniques: z.number().int().nonnegative() }),
  ),
  /** Days with orders that carry the code, by the day they were placed, oldest first (none for the unregistered bucket). */
  orderDays: z.array(orderDaySchema),
});

/**
 * getReferralStats output: the campaigns of the page in code order (or the one `code` asked for), and
 * `nextPageToken`, null when no more. The first page of a list also carries the hits of every code no
 * campaign registers (`unregistered`); later pages and a `code` request carry null there.
 */
export const referralStatsSchema = z.object({
  from: referralDaySchema,
  to: referralDaySchema,
  codes: z.array(codeStatsSchema),
  unregistered: codeStatsSchema.nullable(),
  nextPageToken: referralKeySchema.nullable(),
  /** Today's hits of every code together, per Niamey hour from '00' (24 numbers; the hours to come are 0). */
  todayHours: z.array(z.number().int().nonnegative()).length(24),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;
