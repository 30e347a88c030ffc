import { onCall } from 'firebase-functions/v2/https';
import { collections } from '@kasuwa/contract/collections';
import { createAccountStore } from '../accounts/account-store';
import { enforceAppCheck } from '../app-check';
import { auth, db } from '../firebase';
import { observed } from '../operations/observers';
import { handOverIn } from './hand-over';
import { receiveCashHandler } from './receive-cash';

const accounts = createAccountStore(auth, db.collection(collections.profiles));

/** Called by the console when a staff member counts the cash a rider or a seller hands them. */
export const receiveCash = onCall(
  { invoker: 'public', enforceAppCheck },
  observed.callable('receiveCash', receiveCashHandler({ accounts, handOver: handOverIn(db) })),
);
