import { CustomerLink } from '../../../components/store/customers/customer-link';
import { ScrollTable } from '../../../components/staff/scroll-table';
import type { ShopUserRecord } from '../../../components/store/shop-users-by-id';
import { RecordDate, missing } from '../../../components/staff/record-date';
import { useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-people';

const columns: StaffTextId[] = ['Name', 'Phone', 'Email', 'Zone', 'Joined', 'User ID'];

export function ShopUserTable({ users }: { users: ShopUserRecord[] }) {
  const { t } = useStaffText();
  return (
    <ScrollTable caption={t('Shop users, by name')} captionId="shop-users-caption" columns={columns} className="store-table">
      {users.map((user) => (
        <tr key={user.id}>
          <th scope="row">
            <CustomerLink phone={user.phone}>{user.name ?? missing}</CustomerLink>
          </th>
          <td>{user.phone ? <a href={`tel:${user.phone.replace(/\s/g, '')}`}>{user.phone}</a> : missing}</td>
          <td>{user.email ? <a href={`mailto:${user.email}`}>{user.email}</a> : missing}</td>
          <td>{user.zone ?? missing}</td>
          <td>
            <RecordDate date={user.createdAt} />
          </td>
          <td className="shop-user-table__id">{user.id}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
