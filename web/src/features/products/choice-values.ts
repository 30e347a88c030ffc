import { productLimits } from '@kasuwa/contract/limits';
import { type ShownText, textMessage } from '../../components/staff/staff-language';
import '../../components/staff/staff-text-fr-products';

/** Sizes and colours: short labels, a bounded number per product. */
const maxChoices = productLimits.maxLabels;

const same = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'accent' }) === 0;

/** The value is added at the end if absent, removed if present. */
export function toggleChoice(values: readonly string[], value: string): string[] {
  return values.some((item) => same(item, value)) ? values.filter((item) => !same(item, value)) : [...values, value];
}

/**
 * A value typed by hand, trimmed. Nothing changes for an empty value, one already chosen (whatever
 * its case), or a full list; `reason` then says why, for the admin.
 */
export function addChoice(values: readonly string[], typed: string): { values: string[]; reason: ShownText | null } {
  const value = typed.trim().replace(/\s+/g, ' ');
  if (value === '') return { values: [...values], reason: 'Type a value first.' };
  if (value.length > productLimits.labelLength)
    return { values: [...values], reason: textMessage('At most {count} characters.', { count: productLimits.labelLength }) };
  if (values.some((item) => same(item, value)))
    return { values: [...values], reason: textMessage('{value} is already chosen.', { value }) };
  if (values.length >= maxChoices)
    return { values: [...values], reason: textMessage('At most {count} values.', { count: maxChoices }) };
  return { values: [...values, value], reason: null };
}

/** The buttons to show: the common values, then the product's own values that are not among them. */
export function choiceOptions(common: readonly string[], values: readonly string[]): string[] {
  return [...common, ...values.filter((value) => !common.some((item) => same(item, value)))];
}

export function isChosen(values: readonly string[], value: string): boolean {
  return values.some((item) => same(item, value));
}
