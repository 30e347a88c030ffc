import type { Firestore } from 'firebase-admin/firestore';
import { isClosedTransaction, runTransaction } from './closed-transactions';

const closed = Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3 });

/** A Firestore whose runTransaction answers each run with the next of `outcomes` (an Error is thrown). */
function firestoreAnswering(...outcomes: unknown[]) {
  const runTransactionMock = jest.fn(async () => {
    const next = outcomes.shift();
    if (next instanceof Error) throw next;
    return next;
  });
  return { db: { runTransaction: runTransactionMock } as unknown as Firestore, runs: runTransactionMock };
}

describe('runTransaction', () => {
  it('runs a transaction Firestore closed before its commit again, and answers what the next run gives', async () => {
    const { db, runs } = firestoreAnswering(closed, closed, 'order K-0012');
    await expect(runTransaction(db, 'place an order', async () => 'unused')).resolves.toBe('order K-0012');
    expect(runs).toHaveBeenCalledTimes(3);
  });

  it('gives up after three closed runs, with Firestore’s error', async () => {
    const { db, runs } = firestoreAnswering(closed, closed, closed, 'never reached');
    await expect(runTransaction(db, 'place an order', async () => 'unused')).rejects.toBe(closed);
    expect(runs).toHaveBeenCalledTimes(3);
  });

  it('throws any other error at once', async () => {
    const soldOut = Object.assign(new Error('3 INVALID_ARGUMENT: Value for argument "data" is not valid.'), { code: 3 });
    const { db, runs } = firestoreAnswering(soldOut, 'never reached');
    await expect(runTransaction(db, 'place an order', async () => 'unused')).rejects.toBe(soldOut);
    expect(runs).toHaveBeenCalledTimes(1);
  });
});

describe('isClosedTransaction', () => {
  it('knows the closed transaction by its code and words only', () => {
    expect(isClosedTransaction(closed)).toBe(true);
    expect(isClosedTransaction({ code: 10, message: 'Transaction is invalid or closed.' })).toBe(false);
    expect(isClosedTransaction('Transaction is invalid or closed.')).toBe(false);
    expect(isClosedTransaction(null)).toBe(false);
  });
});
