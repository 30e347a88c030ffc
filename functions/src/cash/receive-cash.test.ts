import type { CallableRequest } from 'firebase-functions/v2/https';
import type { ReceiveCashInput } from '@kasuwa/contract/cash';
import { formatXof } from '@kasuwa/contract/money';
import { fakeAccounts } from '../test-support/fake-accounts';
import { receiveCashHandler, type HandOverOutcome } from './receive-cash';

const seller = { uid: 'u-seller', token: { role: 'seller', email_verified: true } };
const request = (data: unknown, auth: object | undefined = seller) => ({ data, auth }) as unknown as CallableRequest<unknown>;
const accounts = fakeAccounts(
  [
    { uid: 'u-seller', emailVerified: true, customClaims: { role: 'seller' } },
    { uid: 'u-viewer', emailVerified: true, customClaims: { role: 'viewer' } },
    { uid: 'u-rider', emailVerified: true, customClaims: { role: 'rider' } },
  ],
  { 'u-seller': { role: 'seller' }, 'u-viewer': { role: 'viewer' }, 'u-rider': { role: 'rider' } },
).store;
const input = { requestId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', from: 'u-rider', orderIds: ['o-1', 'o-2'], amount: 30_000 };

function setUp(outcome: HandOverOutcome) {
  const asked: [ReceiveCashInput, string][] = [];
  const handler = receiveCashHandler({
    accounts,
    handOver: async (wanted, to) => {
      asked.push([wanted, to]);
      return outcome;
    },
  });
  return { handler, asked };
}

describe('receiveCash', () => {
  it('records the cash the receiver counted, as the receiver, and answers what it covers', async () => {
    const { handler, asked } = setUp({ kind: 'recorded', amount: 30_000, orders: 2 });
    expect(await handler(request(input))).toEqual({ handoverId: input.requestId, amount: 30_000, orders: 2 });
    expect(asked).toEqual([[input, 'u-seller']]);
  });

  it.each([
    [
      { kind: 'not-held', orderId: 'o-2' },
      'Order o-2 is not a cash payment this person holds: leave it out. Nothing was recorded.',
    ],
    [
      { kind: 'wrong-amount', expected: 31_500 },
      `These orders come to ${formatXof(31_500)}: count the cash again, or leave out the orders not handed over. Nothing was recorded.`,
    ],
    [{ kind: 'another-request' }, 'This hand-over was recorded with other orders or another amount.'],
  ] as const)('refuses %j and says why', async (outcome, message) => {
    const { handler } = setUp(outcome);
    const refusal = { 'not-held': 'not-held', 'wrong-amount': 'wrong-amount', 'another-request': 'another-hand-over' }[
      outcome.kind
    ];
    await expect(handler(request(input))).rejects.toMatchObject({ message, details: { refusal } });
  });

  it('refuses cash from oneself, a role that does not work orders, and bad input, before any read', async () => {
    const { handler, asked } = setUp({ kind: 'recorded', amount: 1, orders: 1 });
    await expect(handler(request({ ...input, from: 'u-seller' }))).rejects.toMatchObject({ code: 'invalid-argument' });
    for (const who of ['u-viewer', 'u-rider']) {
      const auth = { uid: who, token: { role: who.slice(2), email_verified: true } };
      await expect(handler(request({ ...input, from: 'u-seller' }, auth))).rejects.toMatchObject({ code: 'permission-denied' });
    }
    for (const bad of [
      { ...input, amount: 0 },
      { ...input, amount: 1.5 },
      { ...input, orderIds: [] },
      { ...input, orderIds: ['o-1', 'o-1'] },
      { ...input, orderIds: Array.from({ length: 101 }, (_, at) => `o-${at}`) },
      { ...input, requestId: 'again' },
      { ...input, extra: true },
    ]) {
      await expect(handler(request(bad))).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    expect(asked).toEqual([]);
  });

  it('answers internal, with nothing said of why, when the store fails', async () => {
    const handler = receiveCashHandler({
      accounts,
      handOver: async () => {
        throw new Error('ABORTED');
      },
    });
    await expect(handler(request(input))).rejects.toMatchObject({
      code: 'internal',
      message: 'The cash could not be recorded. Nothing was changed; try again.',
    });
  });
});
