import { Link } from 'react-router-dom';
import { cashFlagsOf, cashMaxHours, defaultCashSettings, type CashInHand } from '@kasuwa/contract/cash';
import { formatXof } from '@kasuwa/contract/money';
import { ListFailure, ListLoading } from '../../../../components/staff/list-states';
import { RecordDate } from '../../../../components/staff/record-date';
import { useStaffText } from '../../../../components/staff/staff-language';
import { auth } from '../../../../lib/firebase/auth';
import { storePaths } from '../../../../lib/store-paths';
import { useNow } from '../../orders/hold-time';
import { useCashInHand, useCashSettings } from '../api/cash';
import '../../../../components/staff/staff-text-fr-cash';

/** Everyone's cash in hand with its flags, read once: the list on /store/cash, the flags elsewhere. */
function useFlaggedCash() {
  const cash = useCashInHand();
  const settings = useCashSettings();
  const now = useNow(60_000);
  const riderMax = settings.data?.riderMax ?? defaultCashSettings.riderMax;
  const people = (cash.data ?? []).map((held) => ({
    held,
    flags: cashFlagsOf(held, { isRider: held.role === 'rider', riderMax }, now),
  }));
  return { cash, people, riderMax };
}

function HolderLine({ held }: { held: CashInHand }) {
  const { t } = useStaffText();
  return (
    <>
      <strong>{held.holder === auth.currentUser?.uid ? t('You') : (held.email ?? held.holder)}</strong>{' '}
      {t('{amount} for {count} orders, since', { amount: formatXof(held.amount), count: held.orders })}{' '}
      <RecordDate date={held.since} />
    </>
  );
}

function FlagLines({ flags, riderMax }: { flags: ReturnType<typeof cashFlagsOf>; riderMax: number }) {
  const { t } = useStaffText();
  return (
    <>
      {flags.tooMuch && (
        <p className="cash-in-hand__flag">{t('More than {amount} in a rider’s hands.', { amount: formatXof(riderMax) })}</p>
      )}
      {flags.tooOld && <p className="cash-in-hand__flag">{t('Held for more than {hours} h.', { hours: cashMaxHours })}</p>}
    </>
  );
}

/**
 * Who holds the shop's cash now, each with the amount, the orders and since when, the longest held
 * first; a rider over the shop's amount, or cash older than 24 h, is flagged.
 */
export function CashInHandList() {
  const { cash, people, riderMax } = useFlaggedCash();
  const { t } = useStaffText();
  if (cash.isPending) return <ListLoading what="cash in hand" />;
  if (cash.isError)
    return <ListFailure message="Failed to load cash in hand" retrying={cash.isFetching} onRetry={() => void cash.refetch()} />;
  if (people.length === 0) return <p className="store-empty store-surface">{t('Nobody holds cash of the shop.')}</p>;
  return (
    <ul className="cash-in-hand">
      {people.map(({ held, flags }) => (
        <li
          key={held.holder}
          className={`store-surface cash-in-hand__person${flags.tooMuch || flags.tooOld ? ' cash-in-hand__person--flagged' : ''}`}
        >
          <HolderLine held={held} />
          <FlagLines flags={flags} riderMax={riderMax} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The dashboard's and /store/health's word on cash: only the people flagged, with a link to
 * /store/cash; nothing at all while every hand is within the shop's limits.
 */
export function CashFlags() {
  const { cash, people, riderMax } = useFlaggedCash();
  const { t } = useStaffText();
  if (cash.isError) return <p className="cash-in-hand__flag">{t('Failed to load cash in hand')}</p>;
  const flagged = people.filter(({ flags }) => flags.tooMuch || flags.tooOld);
  if (flagged.length === 0) return null;
  return (
    <section className="store-surface cash-flags" aria-label={t('Cash to collect')}>
      <h2>{t('Cash to collect')}</h2>
      <ul className="cash-in-hand">
        {flagged.map(({ held, flags }) => (
          <li key={held.holder} className="cash-in-hand__person cash-in-hand__person--flagged">
            <HolderLine held={held} />
            <FlagLines flags={flags} riderMax={riderMax} />
          </li>
        ))}
      </ul>
      <Link to={storePaths.cash.path}>{t('Receive the cash')}</Link>
    </section>
  );
}
