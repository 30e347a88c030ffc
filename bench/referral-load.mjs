/** What the two referral benches share: a registered campaign, one phone per hit, and the count. */
import { FieldPath } from 'firebase-admin/firestore';
import { collections } from '../scripts/lib/contract.mjs';

/** A registered campaign, as staff make them: an unregistered code would count in the shared bucket. */
export async function registerCampaign(db, code) {
  await db
    .collection(collections.referralCampaigns)
    .doc(code)
    .set({ code, label: 'Bench', createdBy: 'bench', createdAt: new Date() });
}

/**
 * Headers that make each hit come from its own phone (an address of the documentation range):
 * trackReferral budgets hits per client address, and the load measured is many phones, not one.
 */
export function phoneHeaderMaker() {
  let phones = 0;
  // Each phone its own /64: trackReferral budgets an IPv6 address by its network.
  return () => ({ 'X-Forwarded-For': `2001:db8:2:${(phones += 1).toString(16)}::1` });
}

/** The code's shards: ids are code.day.shard and days are digits, so one range of ids holds them. */
export function shardsOf(db, code) {
  return db
    .collection(collections.referralShards)
    .where(FieldPath.documentId(), '>=', `${code}.`)
    .where(FieldPath.documentId(), '<=', `${code}.~`)
    .get();
}
