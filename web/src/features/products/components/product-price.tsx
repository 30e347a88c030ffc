import { formatXof } from '@kasuwa/contract/money';

/** "12 500 F CFA"; a document without a whole price says so rather than breaking the list. */
export function ProductPrice({ price }: { price: number | null }) {
  return <>{price === null ? 'No price' : formatXof(price)}</>;
}
