import { lazy } from 'react';
import { LazyPart } from '../../../components/staff/lazy-part';
import { useFlaggedCash } from '../flagged-cash';

// Its words and layout load only on a day someone's cash is flagged.
const FlaggedCash = lazy(() => import('./cash-in-hand').then((module) => ({ default: module.FlaggedCash })));

/**
 * The dashboard's and /store/health's word on cash: only the people flagged, with a link to
 * /store/cash; nothing at all while every hand is within the shop's limits.
 */
export function CashFlags() {
  const { cash, people, riderMax } = useFlaggedCash();
  const flagged = people.filter(({ flags }) => flags.tooMuch || flags.tooOld);
  if (!cash.isError && flagged.length === 0) return null;
  return (
    <LazyPart>
      <FlaggedCash failed={cash.isError} flagged={flagged} riderMax={riderMax} />
    </LazyPart>
  );
}
