import { z } from 'zod';

/**
 * Referral counting of the download page: the page calls `GET trackReferral?ref=CODE` (through
 * Hosting's `/api/track-referral`), staff read the totals through the `getReferralStats` callable.
 */

/** The code in a referral link, as marketing hands it out. */
export const referralCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A referral code is 1 to 64 letters, digits, "_" or "-"');

/** A calendar day in Niamey, 'YYYY-MM-DD'. */
export const referralDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is YYYY-MM-DD');

// Niger keeps UTC+1 all year; the zone name rather than a fixed offset keeps this right if it ever changes.
const niameyDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Niamey',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Niamey calendar day of an instant: hits are counted per day as the shop's staff live it. */
export function referralDay(date: Date): string {
  const parts = Object.fromEntries(niameyDate.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The counters live in one top-level collection of shard documents, one per code, day and shard;
 * nothing else stores referrals and no client may read or write them.
 */
export const referralCollections = { shards: 'referralShards' } as const;

/** A shard: part of the hits of one code on one Niamey day. */
export const referralShardSchema = z.object({
  code: referralCodeSchema,
  day: referralDaySchema,
  count: z.number().int().nonnegative(),
});
export type ReferralShard = z.infer<typeof referralShardSchema>;

/** getReferralStats input: no argument for every code, or `{ code }` for one. */
export const referralStatsInputSchema = z.object({ code: referralCodeSchema.optional() }).strict().nullish();

const codeStatsSchema = z.object({
  code: referralCodeSchema,
  total: z.number().int().nonnegative(),
  /** Days with hits, oldest first. */
  days: z.array(z.object({ day: referralDaySchema, count: z.number().int().nonnegative() })),
});

/** getReferralStats output: codes with the most hits first. */
export const referralStatsSchema = z.object({ codes: z.array(codeStatsSchema) });
export type ReferralStats = z.infer<typeof referralStatsSchema>;
