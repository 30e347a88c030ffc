import type { FindPhoneCustomersOutput, PhoneClaimant } from '@kasuwa/contract/phone-customers';
import { formatRecordDate } from '../../staff/record-date';
import { useStaffText } from '../../staff/staff-language';

interface PhoneClaimantsProps {
  found: FindPhoneCustomersOutput;
  /** With a verdict: the account staff chose for the order, if any, and how they choose it. */
  chosen?: string | null;
  onChoose?: (claimant: PhoneClaimant) => void;
  verdict?: boolean;
}

/**
 * Every account that claims the number, each with what staff judge it by (name, email, verified or
 * not, made when, orders so far, proven or not), and, with `verdict`, whom a new order can go to: the
 * one account proven at the number (an order of its own delivered and paid there), which staff choose
 * deliberately after checking with the caller, or the number alone, with why. Nothing is chosen for them.
 */
export function PhoneClaimants({ found, chosen = null, onChoose, verdict = true }: PhoneClaimantsProps) {
  const { t, language } = useStaffText();
  const { claimants, trusted } = found;
  if (claimants.length === 0)
    return (
      <p role="status">
        {verdict ? t('No account has this number: the order is for the name entered.') : t('No account has this number yet.')}
      </p>
    );
  const proven = claimants.find(({ uid }) => uid === trusted);
  return (
    <div className="phone-order__claimants">
      <ul aria-label={t('Accounts with this number')}>
        {claimants.map((claimant) => (
          <li key={claimant.uid}>
            <strong>{claimant.name ?? t('(no name)')}</strong>
            {' · '}
            {claimant.email ?? t('no email')}
            {' · '}
            {claimant.emailVerified ? t('email verified') : t('email not verified')}
            {claimant.createdAt &&
              ` · ${t('account made {date}', { date: formatRecordDate(new Date(claimant.createdAt), language) })}`}
            {' · '}
            {t('{count} orders so far', { count: claimant.orders })}
            {' · '}
            {claimant.proven ? t('received and paid an order at this number') : t('not proven at this number')}
          </li>
        ))}
      </ul>
      {verdict && (
        <div role="status" className="phone-order__customer">
          {!proven ? (
            <p>
              {t('No account is proven at this number: the order stays on the number, and no account sees it. Enter the name.')}
            </p>
          ) : chosen === proven.uid ? (
            <p>{t('The order goes to the account of {name}.', { name: proven.name ?? proven.email ?? proven.uid })}</p>
          ) : (
            <>
              <p>{t('Ask the caller before giving the order to an account: until you do, it stays on the number.')}</p>
              {onChoose && (
                <button type="button" className="admin-button admin-button--inline" onClick={() => onChoose(proven)}>
                  {t('The order is for {name}', { name: proven.name ?? proven.email ?? proven.uid })}
                </button>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
