import ShopUsersPage from '../../../features/shop-users/shop-users-page';
import { CustomerSearchRecords } from '../../../features/customers/components/customer-search-records';

/** /store/users: the shoppers' accounts a search finds, beside the customer records it leads to. */
export default function ShopUsers() {
  return <ShopUsersPage recordsFound={(search) => <CustomerSearchRecords search={search} />} />;
}
