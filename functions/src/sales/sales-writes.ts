import { FieldValue, type DocumentData, type DocumentReference, type Firestore, type SetOptions } from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';
import { nestedFigures, salesByDay, trendsOf, variantMonthsOf, type SalesPart } from '@kasuwa/contract/sales';

/** The sign-in emails of staff members, from their profiles. */
export async function staffEmailsOf(db: Firestore, uids: readonly string[]): Promise<Record<string, string>> {
  if (uids.length === 0) return {};
  const profiles = await db.getAll(...uids.map((uid) => db.collection(collections.profiles).doc(uid)));
  return Object.fromEntries(
    profiles.flatMap((profile) => {
      const email: unknown = profile.get('email');
      return typeof email === 'string' && email ? [[profile.id, email]] : [];
    }),
  );
}

/** What the summaries are written with: a batch, or a transaction's writes (a refund's). */
interface Writes {
  set(ref: DocumentReference, data: DocumentData, options: SetOptions): unknown;
}

/**
 * Writes a change of the sales summaries in a batch or a transaction, blind: each figure an increment,
 * so the writes of a busy day's orders never make one another retry (none reads a summary).
 * Each day's document gets the change, each variant's month its units and F CFA, and each day's totals
 * go to the year documents that keep it.
 * `staffEmails` name the staff the change counts for. Answers how many documents it wrote.
 */
export function writeSalesChange(
  db: Firestore,
  writes: Writes,
  change: SalesPart,
  staffEmails: Record<string, string> = {},
): number {
  const increment = (value: number) => FieldValue.increment(value);
  const days = salesByDay(change, increment);
  const named = Object.keys(staffEmails).length > 0 ? { staffEmails } : {};
  for (const [day, figures] of days) {
    writes.set(
      db.collection(collections.salesDays).doc(day),
      { ...figures, ...named, updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
  const variants = variantMonthsOf(change, increment);
  for (const [id, fields] of variants) {
    writes.set(db.collection(collections.salesVariantMonths).doc(id), fields, { merge: true });
  }
  const trends = trendsOf(change, increment);
  for (const [year, trendDays] of trends) {
    writes.set(db.collection(collections.salesTrends).doc(year), { days: trendDays }, { merge: true });
  }
  return days.size + variants.size + trends.size;
}

/**
 * Writes a change of the customer records in a batch, blind like the sales' (increments): each
 * customer's document gets its figures' differences and the labels that go with them.
 * Answers how many documents it wrote.
 */
export function writeCustomerChange(db: Firestore, writes: Writes, change: SalesPart): number {
  const customers = nestedFigures(change, (value) => FieldValue.increment(value));
  for (const [key, figures] of customers) {
    writes.set(
      db.collection(collections.customers).doc(key),
      { ...figures, key, updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  }
  return customers.size;
}
