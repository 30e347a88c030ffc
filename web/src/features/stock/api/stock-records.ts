import { stockSchema, type Stock } from '@kasuwa/contract/stock';

/** A stock document as the console shows it; one not in the contract's shape is left out and logged. */
export interface StockRecord extends Stock {
  id: string;
}

export function toStockRecords(docs: readonly { id: string; data(): unknown }[]): StockRecord[] {
  return docs.flatMap((snapshot) => {
    const parsed = stockSchema.safeParse(snapshot.data());
    if (parsed.success) return [{ id: snapshot.id, ...parsed.data }];
    console.error(`Stock ${snapshot.id} is not in the expected shape: left out`, parsed.error);
    return [];
  });
}

export const stockKeys = {
  all: ['store', 'stock'] as const,
  product: (productId: string) => [...stockKeys.all, 'product', productId] as const,
  low: ['store', 'stock', 'low'] as const,
  settings: ['store', 'stock-settings'] as const,
};
