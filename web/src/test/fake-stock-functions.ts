/**
 * The stock callables (and the order holds, kept beside stock settings) for component tests, applied to the in-memory Firestore as the functions do
 * (tests/integration/stock.test.ts runs the real ones):
 * `jest.mock('firebase/functions', () => jest.requireActual('…/test/fake-stock-functions').stockFunctionsModule)`.
 */
import { collections } from '@kasuwa/contract/collections';
import { orderHoldsDocId } from '@kasuwa/contract/order-holds';
import { isLowStock, stockIdOf, stockSettingsDocId, type SetStockInput } from '@kasuwa/contract/stock';
import { fakeFirestore } from './fake-firestore';

export const stockCalls = {
  made: [] as { name: string; data: unknown }[],
  failWith: null as { code: string; message: string; details?: object } | null,
  reset() {
    this.made = [];
    this.failWith = null;
  },
};

const shopLowAt = () => Number(fakeFirestore.collections.get(collections.stockSettings)?.get(stockSettingsDocId)?.lowAt ?? 5);

function setStock({ productId, variants, lowAt }: SetStockInput) {
  const written = variants.map(({ size, color, available }) => {
    const stockId = stockIdOf({ productId, ...(size && { size }), ...(color && { color }) });
    const before = fakeFirestore.collections.get(collections.stock)?.get(stockId);
    const threshold = lowAt === undefined ? ((before?.lowAt as number | null | undefined) ?? null) : lowAt;
    const reserved = Number(before?.reserved ?? 0);
    fakeFirestore.set(collections.stock, stockId, {
      productId,
      size: size ?? null,
      color: color ?? null,
      available,
      reserved,
      lowAt: threshold,
      low: isLowStock(available, threshold, shopLowAt()),
    });
    return { stockId, available, reserved };
  });
  return { variants: written };
}

export const stockFunctionsModule = {
  httpsCallable: (_functions: unknown, name: string) => async (data: unknown) => {
    stockCalls.made.push({ name, data });
    if (stockCalls.failWith) throw Object.assign(new Error(stockCalls.failWith.message), stockCalls.failWith);
    if (name === 'setStock') return { data: setStock(data as SetStockInput) };
    if (name === 'setOrderHolds') {
      fakeFirestore.set(collections.stockSettings, orderHoldsDocId, data as Record<string, unknown>);
      return { data };
    }
    if (name === 'setLowStockDefault') {
      const { lowAt } = data as { lowAt: number };
      fakeFirestore.set(collections.stockSettings, stockSettingsDocId, { lowAt });
      return { data: { lowAt, variantsChecked: 0 } };
    }
    throw new Error(`No fake for the callable ${name}`);
  },
};
