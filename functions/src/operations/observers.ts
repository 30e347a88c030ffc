import { db } from '../firebase';
import type { CountedWrite } from './failure-log';
import { createFailureRecorder } from './function-failures';
import { createObserved } from './observed';

// The operations' pieces wired to Firestore: what every function module imports to be observed.

/** The counted documents of operations, merged so concurrent occurrences add up. */
export const countedWrite: CountedWrite = async (collection, id, fields) => {
  await db.collection(collection).doc(id).set(fields, { merge: true });
};

/** recordFailure('settle the stock of an order', error): for every function's failures. */
export const recordFailure = createFailureRecorder(countedWrite);

/** observed.callable('setStock', handler) and the others: every exported function's wrapper. */
export const observed = createObserved(recordFailure);
