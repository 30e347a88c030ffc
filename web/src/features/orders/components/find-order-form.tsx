import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { orderNumberLabel, parseOrderNumber } from '@kasuwa/contract/order-numbers';
import { StaffMessage } from '../../../components/staff/staff-message';
import { storePaths } from '../../../lib/store-paths';
import { orderIdOfNumber } from '../api/find-order';
import { useStaffText, type ShownText, textMessage } from '../../../components/staff/staff-language';
import { SaveButton } from '../../../components/staff/form-buttons';

/** Opens an order by the number a customer reads out on the phone ("K-000123", "123"). */
export function FindOrderForm() {
  const navigate = useNavigate();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [finding, setFinding] = useState(false);
  const [problem, setProblem] = useState<ShownText | null>(null);
  const { t } = useStaffText();

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const number = parseOrderNumber(typed);
    if (number === null) {
      setProblem('Type an order number, such as K-000123 or 123.');
      return;
    }
    setProblem(null);
    setFinding(true);
    try {
      const orderId = await orderIdOfNumber(number);
      if (orderId) void navigate(storePaths.order.path(orderId));
      else setProblem(textMessage('No order {number}.', { number: orderNumberLabel(number) }));
    } catch (error) {
      console.error('Finding an order by its number failed:', error);
      setProblem('The order could not be looked up. Try again.');
    } finally {
      setFinding(false);
    }
  };

  return (
    <form className="find-order store-surface" role="search" aria-label={t('Find an order by its number')} onSubmit={find}>
      <label htmlFor={inputId}>{t('Order number')}</label>
      <input
        id={inputId}
        inputMode="numeric"
        autoComplete="off"
        placeholder="K-000123"
        maxLength={20}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <SaveButton pending={finding} label={t('Open')} pendingLabel={t('Finding…')} />
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
    </form>
  );
}
