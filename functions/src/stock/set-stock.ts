import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from '../operations/request-log';
import { readProduct } from '@kasuwa/contract/records';
import { stockRefusals } from '@kasuwa/contract/refusals/stock';
import { setStockInputSchema, stockIdOf, type SetStockOutput } from '@kasuwa/contract/stock';
import type { AccountStore } from '../accounts/account-store';
import { staffNowCall } from '../accounts/staff-call';
import { refusalsOf } from '../refusal';

export interface StockChange {
  productId: string;
  title: string;
  variants: { stockId: string; size: string | null; color: string | null; available: number }[];
  /** The product's low-stock threshold; undefined keeps each variant's as it is. */
  lowAt: number | null | undefined;
  by: string;
}

interface SetStockDeps {
  accounts: Pick<AccountStore, 'byUid' | 'profile'>;
  /** The product as stored, or undefined. */
  productOf(productId: string): Promise<unknown>;
  /** In one transaction: each variant's `available` set, `reserved` kept, a "staff" movement by `by` for each change. */
  writeStock(change: StockChange): Promise<SetStockOutput>;
}

const refuse = refusalsOf(stockRefusals);

/** Why a choice is not one of the product's own, or null: a product with sizes needs one, one without takes none. */
function wrongChoice(chosen: string | undefined, offered: string[], of: 'sizes' | 'colours'): HttpsError | null {
  if ((chosen === undefined) === (offered.length === 0) && (chosen === undefined || offered.includes(chosen))) return null;
  if (offered.length === 0) return refuse('invalid-argument', of === 'sizes' ? 'no-sizes' : 'no-colours');
  return refuse('invalid-argument', of === 'sizes' ? 'size-not-offered' : 'colour-not-offered', { offered: offered.join(', ') });
}

/**
 * setStock (staff only, staff now): how many units of some variants of a product can be sold from now
 * on (0 marks one sold out: "sold out" in one tap is every variant at 0), and the product's low-stock
 * threshold. Every variant must be the product's own, or nothing is written; units in open orders stay reserved.
 */
export function setStockHandler({ accounts, productOf, writeStock }: SetStockDeps) {
  return async (request: CallableRequest<unknown>): Promise<SetStockOutput> => {
    const { caller, input } = await staffNowCall(request, 'setStock', setStockInputSchema, 'catalogue', accounts);
    const { productId, lowAt } = input;
    try {
      const stored = await productOf(productId);
      if (stored === undefined) throw refuse('not-found', 'no-product');
      const product = readProduct(stored);
      const variants = input.variants.map(({ size, color, available }) => {
        const wrong = wrongChoice(size, product.sizes, 'sizes') ?? wrongChoice(color, product.colors, 'colours');
        if (wrong) throw wrong;
        const stockId = stockIdOf({ productId, ...(size && { size }), ...(color && { color }) });
        return { stockId, size: size ?? null, color: color ?? null, available };
      });
      const written = await writeStock({ productId, title: product.title, variants, lowAt, by: caller });
      logger.info('Set stock', { caller, productId, variants: variants.length, lowAt });
      return written;
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.error('Could not set stock:', error, { caller, productId });
      throw new HttpsError('internal', 'The stock could not be saved. Try again.');
    }
  };
}
