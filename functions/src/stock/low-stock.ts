import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from '../operations/request-log';
import {
  defaultLowStockAt,
  isLowStock,
  setLowStockDefaultInputSchema,
  stockSchema,
  stockSettingsSchema,
  type SetLowStockDefaultOutput,
} from '@kasuwa/contract/stock';
import type { AccountStore } from '../accounts/account-store';
import { staffNowCall } from '../accounts/staff-call';

/** The shop-wide threshold stored in the settings document, or the contract's default. */
export const shopLowAtOf = (settings: unknown) => stockSettingsSchema.safeParse(settings).data?.lowAt ?? defaultLowStockAt;

/** The `low` a stock document should carry now, or null when it is not a stock document. */
export function lowOf(stock: unknown, shopLowAt: number): boolean | null {
  const parsed = stockSchema.safeParse(stock);
  return parsed.success ? isLowStock(parsed.data.available, parsed.data.lowAt, shopLowAt) : null;
}

/**
 * Whether a change of a stock document can change its `low`: its units or threshold moved, or it has
 * none yet. A write of `low` alone (this trigger's, or the default's recount) needs nothing more.
 */
export function mayChangeLow(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): boolean {
  if (!after) return false;
  return typeof after.low !== 'boolean' || before?.available !== after.available || before?.lowAt !== after.lowAt;
}

interface SetLowStockDefaultDeps {
  accounts: Pick<AccountStore, 'byUid' | 'profile'>;
  /** Stores the threshold, then sets `low` again on every variant without its own; answers how many it checked. */
  writeDefault(lowAt: number, by: string): Promise<number>;
}

/** setLowStockDefault (staff only, staff now): the shop-wide low-stock threshold, and the dashboard's list made to agree. */
export function setLowStockDefaultHandler({ accounts, writeDefault }: SetLowStockDefaultDeps) {
  return async (request: CallableRequest<unknown>): Promise<SetLowStockDefaultOutput> => {
    const { caller, input } = await staffNowCall(
      request,
      'setLowStockDefault',
      setLowStockDefaultInputSchema,
      'settings',
      accounts,
    );
    try {
      const variantsChecked = await writeDefault(input.lowAt, caller);
      logger.info('Set the low-stock threshold', { caller, lowAt: input.lowAt, variantsChecked });
      return { lowAt: input.lowAt, variantsChecked };
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.error('Could not set the low-stock threshold:', error, { caller });
      throw new HttpsError('internal', 'The threshold could not be saved. Try again.');
    }
  };
}
