import { collections } from '@kasuwa/contract/collections';
import { returnSettingsDocId, setReturnSettingsInputSchema } from '@kasuwa/contract/returns';
import { createAccountStore } from '../accounts/account-store';
import { shopSettingsCallable } from '../settings-callable';
import { auth, db } from '../firebase';
import { recordReturnHandler } from './record-return';
import { refundReturnHandler } from './refund-return';
import { refundReturnIn } from './refund-store';
import { recordReturnIn } from './return-store';
import { appCallable } from '../app-callable';

const accounts = createAccountStore(auth, db.collection(collections.profiles));

/** Called from an order's page when a customer brings back what was delivered. */
export const recordReturn = appCallable(
  'recordReturn',
  recordReturnHandler({ accounts, recordReturn: recordReturnIn(db), now: () => new Date() }),
);

/** Called from an order's page when a return is refunded. */
export const refundReturn = appCallable('refundReturn', refundReturnHandler({ accounts, refund: refundReturnIn(db) }));

/** The owner's list of the shop's categories the terms exclude from withdrawal. */
export const setReturnSettings = shopSettingsCallable(
  'setReturnSettings',
  'the return settings',
  setReturnSettingsInputSchema,
  returnSettingsDocId,
);
