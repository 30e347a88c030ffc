import { useQuery } from '@tanstack/react-query';
import { collection, doc, documentId, getDoc, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { collections } from '@kasuwa/contract/collections';
import { bestSellerCount, maxReportDays, readVariantMonth, type VariantSales } from '@kasuwa/contract/sales';
import { db } from '../../../lib/firebase/firestore';
import { meterReads, meterSnapshot } from '../../../lib/firebase/read-meter';
import { logLoadFailure } from '../../../components/store/store-lists';
import type { ReportPeriod } from '../sales-report';
import { readMetered } from '../../../lib/firebase/metered-query';

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

interface LiveBestSellers {
  key: string;
  variants?: VariantSales[];
  failure?: unknown;
}

/**
 * The month's best sellers, kept current: the 10 variants that brought the most F CFA (one listener,
 * 10 documents, whatever the catalogue's size).
 */
export function useBestSellers(month: string) {
  const [attempt, setAttempt] = useState(0);
  const key = `${month}:${attempt}`;
  const [state, setState] = useState<LiveBestSellers>({ key: '' });
  useEffect(() => {
    let first = true;
    return onSnapshot(
      query(
        collection(db, collections.salesVariantMonths),
        where('month', '==', month),
        orderBy('amount', 'desc'),
        limit(bestSellerCount),
      ),
      (snapshot) => {
        meterSnapshot('best sellers', snapshot.docChanges().length, first);
        first = false;
        const variants = snapshot.docs.map((variant) => readVariantMonth(variant.data())).filter((variant) => variant.units > 0);
        setState({ key, variants });
      },
      (error) => {
        console.error('Loading the best sellers failed:', error);
        setState({ key, failure: error });
      },
    );
  }, [month, key]);
  const shown = state.key === key ? state : { key };
  return { ...shown, retry: () => setAttempt((count) => count + 1) };
}

/** The most variants a month's CSV lists, by F CFA (what the rules let one query read). */
export const csvSellerCount = 50;

/** A month's best sellers for the CSV, read once (50 documents at most). */
export async function readMonthSellers(month: string): Promise<VariantSales[]> {
  const found = await readMetered(
    'best sellers CSV',
    collections.salesVariantMonths,
    where('month', '==', month),
    orderBy('amount', 'desc'),
    limit(csvSellerCount),
  );
  return found.docs.map((variant) => readVariantMonth(variant.data())).filter((variant) => variant.units > 0);
}
