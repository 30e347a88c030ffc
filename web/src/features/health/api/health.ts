import { collections } from '@kasuwa/contract/collections';
import { useQuery } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, limit, orderBy, query } from 'firebase/firestore';
import {
  readBackupStatus,
  readClientError,
  readFunctionFailure,
  type StoredBackupStatus,
  type StoredClientError,
  type StoredFunctionFailure,
} from '@kasuwa/contract/records';
import { db } from '../../../lib/firebase/firestore';
import { meterQuery, meterReads } from '../../../lib/firebase/read-meter';
import { logLoadFailure } from '../../../components/store/store-lists';

/** The newest of each list; older ones stay until their TTL. */
export const healthRowsShown = 20;

/** Staff open the page to look, then look again: a minute is fresh enough, and each look costs 41 reads at most. */
const staleTime = 60_000;

export type ClientErrorRecord = StoredClientError & { id: string };
export type FunctionFailureRecord = StoredFunctionFailure & { id: string };

async function newest<T>(name: string, read: (data: unknown) => T) {
  const rows = query(collection(db, name), orderBy('lastAt', 'desc'), limit(healthRowsShown));
  return meterQuery(name, await getDocs(rows)).docs.map((row) => ({ id: row.id, ...read(row.data()) }));
}

export function useClientErrors() {
  return useQuery({
    queryKey: ['health', 'client-errors'],
    queryFn: () => logLoadFailure('page errors', () => newest(collections.clientErrors, readClientError)),
    staleTime,
  });
}

export function useFunctionFailures() {
  return useQuery({
    queryKey: ['health', 'function-failures'],
    queryFn: () => logLoadFailure('function failures', () => newest(collections.functionFailures, readFunctionFailure)),
    staleTime,
  });
}

/** The last nightly backup, or null before the first. */
export function useBackupStatus() {
  return useQuery({
    queryKey: ['health', 'backup'],
    queryFn: () =>
      logLoadFailure('backup status', async (): Promise<StoredBackupStatus | null> => {
        const stored = await getDoc(doc(db, collections.operationsStatus, 'backup'));
        meterReads('backup status', 1);
        return stored.exists() ? readBackupStatus(stored.data()) : null;
      }),
    staleTime,
  });
}
