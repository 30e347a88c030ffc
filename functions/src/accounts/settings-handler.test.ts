import type { CallableRequest } from 'firebase-functions/v2/https';
import { setCashSettingsInputSchema } from '@kasuwa/contract/cash';
import { defaultOpeningHours } from '@kasuwa/contract/opening-hours';
import { setOrderHoldsInputSchema } from '@kasuwa/contract/order-holds';
import { setReturnSettingsInputSchema } from '@kasuwa/contract/returns';
import type { z } from 'zod';
import { fakeAccounts } from '../test-support/fake-accounts';
import { settingsHandler } from './settings-handler';

const accounts = fakeAccounts(
  [
    { uid: 'u-owner', emailVerified: true, customClaims: { role: 'admin' } },
    { uid: 'u-manager', emailVerified: true, customClaims: { role: 'manager' } },
    { uid: 'u-seller', emailVerified: true, customClaims: { role: 'seller' } },
  ],
  { 'u-owner': { role: 'admin' }, 'u-manager': { role: 'manager' }, 'u-seller': { role: 'seller' } },
).store;
const request = (data: unknown, uid = 'u-owner', role = 'admin') =>
  ({ data, auth: { uid, token: { role, email_verified: true } } }) as unknown as CallableRequest<unknown>;

/** The handler for one setting, with what it wrote and the store's answer after each write. */
function settingSetUp<T extends object>(
  setting: { name: string; what: string; schema: z.ZodType<T> },
  write: () => Promise<void> = async () => undefined,
) {
  const written: [T, string][] = [];
  const handler = settingsHandler({
    ...setting,
    accounts,
    write: async (settings, by) => {
      written.push([settings, by]);
      await write();
    },
  });
  return { handler, written };
}

const setUp = (write?: () => Promise<void>) =>
  settingSetUp({ name: 'setCashSettings', what: 'the cash settings', schema: setCashSettingsInputSchema }, write);

describe('settingsHandler', () => {
  it('saves the whole document for the owner, with who, and answers it', async () => {
    const { handler, written } = setUp();
    expect(await handler(request({ riderMax: 75_000 }))).toEqual({ riderMax: 75_000 });
    expect(written).toEqual([[{ riderMax: 75_000 }, 'u-owner']]);
  });

  it('refuses a manager and bad input before any write', async () => {
    const { handler, written } = setUp();
    await expect(handler(request({ riderMax: 75_000 }, 'u-manager', 'manager'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    for (const bad of [{ riderMax: 999 }, { riderMax: 1.5 }, { riderMax: '75000' }, {}, { riderMax: 75_000, more: 1 }]) {
      await expect(handler(request(bad))).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    expect(written).toEqual([]);
  });

  it('answers internal, saying what could not be saved, when the store fails', async () => {
    const { handler } = setUp(async () => {
      throw new Error('UNAVAILABLE');
    });
    await expect(handler(request({ riderMax: 75_000 }))).rejects.toMatchObject({
      code: 'internal',
      message: 'The cash settings could not be saved. Try again.',
    });
  });
});

describe('settingsHandler for setReturnSettings', () => {
  const settingReturns = (write?: () => Promise<void>) =>
    settingSetUp({ name: 'setReturnSettings', what: 'the return settings', schema: setReturnSettingsInputSchema }, write);
  const excluded = { 'Savons et cosmétiques': 'hygiene', Épicerie: 'perishable' };

  it('saves the whole list of excluded categories for the owner, with who, and answers it', async () => {
    const { handler, written } = settingReturns();
    expect(await handler(request({ excluded }))).toEqual({ excluded });
    // No category excluded is a list too: the terms' exclusions then fall on no category.
    expect(await handler(request({ excluded: {} }))).toEqual({ excluded: {} });
    expect(written).toEqual([
      [{ excluded }, 'u-owner'],
      [{ excluded: {} }, 'u-owner'],
    ]);
  });

  it('refuses a manager and bad input before any write', async () => {
    const { handler, written } = settingReturns();
    await expect(handler(request({ excluded }, 'u-manager', 'manager'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const tooMany = Object.fromEntries(Array.from({ length: 101 }, (_, n) => [`Catégorie ${n}`, 'hygiene']));
    for (const bad of [
      { excluded: { Savons: 'opened' } },
      { excluded: { '   ': 'hygiene' } },
      { excluded: { ['x'.repeat(61)]: 'hygiene' } },
      { excluded: tooMany },
      { excluded: ['Savons'] },
      {},
      { excluded, more: 1 },
    ]) {
      await expect(handler(request(bad))).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    expect(written).toEqual([]);
  });

  it('answers internal, saying what could not be saved, when the store fails', async () => {
    const { handler } = settingReturns(async () => {
      throw new Error('UNAVAILABLE');
    });
    await expect(handler(request({ excluded }))).rejects.toMatchObject({
      code: 'internal',
      message: 'The return settings could not be saved. Try again.',
    });
  });
});

describe('settingsHandler for setOrderHolds, with the opening hours', () => {
  const settingHolds = () => settingSetUp({ name: 'setOrderHolds', what: 'the order holds', schema: setOrderHoldsInputSchema });
  const counts = { holdMinutes: 240, perVariant: 10, inAll: 30, newCustomerPercent: 50 };
  const closedOnSunday = [...defaultOpeningHours.slice(0, 6), null];

  it('saves the opening hours with the holds for the owner, a closed day too', async () => {
    const { handler, written } = settingHolds();
    const holds = { ...counts, openingHours: closedOnSunday };
    expect(await handler(request(holds))).toEqual(holds);
    expect(written).toEqual([[holds, 'u-owner']]);
  });

  it('refuses a seller, a manager and opening hours that do not read, before any write', async () => {
    const { handler, written } = settingHolds();
    for (const [uid, role] of [
      ['u-seller', 'seller'],
      ['u-manager', 'manager'],
    ]) {
      await expect(handler(request({ ...counts, openingHours: closedOnSunday }, uid, role))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    }
    const day = (opens: string, closes: string) => ({ opens, closes });
    for (const openingHours of [
      Array.from({ length: 7 }, () => day('20:00', '08:00')),
      Array.from({ length: 7 }, () => day('8h', '20h')),
      Array.from({ length: 7 }, () => null),
      defaultOpeningHours.slice(1),
      [{ ...day('08:00', '20:00'), by: 'me' }, ...defaultOpeningHours.slice(1)],
      'tous les jours',
    ]) {
      await expect(handler(request({ ...counts, openingHours }))).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    expect(written).toEqual([]);
  });
});
