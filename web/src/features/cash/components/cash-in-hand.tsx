import { Link } from 'react-router';
import { cashMaxHours, type CashInHand } from '@kasuwa/contract/cash';
import { formatXof } from '@kasuwa/contract/money';
import { ListFailure, ListLoading } from '../../../components/staff/list-states';
import { RecordDate } from '../../../components/staff/record-date';
import { useStaffText } from '../../../components/staff/staff-language';
import { auth } from '../../../lib/firebase/auth';
import { storePaths } from '../../../lib/store-paths';
import { useFlaggedCash, type FlaggedHolder, type HolderFlags } from '../flagged-cash';
import '../../../components/staff/staff-text-fr-cash';

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

function FlagLines({ flags, riderMax }: { flags: HolderFlags; riderMax: number }) {
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

/** The flagged people of CashFlags (cash-flags.tsx), or why they could not be read. */
export function FlaggedCash({ failed, flagged, riderMax }: { failed: boolean; flagged: FlaggedHolder[]; riderMax: number }) {
  const { t } = useStaffText();
  if (failed) return <p className="cash-in-hand__flag">{t('Failed to load cash in hand')}</p>;
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
