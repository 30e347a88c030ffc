import type { CallableRequest } from 'firebase-functions/v2/https';
import { setEmailVerifiedOutputSchema } from '@kasuwa/contract/accounts';
import type { RateLimit } from '../rate-limits/rate-limiter';
import { fakeAccounts } from '../test-support/fake-accounts';
import { addressLimit, emailLimit, setEmailVerifiedHandler } from './set-email-verified';

const request = (data: unknown, forwardedFor: string | null = '203.0.113.7', uid?: string) =>
  ({
    data,
    rawRequest: {
      headers: forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor },
      socket: { remoteAddress: '10.0.0.9' },
    },
    auth: uid ? { uid, token: {} } : undefined,
  }) as unknown as CallableRequest<unknown>;

/** Counts as the rate limiter does: `max` calls per name and subject, then refused. */
function countingLimiter() {
  const counted: RateLimit[] = [];
  const counts = new Map<string, number>();
  const consume = async (limits: readonly RateLimit[]) => {
    counted.push(...limits);
    return limits.every((limit) => {
      const key = `${limit.name}:${limit.subject}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return (counts.get(key) ?? 0) <= limit.max;
    });
  };
  return { consume, counted };
}

function setUp() {
  const accounts = fakeAccounts(
    [
      { uid: 'u-moussa', email: 'moussa@kasuwa.test', emailVerified: true },
      { uid: 'u-none', email: 'sansprofil@kasuwa.test', emailVerified: true },
    ],
    { 'u-moussa': { role: 'customer', emailVerified: false, email: 'moussa@kasuwa.test' } },
  );
  const limiter = countingLimiter();
  const handler = setEmailVerifiedHandler({ accounts: accounts.store, consume: limiter.consume });
  return { handler, accounts, counted: limiter.counted };
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

  it('answers the same, and writes nothing, for an unknown email, an account without a profile, or one in step', async () => {
    const { handler, accounts } = setUp();
    await handler(request({ email: 'moussa@kasuwa.test' }));
    accounts.profileWrites.length = 0;
    const answers = [
      await handler(request({ email: 'personne@kasuwa.test' })),
      await handler(request({ email: 'sansprofil@kasuwa.test' })),
      await handler(request({ email: 'moussa@kasuwa.test' })),
    ];
    for (const answer of answers) expect(setEmailVerifiedOutputSchema.parse(answer)).toEqual({ ok: true });
    expect(accounts.profileWrites).toEqual([]);
    expect(accounts.profiles.has('u-none')).toBe(false);
  });

  it('counts every call per platform address, and per email, whatever its case, only the calls that change nothing', async () => {
    const { handler, counted } = setUp();
    await handler(request({ email: 'Moussa@Kasuwa.TEST' }, 'forged, 203.0.113.7'));
    await handler(request({ email: 'moussa@kasuwa.test' }, null));
    expect(counted).toEqual([addressLimit('203.0.113.7'), addressLimit('10.0.0.9'), emailLimit('moussa@kasuwa.test')]);
    expect([addressLimit('a'), emailLimit('b')]).toEqual([
      { name: 'setEmailVerified.address', subject: 'a', max: 30, windowMs: 600_000 },
      { name: 'setEmailVerified.email', subject: 'b', max: 5, windowMs: 600_000 },
    ]);
  });

  it("never lets a stranger's calls for an email stop its owner's verification being mirrored", async () => {
    const { handler, accounts } = setUp();
    accounts.users.get('u-moussa')!.emailVerified = false;
    const stranger = async (call: number) =>
      handler(request({ email: 'moussa@kasuwa.test' }, `198.51.100.${call}`)).then(
        () => 'ok',
        (error: { code: string }) => error.code,
      );
    const answers = [];
    for (let call = 1; call <= 60; call += 1) answers.push(await stranger(call));
    expect(answers.filter((answer) => answer === 'ok')).toHaveLength(5);
    expect(answers.slice(5).every((answer) => answer === 'resource-exhausted')).toBe(true);

    accounts.users.get('u-moussa')!.emailVerified = true;
    expect(await handler(request({ email: 'moussa@kasuwa.test' }, '203.0.113.50'))).toEqual({ ok: true });
    expect(accounts.profiles.get('u-moussa')?.emailVerified).toBe(true);
  });

  it('refuses a call over its address limit before looking anything up', async () => {
    const { handler, accounts } = setUp();
    for (let call = 0; call < 30; call += 1)
      await handler(request({ email: 'personne@kasuwa.test' }, `forged-${call}, 203.0.113.7`)).catch(() => undefined);
    await expect(handler(request({ email: 'moussa@kasuwa.test' }, 'another-forgery, 203.0.113.7'))).rejects.toMatchObject({
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
        byEmail: async () => ({ uid: 'u', emailVerified: true, claims: {}, disabled: false, tokensValidAfter: null }),
        profile: async () => ({ emailVerified: false }),
        updateProfile: async () => {
          throw new Error('UNAVAILABLE');
        },
      },
      consume: async () => true,
    });
    await expect(profilesDown(request({ email: 'moussa@kasuwa.test' }))).rejects.toMatchObject({ code: 'internal' });
  });
});
