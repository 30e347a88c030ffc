import { useId } from 'react';
import { useStaffText } from '../../components/staff/staff-language';
import { useCan } from '../../components/staff/staff-role';
import { StorePage } from '../../components/store/store-page';
import { CashInHandList } from './components/cash-in-hand';
import { CashSettingsForm } from './components/cash-settings-form';
import { CloseDayForm } from './components/close-day-form';
import { RecentCloses } from './components/recent-closes';
import { ReceiveCashForm } from './components/receive-cash-form';
import './cash.css';
import '../../components/staff/staff-text-fr-cash';

/**
 * /store/cash: who holds the shop's cash now, flagged when a rider holds too much or for too long (for
 * those who see the figures: a seller sees no money beyond their own); and the cash riders hand over,
 * counted and recorded by the staff member who receives it; the day's close of one's cash (anyone's for
 * the owner and the manager), and the closes so far, each with its sheet.
 */
export default function CashPage() {
  const receiveId = useId();
  const closesId = useId();
  const seesFigures = useCan('figures');
  const setsSettings = useCan('settings');
  const { t } = useStaffText();
  return (
    <StorePage title="Cash in hand">
      {seesFigures && <CashInHandList />}
      <section aria-labelledby={receiveId}>
        <h2 id={receiveId}>{t('Receive cash from a rider')}</h2>
        <ReceiveCashForm />
      </section>
      <CloseDayForm />
      <section aria-labelledby={closesId}>
        <h2 id={closesId}>{t('Closes')}</h2>
        <RecentCloses />
      </section>
      {setsSettings && <CashSettingsForm />}
    </StorePage>
  );
}
