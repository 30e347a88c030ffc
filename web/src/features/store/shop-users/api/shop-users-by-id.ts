import { useQueries } from '@tanstack/react-query';
import { collection, documentId, getDocs, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { collections } from '@kasuwa/contract/collections';
import { readShopUser } from '@kasuwa/contract/records';
import { db } from '../../../../lib/firebase/firestore';
import type { ShopUserRecord } from './list-shop-users';
import { meterQuery } from '../../../../lib/firebase/read-meter';

/** Firestore's cap on the values of one `in` filter. */
const idsPerRead = 30;

interface Waiting {
  resolve: (user: ShopUserRecord | null) => void;
  reject: (error: unknown) => void;
}

let waiting = new Map<string, Waiting[]>();

/** Reads the shop users asked for in the same task together, 30 ids a query: one read per user, never the collection. */
async function readWaiting() {
  const batch = waiting;
  waiting = new Map();
  const ids = [...batch.keys()];
  await Promise.all(
    Array.from({ length: Math.ceil(ids.length / idsPerRead) }, async (_, at) => {
      const chunk = ids.slice(at * idsPerRead, (at + 1) * idsPerRead);
      try {
        const { docs } = meterQuery(
          'customers',
          await getDocs(query(collection(db, collections.shopUsers), where(documentId(), 'in', chunk))),
        );
        const found = new Map(docs.map((user) => [user.id, { id: user.id, ...readShopUser(user.data()) }]));
        for (const id of chunk) for (const caller of batch.get(id) ?? []) caller.resolve(found.get(id) ?? null);
      } catch (error) {
        console.error('Loading the shop users failed:', error);
        for (const id of chunk) for (const caller of batch.get(id) ?? []) caller.reject(error);
      }
    }),
  );
}

function readShopUserById(id: string): Promise<ShopUserRecord | null> {
  return new Promise((resolve, reject) => {
    if (waiting.size === 0) setTimeout(() => void readWaiting(), 0);
    waiting.set(id, [...(waiting.get(id) ?? []), { resolve, reject }]);
  });
}

/**
 * The shop users with these ids (the customers of the orders on screen), each read once and kept a
 * few minutes; an id with no record is left out of the map.
 */
export function useShopUsersById(ids: readonly string[]) {
  const unique = useMemo(() => [...new Set(ids)], [ids]);
  const users = useQueries({
    queries: unique.map((id) => ({
      queryKey: ['store', 'shop-users', 'by-id', id],
      queryFn: () => readShopUserById(id),
      staleTime: 5 * 60_000,
    })),
  });
  const byId = new Map<string, ShopUserRecord>();
  for (const user of users) if (user.data) byId.set(user.data.id, user.data);
  const failed = users.filter((user) => user.isError);
  return {
    byId,
    failed: failed.length > 0,
    retrying: failed.some((user) => user.isFetching),
    retry: () => failed.forEach((user) => void user.refetch()),
  };
}
