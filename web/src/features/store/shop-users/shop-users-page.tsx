import { brand } from '@kasuwa/contract/brand';
import { DocumentTitle } from '../../../components/page-meta';
import { ListFailure, ListLoading } from '../../../components/admin/list-states';
import { useShopUsers } from './api/list-shop-users';
import { ShopUserTable } from './components/shop-user-table';
import './shop-users.css';

/** /store/users: the shoppers' details (zzstoreUsers), as the Android app saved them. */
export default function ShopUsersPage() {
  const users = useShopUsers();
  return (
    <section aria-labelledby="shop-users-title">
      <DocumentTitle title={`Users — ${brand.name} Store`} />
      <h1 id="shop-users-title" className="store-page-title">
        Users
      </h1>
      {users.isPending ? (
        <ListLoading what="users" />
      ) : users.isError ? (
        <ListFailure message="Failed to load users" retrying={users.isFetching} onRetry={() => void users.refetch()} />
      ) : users.data.length === 0 ? (
        <p className="store-empty store-surface">No users yet.</p>
      ) : (
        <ShopUserTable users={users.data} />
      )}
    </section>
  );
}
