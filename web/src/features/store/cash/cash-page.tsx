import { StorePage } from '../store-page';
import { ReceiveCashForm } from './components/receive-cash-form';
import './cash.css';

/** /store/cash: the cash riders hand over, counted and recorded by the staff member who receives it. */
export default function CashPage() {
  return (
    <StorePage title="Cash in hand">
      <ReceiveCashForm />
    </StorePage>
  );
}
