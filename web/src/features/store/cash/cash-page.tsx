import { useId } from 'react';
import { useStaffText } from '../../../components/staff/staff-language';
import { useCan } from '../../../components/staff/staff-role';
import { StorePage } from '../store-page';
import { CashInHandList } from './components/cash-in-hand';
import { CashSettingsForm } from './components/cash-settings-form';
import { ReceiveCashForm } from './components/receive-cash-form';
import './cash.css';

/**
 * /store/cash: who holds the shop's cash now, flagged when a rider holds too much or for too long (for
 * those who see the figures: a seller sees no money beyond their own); and the cash riders hand over,
 * counted and recorded by the staff member who receives it.
 */
export default function CashPage() {
  const receiveId = useId();
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
      {setsSettings && <CashSettingsForm />}
    </StorePage>
  );
}
