import { useState } from 'react';
import type { FindPhoneCustomersOutput } from '@kasuwa/contract/phone-customers';
import { phoneCustomerRefusals } from '@kasuwa/contract/refusals/phone-customers';
import { useStaffText, callableProblem, type ShownText, type StaffTextId, textMessage } from '../../staff/staff-language';
import { StaffMessage } from '../../staff/staff-message';
import { notify } from '../../staff/staff-toasts';
import { findPhoneCustomers, useLinkPhoneOrders } from './phone-customers';
import { PhoneClaimants } from './phone-claimants';
import '../../staff/staff-text-fr-customers';

interface LinkPhoneOrdersProps {
  /** The number whose kept orders may be given (an order's, or a customer's). */
  phone: string | undefined;
  /** Whether any order of it is kept on the number (`phone-…`): else there is nothing to give. */
  keptOnNumber: boolean;
  /** What it is shown on, for the logs: an order's id, or a customer's key. */
  about: string;
  /** What says that orders are kept on the number. */
  intro?: StaffTextId;
}

/**
 * Where orders are kept on a phone number (an order's page, the customer's): the accounts that claim the
 * number, and, once staff checked with the customer, the deliberate step that gives the number's orders
 * to one verified account.
 */
export function LinkPhoneOrders({
  phone,
  keptOnNumber,
  about,
  intro = 'This order is kept on the phone number: no account sees it.',
}: LinkPhoneOrdersProps) {
  const { t } = useStaffText();
  const link = useLinkPhoneOrders();
  const [found, setFound] = useState<FindPhoneCustomersOutput | null>(null);
  const [looking, setLooking] = useState(false);
  const [problem, setProblem] = useState<ShownText | null>(null);
  if (!phone || !keptOnNumber) return null;

  const look = async () => {
    setLooking(true);
    setProblem(null);
    try {
      setFound(await findPhoneCustomers(phone));
    } catch (error) {
      console.error(`Finding the accounts with the number of ${about} failed:`, error);
      setProblem(callableProblem(error, 'The accounts could not be looked up. Try again.'));
    } finally {
      setLooking(false);
    }
  };

  const give = (uid: string, name: string) => {
    if (
      !window.confirm(t('Give every order of {phone} to the account of {name}? They will see them in the app.', { phone, name }))
    )
      return;
    link.mutate(
      { phone, uid },
      {
        onSuccess: ({ linked }) =>
          notify({ text: textMessage('{count} orders linked to {name}', { count: linked, name }), tone: 'success' }),
        onError: (error) => {
          console.error(`Linking the orders of ${about}'s number failed:`, error);
          setProblem(
            callableProblem(error, 'The orders could not be linked. Nothing was changed; try again.', {
              refusals: phoneCustomerRefusals,
            }),
          );
        },
      },
    );
  };

  return (
    <div className="order-detail__link">
      <p>{t(intro)}</p>
      <button
        type="button"
        className="admin-button admin-button--secondary admin-button--inline"
        onClick={() => void look()}
        disabled={looking}
      >
        {looking ? t('Looking…') : t('Find accounts with this number')}
      </button>
      {found && <PhoneClaimants found={found} verdict={false} />}
      {found?.claimants
        .filter((claimant) => claimant.uid === found.trusted)
        .map((claimant) => {
          const name = claimant.name ?? claimant.email ?? claimant.uid;
          return (
            <button
              key={claimant.uid}
              type="button"
              className="admin-button admin-button--inline"
              onClick={() => give(claimant.uid, name)}
              disabled={link.isPending}
            >
              {t('Give this number’s orders to {name}', { name })}
            </button>
          );
        })}
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
    </div>
  );
}
