import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { salesByDay, trendsOf, variantMonthsOf, type SalesPart } from '@kasuwa/contract/sales';

/** The sign-in emails of staff members, from their profiles, in a transaction (before its writes). */
export async function staffEmailsIn(
  db: Firestore,
  transaction: Transaction,
  uids: readonly string[],
): Promise<Record<string, string>> {
  if (uids.length === 0) return {};
  const profiles = await transaction.getAll(...uids.map((uid) => db.collection(collections.profiles).doc(uid)));
  return Object.fromEntries(
    profiles.flatMap((profile) => {
      const email: unknown = profile.get('email');
      return typeof email === 'string' && email ? [[profile.id, email]] : [];
    }),
  );
}

/**
 * Writes a change of the sales summaries in a transaction, blind: each figure an increment, so the
 * writes of a busy day's orders never make one another's transactions retry (none reads a summary).
 * Each day's document gets the change, each variant's month its units and F CFA, and each day's totals
 * go to the year documents that keep it.
 * `staffEmails` name the staff the change counts for. Answers how many documents it wrote.
 */
export function writeSalesChange(
  db: Firestore,
  transaction: Transaction,
  change: SalesPart,
  staffEmails: Record<string, string> = {},
): number {
  const increment = (value: number) => FieldValue.increment(value);
  const days = salesByDay(change, increment);
  const named = Object.keys(staffEmails).length > 0 ? { staffEmails } : {};
  for (const [day, figures] of days) {
    transaction.set(
      db.collection(collections.salesDays).doc(day),
      { ...figures, ...named, updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
  const variants = variantMonthsOf(change, increment);
  for (const [id, fields] of variants) {
    transaction.set(db.collection(collections.salesVariantMonths).doc(id), fields, { merge: true });
  }
  const trends = trendsOf(change, increment);
  for (const [year, trendDays] of trends) {
    transaction.set(db.collection(collections.salesTrends).doc(year), { days: trendDays }, { merge: true });
  }
  return days.size + variants.size + trends.size;
}
