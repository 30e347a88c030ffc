import { db } from '../firebase';
import type { CountedWrite } from './failure-log';
import { createFailureRecorder, failureCounting } from './function-failures';

/** The counted documents of operations, merged so concurrent occurrences add up. */
export const countedWrite: CountedWrite = async (collection, id, fields) => {
  await db.collection(collection).doc(id).set(fields, { merge: true });
};

/** recordFailure('settle the stock of an order', error): for every function's failures. */
export const recordFailure = createFailureRecorder(countedWrite);

/** countingFailures('setStock', handler): a callable whose failures of the server's making are counted. */
export const countingFailures = failureCounting(recordFailure);
