import { useQuery } from '@tanstack/react-query';
import { collection, getDocs, type QueryDocumentSnapshot } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { db } from '../../../../lib/firebase/firestore';
import { readShopUser, type StoredShopUser } from '@kasuwa/contract/records';
import { logLoadFailure } from '../../store-lists';

/** A document of zzstoreUsers as the store admin shows it; its id is the shopper's uid. */
export type ShopUserRecord = StoredShopUser & { id: string };

const toShopUser = (snapshot: QueryDocumentSnapshot): ShopUserRecord => ({ id: snapshot.id, ...readShopUser(snapshot.data()) });

const byName = new Intl.Collator('fr', { sensitivity: 'base' });

/** Every shop user (the spec's full read), by name; nameless records last, by id. */
export async function listShopUsers(): Promise<ShopUserRecord[]> {
  const { docs } = await getDocs(collection(db, collections.shopUsers));
  return docs
    .map(toShopUser)
    .sort((a, b) => (a.name && b.name ? byName.compare(a.name, b.name) : a.name ? -1 : b.name ? 1 : a.id.localeCompare(b.id)));
}

/** Shared by the users list and the orders list, which names each order's customer. */
export function useShopUsers() {
  return useQuery({ queryKey: ['store', 'shop-users'], queryFn: () => logLoadFailure('shop users', listShopUsers) });
}
