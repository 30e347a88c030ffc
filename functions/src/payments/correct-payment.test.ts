import type { CallableRequest } from 'firebase-functions/v2/https';
import type { CorrectPaymentInput } from '@kasuwa/contract/payments';
import { fakeAccounts } from '../test-support/fake-accounts';
import { correctPaymentHandler } from './correct-payment';
import type { CorrectionOutcome, Corrector } from './correction-store';

const caller = (uid: string, role: string) => ({ uid, token: { role, email_verified: true, email: `${uid}@kasuwa.test` } });
const request = (data: unknown, auth: object | undefined = caller('u-manager', 'manager')) =>
  ({ data, auth }) as unknown as CallableRequest<unknown>;
const accounts = fakeAccounts(
  [
    { uid: 'u-manager', emailVerified: true, customClaims: { role: 'manager' } },
    { uid: 'u-seller', emailVerified: true, customClaims: { role: 'seller' } },
    // Demoted since their token was made: the token still says manager.
    { uid: 'u-demoted', emailVerified: true, customClaims: { role: 'seller' } },
  ],
  { 'u-manager': { role: 'manager' }, 'u-seller': { role: 'seller' }, 'u-demoted': { role: 'seller' } },
).store;
const input = {
  requestId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  orderId: 'o-1',
  moneyVersion: 1,
  payment: 'mobile-money',
  reference: 'MP241127.1234.A56789',
  reason: 'Payé par Airtel Money',
};

function setUp(outcome: CorrectionOutcome) {
  const asked: [CorrectPaymentInput, Corrector][] = [];
  const handler = correctPaymentHandler({
    accounts,
    correct: async (wanted, by) => {
      asked.push([wanted, by]);
      return outcome;
    },
  });
  return { handler, asked };
}

describe('correctPayment', () => {
  it('records the manager’s correction as theirs and answers the new money version', async () => {
    const { handler, asked } = setUp({ kind: 'corrected', moneyVersion: 2 });
    expect(await handler(request(input))).toEqual({ correctionId: input.requestId, moneyVersion: 2 });
    expect(asked).toEqual([[input, { uid: 'u-manager', email: 'u-manager@kasuwa.test' }]]);
  });

  it.each([
    [
      { kind: 'changed', now: { payment: 'cash', holder: 'u-rider', moneyVersion: 2 } },
      'aborted',
      { refusal: 'changed-to-cash' },
    ],
    [
      { kind: 'changed', now: { payment: 'mobile-money', reference: 'MP9', moneyVersion: 2 } },
      'aborted',
      { refusal: 'changed-to-mobile-money', values: { reference: 'MP9' } },
    ],
    [
      { kind: 'changed', now: { payment: 'mobile-money', moneyVersion: 2 } },
      'aborted',
      { refusal: 'changed-to-mobile-money-without-reference' },
    ],
    [{ kind: 'closed', closeId: '2026-11-27_u-rider' }, 'failed-precondition', { refusal: 'closed' }],
    [{ kind: 'refunded' }, 'failed-precondition', { refusal: 'refunded' }],
    [{ kind: 'same' }, 'failed-precondition', { refusal: 'same' }],
    [{ kind: 'not-paid' }, 'failed-precondition', { refusal: 'not-paid' }],
    [{ kind: 'no-order' }, 'not-found', { refusal: 'no-order' }],
    [{ kind: 'reference-used', orderId: 'o-2' }, 'already-exists', { refusal: 'reference-used', values: { order: 'o-2' } }],
    [{ kind: 'another-request' }, 'already-exists', { refusal: 'another-request' }],
  ] as const)('refuses %j with its code and values', async (outcome, code, details) => {
    const { handler } = setUp(outcome);
    await expect(handler(request(input))).rejects.toMatchObject({ code, details });
  });

  it('refuses a seller, a demoted manager whose token is old, a look-alike reference and a missing reason, before the store', async () => {
    const { handler, asked } = setUp({ kind: 'corrected', moneyVersion: 2 });
    await expect(handler(request(input, caller('u-seller', 'seller')))).rejects.toMatchObject({
      code: 'permission-denied',
      details: { refusal: 'not-allowed' },
    });
    await expect(handler(request(input, caller('u-demoted', 'manager')))).rejects.toMatchObject({ code: 'permission-denied' });
    for (const bad of [
      { ...input, reference: 'MP241127.1234.\u041056789' },
      { ...input, reference: '---' },
      { ...input, reason: ' ' },
      { ...input, payment: 'cash' },
      { ...input, moneyVersion: -1 },
    ]) {
      await expect(handler(request(bad))).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    expect(asked).toEqual([]);
  });
});
