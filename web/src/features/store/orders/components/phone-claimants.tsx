import type { FindPhoneCustomersOutput } from '@kasuwa/contract/phone-customers';
import { formatRecordDate } from '../../../../components/staff/record-date';
import { useStaffText } from '../../../../components/staff/staff-language';

/**
 * Every account that claims the number, each with what staff judge it by (name, email, verified or
 * not, made when, orders so far), and, with `verdict`, whom a new order will go to: the one trusted
 * account, or the number alone, with why. Nothing is chosen silently.
 */
export function PhoneClaimants({ found, verdict = true }: { found: FindPhoneCustomersOutput; verdict?: boolean }) {
  const { t, language } = useStaffText();
  const { claimants, trusted } = found;
  if (claimants.length === 0)
    return (
      <p role="status">
        {verdict ? t('No account has this number: the order is for the name entered.') : t('No account has this number yet.')}
      </p>
    );
  const chosen = claimants.find(({ uid }) => uid === trusted);
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
          </li>
        ))}
      </ul>
      {verdict && (
        <p role="status" className="phone-order__customer">
          {chosen
            ? t('The order goes to the account of {name}: the only account with this number, its email verified.', {
                name: chosen.name ?? chosen.email ?? chosen.uid,
              })
            : claimants.length > 1
              ? t('Several accounts claim this number: the order stays on the number, and no account sees it. Enter the name.')
              : t('This account’s email is not verified: the order stays on the number, and no account sees it. Enter the name.')}
        </p>
      )}
    </div>
  );
}
