import type { AdjustCashCloseInput, CloseCashDayInput } from '@kasuwa/contract/cash-close';
import { formatXof } from '@kasuwa/contract/money';
import { callAs, everyRoleAccounts } from '../test-support/staff-calls';
import { adjustCashCloseHandler, closeCashDayHandler, type AdjustOutcome, type CloseOutcome, type Closer } from './close-day';

const accounts = everyRoleAccounts();
const as = (role: string, data: unknown, uid = `u-${role}`) => callAs(role, data, { uid, email: `${role}@kasuwa.test` });
/** The demoted manager, with an ID token of before that still says manager. */
const asDemoted = (data: unknown) => as('manager', data, 'u-demoted');
// 23:30 UTC is already the next day in Niamey (UTC+1).
const now = () => new Date(Date.UTC(2026, 10, 27, 23, 30));
const closed = {
  closeId: '2026-11-28_u-seller',
  day: '2026-11-28',
  expected: 35_000,
  counted: 34_500,
  difference: -500,
  orders: 2,
};

function closing(outcome: CloseOutcome) {
  const asked: [CloseCashDayInput, Closer, string][] = [];
  const handler = closeCashDayHandler({
    accounts,
    now,
    closeDay: async (input, by, day) => {
      asked.push([input, by, day]);
      return outcome;
    },
  });
  return { handler, asked };
}

describe('closeCashDay', () => {
  const input = { holder: 'u-seller', expected: 35_000, counted: 34_500, note: 'Billet de 500 manquant' };

  it('closes one’s own cash on the Niamey day, as the caller, and answers the close', async () => {
    const { handler, asked } = closing({ kind: 'closed', close: closed });
    expect(await handler(as('seller', input))).toEqual(closed);
    expect(asked).toEqual([[input, { uid: 'u-seller', email: 'seller@kasuwa.test' }, '2026-11-28']]);
  });

  it('lets the owner and the manager close someone else’s cash, never a seller, a rider or a viewer', async () => {
    const { handler, asked } = closing({ kind: 'closed', close: closed });
    for (const role of ['admin', 'manager']) await handler(as(role, input));
    expect(asked.map(([, by]) => by.uid)).toEqual(['u-admin', 'u-manager']);
    const seller = closing({ kind: 'closed', close: closed });
    await expect(seller.handler(as('seller', { ...input, holder: 'u-rider' }))).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'You close your own cash; the owner or the manager closes someone else’s.',
    });
    for (const role of ['rider', 'viewer']) {
      await expect(seller.handler(as(role, { ...input, holder: `u-${role}` }))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    }
    expect(seller.asked).toEqual([]);
  });

  it('goes by the role held now, not the ID token’s: a manager made seller closes only their own cash', async () => {
    const { handler, asked } = closing({ kind: 'closed', close: closed });
    await expect(handler(asDemoted(input))).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'You close your own cash; the owner or the manager closes someone else’s.',
    });
    expect(asked).toEqual([]);
    await handler(asDemoted({ ...input, holder: 'u-demoted' }));
    expect(asked.map(([wanted, by]) => [wanted.holder, by.uid])).toEqual([['u-demoted', 'u-demoted']]);
  });

  it('refuses a difference without a note, and bad amounts, before any read', async () => {
    const { handler, asked } = closing({ kind: 'closed', close: closed });
    for (const bad of [
      { holder: 'u-seller', expected: 35_000, counted: 34_500 },
      { ...input, note: '   ' },
      { ...input, counted: -1 },
      { ...input, counted: 1.5 },
      { ...input, extra: 1 },
    ]) {
      await expect(handler(as('seller', bad))).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    expect(asked).toEqual([]);
  });

  it.each([
    [
      { kind: 'already-closed' },
      'already-exists',
      'This cash was closed today already. A correction is an adjustment of that close; cash received since is closed tomorrow.',
    ],
    [
      { kind: 'changed', expected: 50_000 },
      'failed-precondition',
      `The cash held changed meanwhile: ${formatXof(50_000)} is expected now. Count again; nothing was closed.`,
    ],
    [
      { kind: 'too-many' },
      'failed-precondition',
      'More than 400 cash payments are held: hand some over first; nothing was closed.',
    ],
  ] as const)('refuses %j and says why', async (outcome, code, message) => {
    const refusal = { 'already-closed': 'closed-already', changed: 'cash-changed', 'too-many': 'too-many-held' }[outcome.kind];
    await expect(closing(outcome).handler(as('seller', input))).rejects.toMatchObject({ code, message, details: { refusal } });
  });
});

describe('adjustCashClose', () => {
  const input = {
    requestId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
    closeId: '2026-11-27_u-seller',
    amount: 500,
    note: 'Billet retrouvé',
  };
  const adjusting = (outcome: AdjustOutcome) => {
    const asked: [AdjustCashCloseInput, Closer, string][] = [];
    const handler = adjustCashCloseHandler({
      accounts,
      now,
      adjustClose: async (wanted, by, day) => {
        asked.push([wanted, by, day]);
        return outcome;
      },
    });
    return { handler, asked };
  };

  it('records the manager’s adjustment on the day it is made', async () => {
    const { handler, asked } = adjusting({ kind: 'recorded', day: '2026-11-28' });
    expect(await handler(as('manager', input))).toEqual({ adjustmentId: input.requestId, day: '2026-11-28' });
    expect(asked).toEqual([[input, { uid: 'u-manager', email: 'manager@kasuwa.test' }, '2026-11-28']]);
  });

  it('refuses a seller, an adjustment of nothing or without why, a missing close and a reused request id', async () => {
    const { handler, asked } = adjusting({ kind: 'recorded', day: '2026-11-28' });
    await expect(handler(as('seller', input))).rejects.toMatchObject({ code: 'permission-denied' });
    for (const bad of [
      { ...input, amount: 0 },
      { ...input, note: '' },
    ]) {
      await expect(handler(as('manager', bad))).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    expect(asked).toEqual([]);
    await expect(adjusting({ kind: 'no-close' }).handler(as('admin', input))).rejects.toMatchObject({
      code: 'not-found',
      details: { refusal: 'no-close' },
    });
    await expect(adjusting({ kind: 'another-request' }).handler(as('admin', input))).rejects.toMatchObject({
      code: 'already-exists',
    });
  });

  it('refuses a manager made seller since their ID token, whatever the token says', async () => {
    const { handler, asked } = adjusting({ kind: 'recorded', day: '2026-11-28' });
    await expect(handler(asDemoted(input))).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Only the owner or the manager may adjust a close.',
    });
    expect(asked).toEqual([]);
  });
});
