import { StorePage, StoreList } from '../store-page';
import { useShopUsers } from './api/list-shop-users';
import { ShopUserTable } from './components/shop-user-table';
import './shop-users.css';

/** /store/users: the shoppers' details (zzstoreUsers), as the Android app saved them. */
export default function ShopUsersPage() {
  return (
    <StorePage title="Users">
      <StoreList query={useShopUsers()} what="users" empty="No users yet.">
        {(users) => <ShopUserTable users={users} />}
      </StoreList>
    </StorePage>
  );
}
