import { maxStockUnits } from '@kasuwa/contract/stock';
import { variantKey } from '@kasuwa/contract/variants';
import { verbatim, type ShownText, type TextMessage, textMessage } from '../../components/staff/staff-language';

/** A variant of a product as the stock table lists it: every size × colour, or the product itself. */
export interface VariantRow {
  key: string;
  size?: string;
  color?: string;
  /** How staff read it: its size and colour as stored, or "The product" when it has neither. */
  label: ShownText;
}

export function variantRows(sizes: readonly string[], colors: readonly string[]): VariantRow[] {
  const allowed = (values: readonly string[]) => (values.length > 0 ? values : [undefined]);
  return allowed(sizes).flatMap((size) =>
    allowed(colors).map((color) => {
      const choice = { ...(size !== undefined && { size }), ...(color !== undefined && { color }) };
      const named = [size, color].filter(Boolean).join(', ');
      return { key: variantKey(choice), ...choice, label: named ? verbatim(named) : 'The product' };
    }),
  );
}

/** A count as typed: blank (not counted), a whole number of units within the limit, or why it is not one. */
export function readCount(typed: string): { count: number | null } | { error: TextMessage } {
  const trimmed = typed.trim();
  if (trimmed === '') return { count: null };
  const count = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || count > maxStockUnits)
    return { error: textMessage('Enter a whole number from 0 to {max}.', { max: maxStockUnits }) };
  return { count };
}
