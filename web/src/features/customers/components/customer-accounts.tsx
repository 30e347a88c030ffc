import { useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import type { CustomerRecord } from '@kasuwa/contract/customers';
import { useShopUsersById } from '../../../components/store/shop-users-by-id';
import { LinkPhoneOrders } from '../../../components/store/orders/link-phone-orders';
import '../../../components/staff/staff-text-fr-customers';

/** The accounts whose names the page reads: the few that placed most of the number's orders. */
const namedAccounts = 3;

/** Who placed the orders kept on the number (no account): staff on the phone or WhatsApp, the web site, or both. */
function keptOnNumberText({ channels }: CustomerRecord): StaffTextId {
  if (!channels.web) return 'Staff, on the number';
  return (channels.phone ?? 0) + (channels.whatsapp ?? 0) > 0
    ? 'Staff and the web site, on the number'
    : 'The web site, on the number';
}

/**
 * Who placed the number's orders: accounts of the app, or staff or the web site on the number itself. More than one
 * account on one number is worth a look (a number typed by someone else); orders kept on the number
 * can be given to the account that claims it, once staff checked with the customer.
 */
export function CustomerAccounts({ record }: { record: CustomerRecord }) {
  const { t } = useStaffText();
  const placers = Object.entries(record.placedBy).sort(([, a], [, b]) => b - a);
  const accounts = placers.filter(([id]) => !id.startsWith('phone-'));
  const keptOnNumber = placers.some(([id]) => id.startsWith('phone-'));
  const named = useShopUsersById(accounts.slice(0, namedAccounts).map(([id]) => id));
  return (
    <section className="customer-accounts store-surface" aria-labelledby="customer-accounts-heading">
      <h2 id="customer-accounts-heading">{t('Who ordered with this number')}</h2>
      {accounts.length > 1 && (
        <p className="customer-accounts__warning" role="note">
          {t('{count} accounts ordered with this number: check who is calling before trusting one.', {
            count: accounts.length,
          })}
        </p>
      )}
      <ul className="customer-accounts__list">
        {placers.map(([id, orders]) => {
          const user = named.byId.get(id);
          const who = id.startsWith('phone-') ? t(keptOnNumberText(record)) : (user?.name ?? user?.email ?? id);
          return (
            <li key={id}>
              {who} · {t('{count} orders', { count: orders })}
            </li>
          );
        })}
      </ul>
      <LinkPhoneOrders
        phone={record.phone || undefined}
        keptOnNumber={keptOnNumber}
        about={`customer ${record.key}`}
        intro="Some orders of this number are kept on it: no account sees them."
      />
    </section>
  );
}
