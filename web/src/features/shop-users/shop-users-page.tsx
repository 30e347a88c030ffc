import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { personLimits } from '@kasuwa/contract/limits';
import { ListFailure, ListLoading } from '../../components/staff/list-states';
import { StorePage } from '../../components/store/store-page';
import { NextPage, infiniteNextPage } from '../../components/store/next-page';
import { useShopUserPages } from './api/list-shop-users';
import { ShopUserSearch } from './components/shop-user-search';
import { ShopUserTable } from './components/shop-user-table';
import { customerSearch } from './customer-search';
import './shop-users.css';
import { useStaffText } from '../../components/staff/staff-language';
import '../../components/staff/staff-text-fr-people';

/** What a search looks for among the customer records: the typed number's, or names that start so. */
export type CustomerRecordSearch = { kind: 'phone'; typed: string } | { kind: 'name'; prefix: string };

function recordSearchOf(typed: string): CustomerRecordSearch | null {
  const text = typed.trim().slice(0, personLimits.nameLength);
  if (!text) return null;
  const wanted = customerSearch(text);
  return wanted.kind === 'phone' ? ({ kind: 'phone', typed: text } as const) : ({ kind: 'name', prefix: wanted.prefix } as const);
}

/**
 * /store/users, "Clients": the shoppers' details (zzstoreUsers), as the Android app saved them, by name
 * a page at a time, or found by phone or the start of a name (kept in the address: ?q=…), with the
 * customer records the search leads to (a phone-only customer has one and no account): `recordsFound`,
 * the customers feature's list, put there by app/store/pages/shop-users.tsx.
 */
export default function ShopUsersPage({ recordsFound }: { recordsFound: (search: CustomerRecordSearch) => ReactNode }) {
  const [search, setSearch] = useSearchParams();
  const typed = search.get('q') ?? '';
  const users = useShopUserPages(typed);
  const list = users.data?.pages.flatMap((page) => page.users) ?? [];
  const { t } = useStaffText();
  const recordSearch = recordSearchOf(typed);

  return (
    <StorePage title="Customers">
      <ShopUserSearch initial={typed} onSearch={(q) => setSearch(q ? { q } : {}, { replace: true })} />
      {recordSearch && recordsFound(recordSearch)}
      {users.isPending ? (
        <ListLoading what="users" />
      ) : users.isError && list.length === 0 ? (
        <ListFailure message="Failed to load users" retrying={users.isFetching} onRetry={() => void users.refetch()} />
      ) : list.length === 0 ? (
        <p className="store-empty store-surface">
          {typed.trim() ? t('No user found for “{search}”.', { search: typed.trim() }) : t('No users yet.')}
        </p>
      ) : (
        <>
          <p className="store-list-count" role="status">
            {t('{count} users', { count: list.length })}
            {users.hasNextPage ? ` ${t('shown')}` : ''}
          </p>
          <ShopUserTable users={list} />
          <NextPage what="users" list={infiniteNextPage(users)} />
        </>
      )}
    </StorePage>
  );
}
