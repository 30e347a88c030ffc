import { formatXof } from '@kasuwa/contract/money';
import type { RecordReturnInput } from '@kasuwa/contract/returns';
import { callAs, everyRoleAccounts } from '../test-support/staff-calls';
import { recordReturnHandler } from './record-return';
import { refundReturnHandler } from './refund-return';
import type { RefundOutcome } from './refund-store';
import type { Returner, ReturnOutcome } from './return-store';

const accounts = everyRoleAccounts();
const as = (role: string, data: unknown, uid = `u-${role}`) => callAs(role, data, { uid });
const now = new Date(Date.UTC(2026, 10, 27, 10));
const asked = {
  requestId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  orderId: 'order-1',
  lines: [{ line: 0, quantity: 1, restock: true }],
  reason: 'withdrawal',
};

function returning(outcome: ReturnOutcome) {
  const calls: [RecordReturnInput, Returner][] = [];
  const handler = recordReturnHandler({
    accounts,
    now: () => now,
    recordReturn: async (input, by) => {
      calls.push([input, by]);
      return outcome;
    },
  });
  return { handler, calls };
}

describe('recordReturn', () => {
  it('records the return as the caller, saying whether they may override the 7 days', async () => {
    const { handler, calls } = returning({ kind: 'recorded', amount: 15_000, units: 1 });
    expect(await handler(as('seller', asked))).toEqual({ returnId: asked.requestId, amount: 15_000, units: 1 });
    await handler(as('manager', { ...asked, override: 'Client hospitalisé' }));
    expect(calls.map(([, by]) => by)).toEqual([
      { uid: 'u-seller', email: undefined, overrides: false },
      { uid: 'u-manager', email: undefined, overrides: true },
    ]);
  });

  it('refuses an override from a seller, a rider or a viewer, and bad input, before any read', async () => {
    const { handler, calls } = returning({ kind: 'recorded', amount: 1, units: 1 });
    await expect(handler(as('seller', { ...asked, override: 'Parce que' }))).rejects.toMatchObject({ code: 'permission-denied' });
    for (const role of ['rider', 'viewer'])
      await expect(handler(as(role, asked))).rejects.toMatchObject({ code: 'permission-denied' });
    for (const bad of [
      { ...asked, lines: [] },
      { ...asked, lines: [{ line: 0, quantity: 0, restock: true }] },
      { ...asked, lines: [asked.lines[0], asked.lines[0]] },
      { ...asked, reason: 'changed-mind' },
      { ...asked, requestId: 'again' },
    ]) {
      await expect(handler(as('seller', bad))).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    expect(calls).toEqual([]);
  });

  it('goes by the role held now: a manager made seller, with an ID token of before, cannot override the 7 days', async () => {
    const { handler, calls } = returning({ kind: 'recorded', amount: 15_000, units: 1 });
    const demoted = (data: unknown) => as('manager', data, 'u-demoted');
    await expect(handler(demoted({ ...asked, override: 'Client hospitalisé' }))).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Only the owner or the manager may take back an order past the 7 days.',
    });
    expect(calls).toEqual([]);
    // Within the 7 days the seller still records it, told the store they do not override.
    await handler(demoted(asked));
    expect(calls.map(([, by]) => by)).toEqual([{ uid: 'u-demoted', email: undefined, overrides: false }]);
  });

  it.each([
    [{ kind: 'not-delivered' }, 'Only a delivered order takes a return.'],
    [
      { kind: 'window-passed', deliveredDay: '2026-11-12' },
      'Delivered on 2026-11-12: the 7 days of the terms are over. Only the owner or the manager may take it back, saying why.',
    ],
    [{ kind: 'too-many', title: 'Théière du Sahel', left: 1 }, 'Only 1 of Théière du Sahel can still come back.'],
    [
      { kind: 'excluded', title: 'Savon noir', exclusion: 'hygiene' },
      'Savon noir cannot be returned on withdrawal: the terms exclude « les produits d’hygiène et les cosmétiques, une fois ouverts ». Only a defective product or one not as ordered is taken back.',
    ],
    [{ kind: 'no-line', line: 3 }, 'The order has no line 4.'],
  ] as const)('refuses %j and says why', async (outcome, message) => {
    const renamed: Record<string, string> = { 'too-many': 'too-many-back' };
    const refusal = renamed[outcome.kind] ?? outcome.kind;
    await expect(returning(outcome).handler(as('seller', asked))).rejects.toMatchObject({ message, details: { refusal } });
  });
});

describe('refundReturn', () => {
  const refund = { requestId: '2b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', returnId: asked.requestId, method: 'cash', amount: 15_000 };
  const refunding = (outcome: RefundOutcome) => {
    const calls: string[] = [];
    const handler = refundReturnHandler({
      accounts,
      refund: async (_input, by) => {
        calls.push(by);
        return outcome;
      },
    });
    return { handler, calls };
  };

  it('refunds as the caller, and asks a reference of Mobile Money and none of cash', async () => {
    const { handler, calls } = refunding({ kind: 'refunded', amount: 15_000 });
    expect(await handler(as('seller', refund))).toEqual({ refundId: asked.requestId, amount: 15_000 });
    expect(calls).toEqual(['u-seller']);
    for (const bad of [
      { ...refund, method: 'mobile-money' },
      { ...refund, reference: 'MP1' },
      { ...refund, amount: 0 },
    ]) {
      await expect(handler(as('seller', bad))).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    await expect(handler(as('viewer', refund))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it.each([
    [{ kind: 'refunded-already' }, 'This return is refunded already.'],
    [{ kind: 'not-paid' }, 'Nothing was paid on this order: there is nothing to refund.'],
    [{ kind: 'other-method', method: 'mobile-money' }, 'The customer paid by Mobile Money: the terms refund by the same method.'],
    [{ kind: 'above-return', max: 15_000 }, `The return is worth ${formatXof(15_000)}: refund that much at most.`],
    [{ kind: 'above-paid', left: 5_000 }, `Only ${formatXof(5_000)} of what was paid is left to refund.`],
    [{ kind: 'reference-used' }, 'This Mobile Money reference is recorded already: each one serves once.'],
    [{ kind: 'no-return' }, 'There is no such return.'],
  ] as const)('refuses %j and says why', async (outcome, message) => {
    const renamed: Record<string, string> = { 'other-method': 'paid-by-mobile-money', 'reference-used': 'refund-reference-used' };
    const refusal = renamed[outcome.kind] ?? outcome.kind;
    await expect(refunding(outcome).handler(as('seller', refund))).rejects.toMatchObject({ message, details: { refusal } });
  });
});
