import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import type { AccountStore } from './account-store';
import { staffNowCall } from './staff-call';
import { logger } from '../operations/request-log';

interface SettingsCall<T> {
  /** The callable's name, for logs. */
  name: string;
  /** What the settings are, in English, for logs and errors: "the order holds". */
  what: string;
  schema: z.ZodType<T>;
  accounts: Pick<AccountStore, 'byUid' | 'profile'>;
  /** Stores the settings with who set them. */
  write(settings: T, by: string): Promise<void>;
}

/**
 * A callable that saves one document of the shop's settings (the owner's `settings` power, staff now),
 * the whole document at once, and answers it as saved.
 */
export function settingsHandler<T>({ name, what, schema, accounts, write }: SettingsCall<T>) {
  return async (request: CallableRequest<unknown>): Promise<T> => {
    const { caller, input } = await staffNowCall(request, name, schema, 'settings', accounts);
    try {
      await write(input, caller);
    } catch (error) {
      logger.error(`Could not save ${what}:`, error, { caller });
      throw new HttpsError('internal', `${what[0]!.toUpperCase()}${what.slice(1)} could not be saved. Try again.`);
    }
    logger.info(`Set ${what}`, { caller, ...(input as object) });
    return input;
  };
}
