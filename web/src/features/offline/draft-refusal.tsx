import type { RefusalDetails } from '@kasuwa/contract/refusals';
import { orderRefusals } from '@kasuwa/contract/refusals/orders';
import { refusalText, serverOrStaffText, useStaffText } from '../../components/staff/staff-language';
import '../../components/staff/staff-text-fr-orders';

/** Why placePhoneOrder refused a draft, in the console's language; a code this page does not know, as the server said it. */
export function DraftRefusal({ refused, told }: { refused: RefusalDetails; told: string }) {
  const { t } = useStaffText();
  return <>{t(refusalText(refused, orderRefusals) ?? serverOrStaffText(told))}</>;
}
