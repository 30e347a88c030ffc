import HealthPage from '../../../features/health/health-page';
import { CashFlags } from '../../../features/cash/components/cash-flags';

/** /store/health: the cash flags first, then what went wrong lately. */
export default function Health() {
  return <HealthPage cashFlags={<CashFlags />} />;
}
