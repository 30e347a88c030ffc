import type { CallableRequest } from 'firebase-functions/v2/https';
import { setEmailVerifiedOutputSchema } from '@kasuwa/contract/accounts';
import type { RateLimit } from '../rate-limits/rate-limiter';
import { fakeAccounts } from './fake-accounts';
import { emailVerificationLimits, setEmailVerifiedHandler } from './set-email-verified';

const request = (data: unknown, ip: string | null = '203.0.113.7', uid?: string) =>
  ({ data, rawRequest: { ip: ip ?? undefined }, auth: uid ? { uid, token: {} } : undefined }) as unknown as CallableRequest<unknown>;

function setUp({ allowed = true } = {}) {
  const accounts = fakeAccounts(
    [
      { uid: 'u-moussa', email: 'moussa@kasuwa.test', emailVerified: true },
      { uid: 'u-none', email: 'sansprofil@kasuwa.test', emailVerified: true },
    ],
    { 'u-moussa': { role: 'customer', emailVerified: false, email: 'moussa@kasuwa.test' } },
  );
  const counted: RateLimit[][] = [];
  const handler = setEmailVerifiedHandler({
    accounts: accounts.store,
    consume: async (limits) => {
      counted.push([...limits]);
      return allowed;
    },
  });
  return { handler, accounts, counted };
}

describe('setEmailVerified', () => {
  it("copies the Auth record's emailVerified into the profile, signed in or not", async () => {
    for (const uid of [undefined, 'u-moussa']) {
      const { handler, accounts } = setUp();
      expect(await handler(request({ email: 'moussa@kasuwa.test' }, '203.0.113.7', uid))).toEqual({ ok: true });
      expect(accounts.profiles.get('u-moussa')).toEqual({ role: 'customer', emailVerified: true, email: 'moussa@kasuwa.test' });
      expect(accounts.profileWrites).toEqual([{ uid: 'u-moussa', kind: 'update', fields: { emailVerified: true } }]);
    }
  });

  it('answers the same, and writes nothing, for an unknown email or an account without a profile', async () => {
    const { handler, accounts } = setUp();
    const answers = [
      await handler(request({ email: 'personne@kasuwa.test' })),
      await handler(request({ email: 'sansprofil@kasuwa.test' })),
    ];
    for (const answer of answers) expect(setEmailVerifiedOutputSchema.parse(answer)).toEqual({ ok: true });
    expect(accounts.profileWrites).toEqual([]);
    expect(accounts.profiles.has('u-none')).toBe(false);
  });

  it('counts the call per email, whatever its case, and per caller address', async () => {
    const { handler, counted } = setUp();
    await handler(request({ email: 'Moussa@Kasuwa.TEST' }));
    await handler(request({ email: 'moussa@kasuwa.test' }, null));
    expect(counted).toEqual([
      emailVerificationLimits('moussa@kasuwa.test', '203.0.113.7'),
      emailVerificationLimits('moussa@kasuwa.test', 'unknown'),
    ]);
    expect(counted[0]).toEqual([
      { name: 'setEmailVerified.email', subject: 'moussa@kasuwa.test', max: 5, windowMs: 600_000 },
      { name: 'setEmailVerified.address', subject: '203.0.113.7', max: 30, windowMs: 600_000 },
    ]);
  });

  it('refuses a call over the limit before looking anything up', async () => {
    const { handler, accounts } = setUp({ allowed: false });
    await expect(handler(request({ email: 'moussa@kasuwa.test' }))).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: 'Too many email verification requests. Wait 10 minutes, then try again.',
    });
    expect(accounts.profileWrites).toEqual([]);
  });

  it.each([[null], [{}], [{ email: 'pas-un-email' }], [{ email: 'a@kasuwa.test', emailVerified: true }], ['a@kasuwa.test']])(
    'refuses the input %j without counting it',
    async (data) => {
      const { handler, counted } = setUp();
      await expect(handler(request(data))).rejects.toMatchObject({
        code: 'invalid-argument',
        message: expect.stringMatching(/^Invalid request: /),
      });
      expect(counted).toEqual([]);
    },
  );

  it('answers internal when the counters or the profile cannot be written', async () => {
    const countersDown = setEmailVerifiedHandler({
      accounts: setUp().accounts.store,
      consume: async () => {
        throw new Error('UNAVAILABLE');
      },
    });
    await expect(countersDown(request({ email: 'moussa@kasuwa.test' }))).rejects.toMatchObject({ code: 'internal' });

    const profilesDown = setEmailVerifiedHandler({
      accounts: {
        byEmail: async () => ({ uid: 'u', emailVerified: true, claims: {} }),
        updateProfile: async () => {
          throw new Error('UNAVAILABLE');
        },
      },
      consume: async () => true,
    });
    await expect(profilesDown(request({ email: 'moussa@kasuwa.test' }))).rejects.toMatchObject({ code: 'internal' });
  });
});
