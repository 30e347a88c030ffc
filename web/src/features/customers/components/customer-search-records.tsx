import { Link } from 'react-router';
import { customerKeyOf } from '@kasuwa/contract/customers';
import { useStaffText } from '../../../components/staff/staff-language';
import { storePaths } from '../../../lib/store-paths';
import { useCustomersNamed } from '../api/customer-record';
import '../customers.css';
import '../../../components/staff/staff-text-fr-customers';

/**
 * Beside the accounts a search finds, the customer records it leads to: the record of a typed number
 * (an account or not: phone orders make one too), or the records whose name starts with the typed text.
 */
export function CustomerSearchRecords({
  search,
}: {
  search: { kind: 'phone'; typed: string } | { kind: 'name'; prefix: string };
}) {
  const { t } = useStaffText();
  const named = useCustomersNamed(search.kind === 'name' ? search.prefix : '');
  if (search.kind === 'phone') {
    const key = customerKeyOf(search.typed);
    return key ? (
      <p className="customer-search store-surface">
        <Link to={storePaths.customer.path(key)}>{t('Open the customer record of {phone}', { phone: search.typed })}</Link>
      </p>
    ) : null;
  }
  if (named.isError) return <p className="customer-search store-surface">{t('The customer records could not be searched.')}</p>;
  if (!named.data || named.data.length === 0) return null;
  return (
    <nav className="customer-search store-surface" aria-label={t('Customer records')}>
      <h2 className="customer-search__heading">{t('Customer records')}</h2>
      <ul>
        {named.data.map((record) => (
          <li key={record.key}>
            <Link to={storePaths.customer.path(record.key)}>
              {record.name || record.phone} · {record.phone || record.key}
            </Link>{' '}
            · {t('{count} orders', { count: record.orders })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
