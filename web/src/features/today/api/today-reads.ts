import { useQuery } from '@tanstack/react-query';
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  query,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { readCashInHand } from '@kasuwa/contract/records';
import { logLoadFailure } from '../../../components/store/store-lists';
import { auth } from '../../../lib/firebase/auth';
import { db } from '../../../lib/firebase/firestore';
import { meterAggregation, meterQuery, meterReads } from '../../../lib/firebase/read-meter';
import { salesDaysOf, type HeldCash } from '../today-figures';

const todayKey = ['store', 'today'] as const;

// The read meter's sources are named `today: …`, so a count of the landing page's reads tells the glance's apart.

/**
 * How many orders match: counted on the server, a read per 1,000 index entries, never the orders. The
 * rules check the constraints as they would a list's (a rider's count names their own run of today).
 */
export function useOrderCount(what: string, ...constraints: QueryConstraint[]) {
  return useQuery({
    queryKey: [...todayKey, 'count', what],
    queryFn: () =>
      logLoadFailure(what, async () => {
        const { count } = (await getCountFromServer(query(collection(db, collections.orders), ...constraints))).data();
        meterAggregation(`today: ${what}`, count);
        return count;
      }),
  });
}

/** How many variants are low or sold out (their `low` kept by the server): one aggregation. */
export function useLowStockCount() {
  return useQuery({
    queryKey: [...todayKey, 'low stock'],
    queryFn: () =>
      logLoadFailure('low stock count', async () => {
        const { count } = (await getCountFromServer(query(collection(db, collections.stock), where('low', '==', true)))).data();
        meterAggregation('today: low stock count', count);
        return count;
      }),
  });
}

/** Today's sales summary and the same weekday's last week: two documents by id (null for a day with no sale). */
export function useSalesDays(today: string) {
  return useQuery({
    queryKey: [...todayKey, 'sales', today],
    queryFn: () =>
      logLoadFailure('sales of today', async () => {
        const days = salesDaysOf(today);
        const [now, before] = await Promise.all(
          [days.today, days.lastWeek].map((day) => getDoc(doc(db, collections.salesDays, day))),
        );
        meterReads('today: sales days', 2);
        return { today: (now!.data() as unknown) ?? null, lastWeek: (before!.data() as unknown) ?? null };
      }),
  });
}

/** The most holders the glance reads: the whole team, as the cash page does. */
const holdersRead = 100;

const heldOf = (holder: string, data: unknown): HeldCash => {
  const { email, amount, orders } = readCashInHand(holder, data);
  return { holder, email, amount, orders };
};

/** Everyone's cash in hand (those who see the figures): one small document per person holding cash. */
export function useEveryonesCash() {
  return useQuery({
    queryKey: [...todayKey, 'cash', 'everyone'],
    queryFn: () =>
      logLoadFailure('cash in hand', async () => {
        const found = meterQuery(
          'today: cash in hand',
          await getDocs(query(collection(db, collections.cashInHand), limit(holdersRead))),
        );
        return found.docs.map((held) => heldOf(held.id, held.data()));
      }),
  });
}

/** The signed-in person's own cash in hand: their one document (none: they hold nothing). */
export function useOwnCash() {
  const uid = auth.currentUser?.uid ?? '';
  return useQuery({
    queryKey: [...todayKey, 'cash', 'own', uid],
    enabled: Boolean(uid),
    queryFn: () =>
      logLoadFailure('own cash in hand', async () => {
        const held = await getDoc(doc(db, collections.cashInHand, uid));
        meterReads('today: own cash in hand', 1);
        return heldOf(uid, held.data());
      }),
  });
}
