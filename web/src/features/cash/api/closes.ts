import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import {
  adjustCashCloseOutputSchema,
  closeCashDayOutputSchema,
  unpaidAfterHours,
  type AdjustCashCloseInput,
  type AdjustCashCloseOutput,
  type CloseCashDayInput,
  type CloseCashDayOutput,
} from '@kasuwa/contract/cash-close';
import { collections } from '@kasuwa/contract/collections';
import { functionNames } from '@kasuwa/contract/functions';
import { readCashClose, readCashCloseLines, readOrderReturn, readUnpaidDelivery } from '@kasuwa/contract/records';
import { db } from '../../../lib/firebase/firestore';
import { callFunction } from '../../../lib/firebase/call-function';
import { meterQuery, meterReads } from '../../../lib/firebase/read-meter';
import { logLoadFailure } from '../../../components/store/store-lists';

const closeKeys = {
  all: ['store', 'cash-closes'] as const,
  held: ['store', 'orders', 'cash-held'] as const,
};

/** How many closes the list shows, the newest first. */
export const closesShown = 30;

/**
 * The newest closes and adjustments: everyone's for those who see the figures, one's own otherwise
 * (the rules give a seller no other). At most 30 documents.
 */
export function useRecentCloses(ownOnly: string | null) {
  return useQuery({
    queryKey: [...closeKeys.all, 'recent', ownOnly],
    queryFn: () =>
      logLoadFailure('closes', async () => {
        const mine: QueryConstraint[] = ownOnly ? [where('holder', '==', ownOnly)] : [];
        const found = await getDocs(
          query(collection(db, collections.cashCloses), ...mine, orderBy('at', 'desc'), limit(closesShown)),
        );
        return meterQuery('closes', found).docs.map((snapshot) => ({ id: snapshot.id, ...readCashClose(snapshot.data()) }));
      }),
  });
}

/** One close, its lines and the adjustments made to it since (two documents and one query on two equalities). */
export function useCloseSheet(closeId: string) {
  return useQuery({
    queryKey: [...closeKeys.all, 'sheet', closeId],
    queryFn: () =>
      logLoadFailure('close', async () => {
        const [stored, lines] = await Promise.all([
          getDoc(doc(db, collections.cashCloses, closeId)),
          getDoc(doc(db, collections.cashCloseLines, closeId)).catch((error: unknown) => {
            // Refused when the close does not exist (the rules read it): the close's own read says so.
            console.warn(`The lines of close ${closeId} could not be read:`, error);
            return null;
          }),
        ]);
        meterReads('close', 2);
        if (!stored.exists()) return null;
        const close = { id: closeId, ...readCashClose(stored.data()) };
        const adjustments = await getDocs(
          query(
            collection(db, collections.cashCloses),
            where('holder', '==', close.holder ?? ''),
            where('closeId', '==', closeId),
            limit(100),
          ),
        );
        return {
          close,
          lines: readCashCloseLines(lines?.data()),
          adjustments: meterQuery('close adjustments', adjustments)
            .docs.map((snapshot) => ({ id: snapshot.id, ...readCashClose(snapshot.data()) }))
            .sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0)),
        };
      }),
  });
}

/**
 * The cash refunds one person paid out since their last close (one query on one equality): their
 * close expects that much less cash.
 */
export function useCashRefundsBy(holder: string) {
  return useQuery({
    queryKey: [...closeKeys.held, 'refunds', holder],
    enabled: Boolean(holder),
    queryFn: () =>
      logLoadFailure('cash refunds', async () => {
        const found = await getDocs(
          query(collection(db, collections.orderReturns), where('refundCashHolder', '==', holder), limit(100)),
        );
        return meterQuery('cash refunds', found).docs.map((snapshot) => {
          const refund = readOrderReturn(snapshot.data());
          return { id: snapshot.id, orderNumber: refund.orderNumber, amount: refund.refund?.amount ?? 0 };
        });
      }),
  });
}

const hourMs = 3_600_000;

/** How many unpaid deliveries the close sheet lists, the oldest first. */
export const unpaidShown = 30;

/** Deliveries with nothing paid for more than 24 h, the oldest first: 30, and whether there are more. */
export function useUnpaidDeliveries() {
  return useQuery({
    queryKey: [...closeKeys.all, 'unpaid'],
    queryFn: () =>
      logLoadFailure('unpaid deliveries', async () => {
        const found = await getDocs(
          query(
            collection(db, collections.unpaidDeliveries),
            where('deliveredAt', '<', new Date(Date.now() - unpaidAfterHours * hourMs)),
            orderBy('deliveredAt'),
            limit(unpaidShown + 1),
          ),
        );
        const unpaid = meterQuery('unpaid deliveries', found).docs.map((snapshot) => ({
          id: snapshot.id,
          ...readUnpaidDelivery(snapshot.data()),
        }));
        return { shown: unpaid.slice(0, unpaidShown), more: unpaid.length > unpaidShown };
      }),
  });
}

/** closeCashDay as a mutation: the closes and the cash held are read again after. */
export function useCloseCashDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: callFunction<CloseCashDayInput, CloseCashDayOutput>(functionNames.closeCashDay, (data) =>
      closeCashDayOutputSchema.parse(data),
    ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: closeKeys.all }),
        queryClient.invalidateQueries({ queryKey: closeKeys.held }),
      ]),
  });
}

/** adjustCashClose as a mutation: the closes are read again after. */
export function useAdjustCashClose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: callFunction<AdjustCashCloseInput, AdjustCashCloseOutput>(functionNames.adjustCashClose, (data) =>
      adjustCashCloseOutputSchema.parse(data),
    ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: closeKeys.all }),
  });
}
