import type { RefusalDetails } from '@kasuwa/contract/refusals';
import { orderRefusals } from '@kasuwa/contract/refusals/orders';
import { refusalText, useStaffText } from '../../components/staff/staff-language';
import '../../components/staff/staff-text-fr-offline';
import '../../components/staff/staff-text-fr-orders';

/** Why placePhoneOrder refused a draft, in the console's language; for a code this page does not know, to check it. */
export function DraftRefusal({ refused }: { refused: RefusalDetails }) {
  const { t } = useStaffText();
  return <>{t(refusalText(refused, orderRefusals) ?? 'Open it in the form to check it.')}</>;
}
