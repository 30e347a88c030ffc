import { collections } from '@kasuwa/contract/collections';
import { createAccountStore } from '../accounts/account-store';
import { auth, db } from '../firebase';
import { correctPaymentHandler } from './correct-payment';
import { correctPaymentIn } from './correction-store';
import { appCallable } from '../app-callable';

const accounts = createAccountStore(auth, db.collection(collections.profiles));

/** Called from an order's page when the owner or a manager corrects a payment recorded wrong. */
export const correctPayment = appCallable('correctPayment', correctPaymentHandler({ accounts, correct: correctPaymentIn(db) }));
