import { cashFlags } from '@kasuwa/contract/cash';
import { formatXof } from '@kasuwa/contract/money';
import { ListFailure, ListLoading } from '../../../../components/staff/list-states';
import { RecordDate } from '../../../../components/staff/record-date';
import { useStaffText } from '../../../../components/staff/staff-language';
import { auth } from '../../../../lib/firebase/auth';
import { useRiders } from '../../orders/api/delivery-runs';
import { useNow } from '../../orders/hold-time';
import { cashInHandShown, useCashInHand, type CashInHand } from '../api/cash';

const hourMs = 3_600_000;

/** Why a person's cash is flagged: a rider over the amount, or cash held too long; none when all is well. */
function cashFlagsOf(held: CashInHand, isRider: boolean, now: number) {
  return {
    tooMuch: isRider && held.amount > cashFlags.riderMax,
    tooOld: held.since !== undefined && now - held.since.getTime() > cashFlags.maxHours * hourMs,
  };
}

/**
 * Who holds the shop's cash now, each with the amount, the orders and since when, the longest held
 * first; a rider over the shop's amount, or cash older than 24 h, is flagged.
 */
export function CashInHandList() {
  const cash = useCashInHand();
  const riders = useRiders(true);
  const now = useNow(60_000);
  const { t } = useStaffText();
  if (cash.isPending) return <ListLoading what="cash in hand" />;
  if (cash.isError)
    return <ListFailure message="Failed to load cash in hand" retrying={cash.isFetching} onRetry={() => void cash.refetch()} />;
  if (cash.data.people.length === 0) return <p className="store-empty store-surface">{t('Nobody holds cash of the shop.')}</p>;
  const riderEmail = (uid: string) => riders.data?.find((rider) => rider.uid === uid)?.email;
  return (
    <>
      <ul className="cash-in-hand">
        {cash.data.people.map((held) => {
          const email = riderEmail(held.holder);
          const flags = cashFlagsOf(held, email !== undefined, now);
          return (
            <li
              key={held.holder}
              className={`store-surface cash-in-hand__person${flags.tooMuch || flags.tooOld ? ' cash-in-hand__person--flagged' : ''}`}
            >
              <strong>{held.holder === auth.currentUser?.uid ? t('You') : (email ?? held.holder)}</strong>{' '}
              {t('{amount} for {count} orders, since', { amount: formatXof(held.amount), count: held.orders })}{' '}
              <RecordDate date={held.since} />
              {flags.tooMuch && (
                <p className="cash-in-hand__flag">
                  {t('More than {amount} in a rider’s hands.', { amount: formatXof(cashFlags.riderMax) })}
                </p>
              )}
              {flags.tooOld && (
                <p className="cash-in-hand__flag">{t('Held for more than {hours} h.', { hours: cashFlags.maxHours })}</p>
              )}
            </li>
          );
        })}
      </ul>
      {!cash.data.complete && <p>{t('The {count} oldest cash payments are counted.', { count: cashInHandShown })}</p>}
    </>
  );
}
