import { useSearchParams } from 'react-router-dom';
import { ListFailure, ListLoading } from '../../../components/staff/list-states';
import { StorePage } from '../store-page';
import { NextPage, infiniteNextPage } from '../next-page';
import { useShopUserPages } from './api/list-shop-users';
import { ShopUserSearch } from './components/shop-user-search';
import { ShopUserTable } from './components/shop-user-table';
import './shop-users.css';
import { useStaffText } from '../../../components/staff/staff-language';

/**
 * /store/users: the shoppers' details (zzstoreUsers), as the Android app saved them, by name a page
 * at a time, or found by phone or the start of a name (kept in the address: ?q=…).
 */
export default function ShopUsersPage() {
  const [search, setSearch] = useSearchParams();
  const typed = search.get('q') ?? '';
  const users = useShopUserPages(typed);
  const list = users.data?.pages.flatMap((page) => page.users) ?? [];
  const { t } = useStaffText();

  return (
    <StorePage title="Users">
      <ShopUserSearch initial={typed} onSearch={(q) => setSearch(q ? { q } : {}, { replace: true })} />
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
