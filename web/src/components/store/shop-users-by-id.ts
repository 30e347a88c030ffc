import { useQueries } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore';
import { useMemo } from 'react';
import { collections } from '@kasuwa/contract/collections';
import { readShopUser, type StoredShopUser } from '@kasuwa/contract/records';
import { db } from '../../lib/firebase/firestore';
import { meterReads } from '../../lib/firebase/read-meter';

/** A document of zzstoreUsers as the store admin shows it; its id is the shopper's uid. */
export type ShopUserRecord = StoredShopUser & { id: string };

/**
 * One shop user by id: one read, never the collection. A read by id rather than an `in` query of
 * ids: both cost a read per user, but the emulator answers each id of an `in` on document ids by
 * scanning the collection (10 s for 30 ids among 50,000 users, 15 ms by id; docs/adr/0119-customers-by-id-and-an-order-carries-its-customers-name.md).
 */
async function readShopUserById(id: string): Promise<ShopUserRecord | null> {
  try {
    const user = await getDoc(doc(db, collections.shopUsers, id));
    meterReads('customers', 1);
    return user.exists() ? { id: user.id, ...readShopUser(user.data()) } : null;
  } catch (error) {
    console.error('Loading the shop users failed:', error);
    throw error;
  }
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
