import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { collections } from '@kasuwa/contract/collections';

/** One cash payment in a holder's hands: the order's total and since when it is held. */
export interface HeldEntry {
  amount: number;
  since: Timestamp;
}

/** Who holds an order's cash and what it counts for, or null when it is not cash someone holds. */
export function heldEntryOf(order: DocumentData | undefined): { holder: string; entry: HeldEntry } | null {
  if (order?.payment !== 'cash' || typeof order.cashHolder !== 'string' || order.cashHolder === '') return null;
  const total = Number(order.total);
  const since = order.cashSince instanceof Timestamp ? order.cashSince : order.paidAt instanceof Timestamp ? order.paidAt : null;
  return {
    holder: order.cashHolder,
    // Without a time, the cash shows as held since long ago: flagged, so staff look at it.
    entry: { amount: Number.isSafeInteger(total) && total >= 0 ? total : 0, since: since ?? Timestamp.fromMillis(0) },
  };
}

/** Whether two readings of an order count the same cash in the same hands. */
export function sameHeld(a: ReturnType<typeof heldEntryOf>, b: ReturnType<typeof heldEntryOf>): boolean {
  if (a === null || b === null) return a === b;
  return a.holder === b.holder && a.entry.amount === b.entry.amount && a.entry.since.isEqual(b.entry.since);
}

/** The key of a cash refund in the refunder's cash in hand: it counts negative until their close. */
export const refundCashKey = (returnId: string) => `refund-${returnId}`;

type HeldMap = Record<string, HeldEntry>;

const heldMapOf = (summary: DocumentData | undefined): HeldMap =>
  summary?.orders !== null && typeof summary?.orders === 'object' ? { ...(summary.orders as HeldMap) } : {};

const sameEntry = (a: HeldEntry | undefined, b: HeldEntry | undefined) =>
  a === undefined || b === undefined ? a === b : a.amount === b.amount && a.since.isEqual(b.since);

/**
 * The cashInHand documents of some holders, changed inside a transaction: read them first (every read
 * before any write, as transactions require), change their maps, then write those that changed (a
 * holder left with nothing loses the document). The holder's email and role are read with them.
 */
export async function heldCashIn(db: Firestore, transaction: Transaction, holders: readonly string[]) {
  const unique = [...new Set(holders)];
  const refs = unique.map((holder) => db.collection(collections.cashInHand).doc(holder));
  const profiles = unique.map((holder) => db.collection(collections.profiles).doc(holder));
  const read = unique.length ? await transaction.getAll(...refs, ...profiles) : [];
  const maps = new Map(unique.map((holder, at) => [holder, heldMapOf(read[at]?.data())]));
  const changed = new Set<string>();
  return {
    /** The holder's sign-in email, as their profile says it. */
    emailOf(holder: string): string | undefined {
      const email: unknown = read[unique.length + unique.indexOf(holder)]?.get('email');
      return typeof email === 'string' ? email : undefined;
    },
    /** Whether `orderId` counts in `holder`'s hands as `entry` (or not at all, for undefined). */
    holds: (holder: string, orderId: string, entry: HeldEntry | undefined) => sameEntry(maps.get(holder)?.[orderId], entry),
    put(holder: string, orderId: string, entry: HeldEntry) {
      maps.get(holder)![orderId] = entry;
      changed.add(holder);
    },
    drop(holder: string, orderId: string) {
      const map = maps.get(holder)!;
      if (!(orderId in map)) return;
      delete map[orderId];
      changed.add(holder);
    },
    /** Writes the holders whose cash changed; answers whether there was any. */
    write(): boolean {
      unique.forEach((holder, at) => {
        if (!changed.has(holder)) return;
        const orders = maps.get(holder)!;
        const ref = refs[at] as DocumentReference;
        if (Object.keys(orders).length === 0) {
          transaction.delete(ref);
          return;
        }
        const profile = read[unique.length + at]?.data();
        transaction.set(ref, {
          orders,
          ...(typeof profile?.email === 'string' ? { email: profile.email } : {}),
          ...(typeof profile?.role === 'string' ? { role: profile.role } : {}),
          updatedAt: FieldValue.serverTimestamp(),
        });
      });
      return changed.size > 0;
    },
  };
}

/**
 * Brings the cashInHand documents in line with one order as it is now: out of `formerHolder`'s hands,
 * in its holder's (if any). A run that finds them right already (receiveCash and the close keep them
 * in their own transactions) writes nothing. Answers whether it changed anything.
 */
export function keepCashInHandIn(db: Firestore) {
  return (orderId: string, formerHolder: string | undefined): Promise<boolean> =>
    db.runTransaction(async (transaction) => {
      const order = await transaction.get(db.collection(collections.orders).doc(orderId));
      const now = heldEntryOf(order.data());
      const holders = [formerHolder, now?.holder].filter((holder): holder is string => Boolean(holder));
      const held = await heldCashIn(db, transaction, holders);
      for (const holder of holders) {
        if (holder === now?.holder) {
          if (!held.holds(holder, orderId, now.entry)) held.put(holder, orderId, now.entry);
        } else held.drop(holder, orderId);
      }
      return held.write();
    });
}
