import { useInfiniteQuery } from '@tanstack/react-query';
import { limit, orderBy, startAfter, where, type QueryConstraint, type QueryDocumentSnapshot } from 'firebase/firestore';
import { collections } from '@kasuwa/contract/collections';
import { personLimits } from '@kasuwa/contract/limits';
import { readShopUser } from '@kasuwa/contract/records';
import { logLoadFailure } from '../../../components/store/store-lists';
import { customerSearch } from '../customer-search';
import { readMetered } from '../../../lib/firebase/metered-query';
import type { ShopUserRecord } from '../../../components/store/shop-users-by-id';

const shopUserPageSize = 50;

interface ShopUserPage {
  users: ShopUserRecord[];
  /** Where the next page starts; null when this page was the last. */
  next: QueryDocumentSnapshot | null;
}

/** The query of a search: the phone in the forms it is stored in, or the start of a name. */
function searchConstraints(search: string): QueryConstraint[] {
  const wanted = customerSearch(search);
  if (wanted.kind === 'phone') return [where('phone', 'in', wanted.phones)];
  return [where('name', '>=', wanted.prefix), where('name', '<', `${wanted.prefix}\uf8ff`), orderBy('name')];
}

async function readPage(search: string, after: QueryDocumentSnapshot | null): Promise<ShopUserPage> {
  const constraints = search ? searchConstraints(search) : [orderBy('name')];
  const { docs } = await readMetered(
    'shop users',
    collections.shopUsers,
    ...constraints,
    ...(after ? [startAfter(after)] : []),
    limit(shopUserPageSize),
  );
  return {
    users: docs.map((user) => ({ id: user.id, ...readShopUser(user.data()) })),
    next: docs.length === shopUserPageSize ? (docs.at(-1) ?? null) : null,
  };
}

/**
 * The shop users by name, 50 at a time, or those a search finds: by phone (as typed, or the digits in
 * the shop's '+227 96 11 22 33' form) or by the start of a name. Never the whole collection.
 */
export function useShopUserPages(typed: string) {
  // An address can carry any text: a search is at most a name's length, as the field allows.
  const search = typed.trim().slice(0, personLimits.nameLength);
  return useInfiniteQuery({
    queryKey: ['store', 'shop-users', 'pages', search],
    queryFn: ({ pageParam }) => logLoadFailure('shop users', () => readPage(search, pageParam)),
    initialPageParam: null as QueryDocumentSnapshot | null,
    getNextPageParam: (last) => last.next,
  });
}
