import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { readProduct } from '@kasuwa/contract/records';
import { setStockInputSchema, stockIdOf, type SetStockOutput } from '@kasuwa/contract/stock';
import type { AccountStore } from '../accounts/account-store';
import { staffCall } from '../accounts/staff-call';
import { notStaffNow } from '../accounts/staff-standing';

interface SetStockDeps {
  accounts: Pick<AccountStore, 'byUid'>;
  /** The product as stored, or undefined. */
  productOf(productId: string): Promise<unknown>;
  /** In one transaction: `available` set, `reserved` kept, a "staff" movement by `by` with the change. */
  writeStock(change: {
    stockId: string;
    productId: string;
    size: string | null;
    color: string | null;
    available: number;
    by: string;
  }): Promise<SetStockOutput>;
}

/**
 * setStock (staff only, staff now): how many units of a variant can be sold from now on; 0 marks it
 * sold out. The variant must be the product's own; units in open orders stay reserved.
 */
export function setStockHandler({ accounts, productOf, writeStock }: SetStockDeps) {
  return async (request: CallableRequest<unknown>): Promise<SetStockOutput> => {
    const { auth, caller, input } = staffCall(request, 'setStock', 'set stock', setStockInputSchema);
    const { productId, size, color, available } = input;
    try {
      const refusal = notStaffNow(await accounts.byUid(caller), auth.token.auth_time);
      if (refusal) {
        logger.warn('Refused setStock: caller is no longer staff', { caller, why: refusal });
        throw new HttpsError('permission-denied', 'Only staff may set stock.');
      }
      const stored = await productOf(productId);
      if (stored === undefined) throw new HttpsError('not-found', `No product ${productId}.`);
      const product = readProduct(stored);
      if ((size === undefined) !== (product.sizes.length === 0) || (size !== undefined && !product.sizes.includes(size))) {
        throw new HttpsError('invalid-argument', `Choose one of the product's sizes: ${product.sizes.join(', ') || 'none'}.`);
      }
      if ((color === undefined) !== (product.colors.length === 0) || (color !== undefined && !product.colors.includes(color))) {
        throw new HttpsError('invalid-argument', `Choose one of the product's colours: ${product.colors.join(', ') || 'none'}.`);
      }
      const stockId = stockIdOf({ productId, ...(size && { size }), ...(color && { color }) });
      const written = await writeStock({ stockId, productId, size: size ?? null, color: color ?? null, available, by: caller });
      logger.info('Set stock', { caller, stockId, available });
      return written;
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.error('Could not set stock:', error, { caller, productId });
      throw new HttpsError('internal', 'The stock could not be saved. Try again.');
    }
  };
}
