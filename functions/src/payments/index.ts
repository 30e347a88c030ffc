import { onCall } from 'firebase-functions/v2/https';
import { collections } from '@kasuwa/contract/collections';
import { createAccountStore } from '../accounts/account-store';
import { enforceAppCheck } from '../app-check';
import { auth, db } from '../firebase';
import { observed } from '../operations/observers';
import { correctPaymentHandler } from './correct-payment';
import { correctPaymentIn } from './correction-store';

const accounts = createAccountStore(auth, db.collection(collections.profiles));

/** Called from an order's page when the owner or a manager corrects a payment recorded wrong. */
export const correctPayment = onCall(
  { invoker: 'public', enforceAppCheck },
  observed.callable('correctPayment', correctPaymentHandler({ accounts, correct: correctPaymentIn(db) })),
);
