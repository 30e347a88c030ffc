import { useQuery } from '@tanstack/react-query';
import { collection, doc, documentId, getDoc, limit, onSnapshot, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { collections } from '@kasuwa/contract/collections';
import { maxReportDays } from '@kasuwa/contract/sales';
import { db } from '../../../../lib/firebase/firestore';
import { meterReads, meterSnapshot } from '../../../../lib/firebase/read-meter';
import { logLoadFailure } from '../../store-lists';
import type { ReportPeriod } from '../sales-report';

interface LiveDays {
  key: string;
  /** Each day's summary by its id; a day that sold nothing has none. */
  days?: Map<string, unknown>;
  failure?: unknown;
  /** The listener failed after the first figures: they stay shown, no longer current. */
  stopped?: boolean;
}

/**
 * The period's days, kept current: one listener on at most 31 summary documents, so an order's change
 * reaches the page within seconds of its trigger, for one read of the day it changed.
 */
export function useLiveSalesDays({ from, to }: ReportPeriod) {
  const [attempt, setAttempt] = useState(0);
  const key = `${from}:${to}:${attempt}`;
  const [state, setState] = useState<LiveDays>({ key: '' });
  useEffect(() => {
    let first = true;
    return onSnapshot(
      query(
        collection(db, collections.salesDays),
        where(documentId(), '>=', from),
        where(documentId(), '<=', to),
        limit(maxReportDays),
      ),
      (snapshot) => {
        meterSnapshot('sales days', snapshot.docChanges().length, first);
        first = false;
        setState({ key, days: new Map(snapshot.docs.map((day) => [day.id, day.data()])) });
      },
      (error) => {
        console.error('Loading the sales failed:', error);
        setState((previous) =>
          previous.key === key && previous.days ? { ...previous, stopped: true } : { key, failure: error },
        );
      },
    );
  }, [from, to, key]);
  const shown = state.key === key ? state : { key };
  return { ...shown, retry: () => setAttempt((count) => count + 1) };
}

/**
 * Each day's totals of the year the period ends in (one document, read once a period): the previous
 * period beside the chart. The year's document holds the last months of the year before too.
 */
export function useSalesTrend(year: string) {
  return useQuery({
    queryKey: ['store', 'reports', 'trend', year],
    queryFn: () =>
      logLoadFailure('sales trend', async () => {
        const trend = await getDoc(doc(db, collections.salesTrends, year));
        meterReads('sales trend', 1);
        // A year with no sale has no document: null, as a query's answer cannot be undefined.
        return (trend.data()?.days as unknown) ?? null;
      }),
  });
}
