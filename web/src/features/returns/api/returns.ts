import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { shopDay } from '@kasuwa/contract/days';
import { functionNames } from '@kasuwa/contract/functions';
import { readOrderReturn } from '@kasuwa/contract/records';
import {
  readReturnSettings,
  recordReturnOutputSchema,
  refundReturnOutputSchema,
  returnSettingsDocId,
  setReturnSettingsOutputSchema,
  type RecordReturnInput,
  type RecordReturnOutput,
  type RefundReturnInput,
  type RefundReturnOutput,
  type ReturnSettings,
} from '@kasuwa/contract/returns';
import { db } from '../../../lib/firebase/firestore';
import { callFunction } from '../../../lib/firebase/call-function';
import { meterQuery, meterReads } from '../../../lib/firebase/read-meter';
import { logLoadFailure } from '../../../components/store/store-lists';

const returnKeys = { all: ['store', 'returns'] as const, settings: ['store', 'return-settings'] as const };

export type ReturnRecord = ReturnType<typeof readOrderReturn> & { id: string };

const recordsOf = (what: string, found: Awaited<ReturnType<typeof getDocs>>) =>
  meterQuery(what, found).docs.map((snapshot): ReturnRecord => ({ id: snapshot.id, ...readOrderReturn(snapshot.data()) }));

/** An order's returns, the first first (one query on one equality, at most 20: an order has 50 lines). */
export function useOrderReturns(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...returnKeys.all, 'order', orderId],
    enabled,
    queryFn: () =>
      logLoadFailure('returns', async () => {
        const found = await getDocs(query(collection(db, collections.orderReturns), where('orderId', '==', orderId), limit(20)));
        return recordsOf('returns', found).sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0));
      }),
  });
}

/** One return, for its credit note (one read). */
export function useReturn(returnId: string) {
  return useQuery({
    queryKey: [...returnKeys.all, 'one', returnId],
    queryFn: () =>
      logLoadFailure('return', async () => {
        const stored = await getDoc(doc(db, collections.orderReturns, returnId));
        meterReads('return', 1);
        return stored.exists() ? ({ id: returnId, ...readOrderReturn(stored.data()) } satisfies ReturnRecord) : null;
      }),
  });
}

/** Refunds not done whose tenth working day has come, the 10 most overdue first. */
export function useDueRefunds() {
  return useQuery({
    queryKey: [...returnKeys.all, 'due'],
    queryFn: () =>
      logLoadFailure('refunds due', async () => {
        const found = await getDocs(
          query(
            collection(db, collections.orderReturns),
            where('refundFlagFrom', '<=', shopDay(new Date())),
            orderBy('refundFlagFrom'),
            limit(10),
          ),
        );
        return recordsOf('refunds due', found);
      }),
  });
}

/** The newest returns of the shop (at most 30). */
export function useRecentReturns() {
  return useQuery({
    queryKey: [...returnKeys.all, 'recent'],
    queryFn: () =>
      logLoadFailure('returns', async () =>
        recordsOf('returns', await getDocs(query(collection(db, collections.orderReturns), orderBy('at', 'desc'), limit(30)))),
      ),
  });
}

/** The shop's categories the terms exclude (one document). */
export function useReturnSettings() {
  return useQuery({
    queryKey: returnKeys.settings,
    queryFn: () =>
      logLoadFailure('return settings', async () => {
        const stored = await getDoc(doc(db, collections.stockSettings, returnSettingsDocId));
        meterReads('return settings', 1);
        return readReturnSettings(stored.data());
      }),
  });
}

/** A mutation through a callable; what `invalidates` names is read again after. */
function useCallable<Input, Output>(name: string, parse: (data: unknown) => Output, invalidates: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: callFunction<Input, Output>(name, parse),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}

export const useRecordReturn = () =>
  useCallable<RecordReturnInput, RecordReturnOutput>(
    functionNames.recordReturn,
    (data) => recordReturnOutputSchema.parse(data),
    returnKeys.all,
  );

export const useRefundReturn = () =>
  useCallable<RefundReturnInput, RefundReturnOutput>(
    functionNames.refundReturn,
    (data) => refundReturnOutputSchema.parse(data),
    returnKeys.all,
  );

export const useSetReturnSettings = () =>
  useCallable<ReturnSettings, ReturnSettings>(
    functionNames.setReturnSettings,
    (data) => setReturnSettingsOutputSchema.parse(data),
    returnKeys.settings,
  );
