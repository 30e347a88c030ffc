import type { CallableRequest } from 'firebase-functions/v2/https';
import { setCashSettingsInputSchema } from '@kasuwa/contract/cash';
import { fakeAccounts } from '../test-support/fake-accounts';
import { settingsHandler } from './settings-handler';

const accounts = fakeAccounts([
  { uid: 'u-owner', emailVerified: true, customClaims: { role: 'admin' } },
  { uid: 'u-manager', emailVerified: true, customClaims: { role: 'manager' } },
]).store;
const request = (data: unknown, uid = 'u-owner', role = 'admin') =>
  ({ data, auth: { uid, token: { role, email_verified: true } } }) as unknown as CallableRequest<unknown>;

function setUp(write: (settings: { riderMax: number }, by: string) => Promise<void> = async () => undefined) {
  const written: [unknown, string][] = [];
  const handler = settingsHandler({
    name: 'setCashSettings',
    what: 'the cash settings',
    schema: setCashSettingsInputSchema,
    accounts,
    write: async (settings, by) => {
      written.push([settings, by]);
      await write(settings, by);
    },
  });
  return { handler, written };
}

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
