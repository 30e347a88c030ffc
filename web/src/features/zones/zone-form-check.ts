import { orderLimits, zoneLimits } from '@kasuwa/contract/limits';
import { type ShownText, textMessage } from '../../components/staff/staff-language';
import type { ZoneFields } from '../../components/store/zones/zones';

export interface ZoneDraft {
  name: string;
  fee: string;
  minimumOrder: string;
  active: boolean;
}

const wholeXof = (typed: string, max: number) => (/^\d+$/.test(typed.trim()) && Number(typed) <= max ? Number(typed) : null);

/** The zone's fields from the form, or what is wrong with them (nothing is saved then). */
export function checkZone(draft: ZoneDraft, otherNames: readonly string[]): { fields: ZoneFields } | { error: ShownText } {
  const name = draft.name.trim();
  if (!name) return { error: 'Give the zone a name.' };
  if (name.length > zoneLimits.nameLength)
    return { error: textMessage('A zone name has at most {count} characters.', { count: zoneLimits.nameLength }) };
  if (otherNames.some((other) => other.localeCompare(name, 'fr', { sensitivity: 'base' }) === 0))
    return { error: textMessage('There is already a zone named {name}.', { name }) };
  const fee = wholeXof(draft.fee, zoneLimits.maxFee);
  if (fee === null)
    return { error: textMessage('The fee is a whole number of F CFA, from 0 to {max}.', { max: zoneLimits.maxFee }) };
  const minimumOrder = wholeXof(draft.minimumOrder || '0', orderLimits.maxTotal);
  if (minimumOrder === null) return { error: 'The minimum order is a whole number of F CFA (0 for none).' };
  return { fields: { name, fee, minimumOrder, active: draft.active } };
}
