import type { CallableRequest } from 'firebase-functions/v2/https';
import { setUserRoleOutputSchema } from '@kasuwa/contract/accounts';
import { isStaffRole } from '@kasuwa/contract/roles';
import { fakeAccounts } from '../test-support/fake-accounts';
import { RoleLockBusyError } from './role-lock';
import { setUserRoleHandler, type RoleChangeRecord } from './set-user-role';

const request = (data: unknown, auth?: { uid: string; token: Record<string, unknown> }) =>
  ({ data, auth }) as unknown as CallableRequest<unknown>;
const admin = { uid: 'seed-admin', token: { role: 'admin', email: 'admin@kasuwa.test', email_verified: true } };

function setUp(extraUsers: Parameters<typeof fakeAccounts>[0] = []) {
  const users = [
    { uid: 'seed-admin', email: 'admin@kasuwa.test', emailVerified: true, customClaims: { role: 'admin' } },
    { uid: 'u-awa', email: 'awa@kasuwa.test', emailVerified: true, customClaims: { tier: 'gold', role: 'customer' } },
    { uid: 'u-new', email: 'nouveau@kasuwa.test', emailVerified: false },
    ...extraUsers,
  ];
  // Staff have both the claim and the profile role, as setUserRole and admin:grant write them.
  const staffProfiles = users
    .filter((user) => isStaffRole(user.customClaims?.role))
    .map(({ uid, customClaims }) => [uid, { role: customClaims?.role }]);
  const accounts = fakeAccounts(users, {
    ...Object.fromEntries(staffProfiles),
    'u-awa': { role: 'customer', emailVerified: true, email: 'awa@kasuwa.test' },
  });
  const audit: (RoleChangeRecord & { takenBack?: boolean })[] = [];
  const locked: boolean[] = [];
  const handler = setUserRoleHandler({
    accounts: accounts.store,
    withRoleLock: async (work) => {
      locked.push(true);
      return work();
    },
    log: {
      record: async (change) => {
        const entry: RoleChangeRecord & { takenBack?: boolean } = { ...change };
        audit.push(entry);
        return {
          takeBack: async () => {
            entry.takenBack = true;
          },
        };
      },
    },
  });
  return { ...accounts, audit, locked, handler };
}

describe('setUserRole', () => {
  it('sets the claim first, keeping other claims, then the profile role, recorded in the audit under the lock', async () => {
    const { handler, users, profiles, claimWrites, profileWrites, audit, locked } = setUp();
    const answer = await handler(request({ uid: 'u-awa', role: 'admin' }, admin));

    expect(setUserRoleOutputSchema.parse(answer)).toEqual({ uid: 'u-awa', role: 'admin' });
    expect(users.get('u-awa')?.customClaims).toEqual({ tier: 'gold', role: 'admin' });
    expect(profiles.get('u-awa')).toEqual({ role: 'admin', emailVerified: true, email: 'awa@kasuwa.test' });
    expect(claimWrites).toHaveLength(1);
    expect(profileWrites).toEqual([{ uid: 'u-awa', kind: 'update', fields: { role: 'admin' } }]);
    expect(audit).toEqual([
      {
        by: 'seed-admin',
        byEmail: 'admin@kasuwa.test',
        target: 'u-awa',
        targetEmail: 'awa@kasuwa.test',
        from: 'customer',
        to: 'admin',
      },
    ]);
    expect(locked).toEqual([true]);
  });

  it('finds the account by its email', async () => {
    const { handler, users } = setUp([{ uid: 'u-moussa', email: 'moussa@kasuwa.test', emailVerified: true }]);
    expect(await handler(request({ email: 'moussa@kasuwa.test', role: 'admin' }, admin))).toEqual({
      uid: 'u-moussa',
      role: 'admin',
    });
    expect(users.get('u-moussa')?.customClaims).toEqual({ role: 'admin' });
  });

  it('makes no account admin whose email is not verified, and says why, changing nothing', async () => {
    const { handler, users, audit, claimWrites, profileWrites } = setUp();
    const refusal = await handler(request({ email: 'nouveau@kasuwa.test', role: 'admin' }, admin)).catch(
      (error: unknown) => error,
    );
    expect(refusal).toMatchObject({
      code: 'failed-precondition',
      message:
        'nouveau@kasuwa.test has not verified its email address: only a verified address can be staff. ' +
        'They open the link of the verification email (the app sends it again on request), then you grant the role.',
    });
    expect([audit, claimWrites, profileWrites]).toEqual([[], [], []]);
    expect(users.get('u-new')?.customClaims).toBeUndefined();
  });

  it('gives an account without a profile one made from its Auth record', async () => {
    const { handler, profiles, users, audit } = setUp();
    await handler(request({ uid: 'u-new', role: 'customer' }, admin));
    expect(profiles.get('u-new')).toEqual({ role: 'customer', emailVerified: false, email: 'nouveau@kasuwa.test' });
    expect(users.get('u-new')?.customClaims).toEqual({ role: 'customer' });
    expect(audit).toEqual([expect.objectContaining({ target: 'u-new', from: null, to: 'customer' })]);
  });

  it('records nothing when the account already has the role, and keeps its profile in step', async () => {
    const { handler, audit, claimWrites, profiles } = setUp();
    profiles.set('u-awa', { role: 'admin', emailVerified: true });
    expect(await handler(request({ uid: 'u-awa', role: 'customer' }, admin))).toEqual({ uid: 'u-awa', role: 'customer' });
    expect(audit).toEqual([]);
    expect(claimWrites).toEqual([]);
    expect(profiles.get('u-awa')).toMatchObject({ role: 'customer' });
  });

  it('takes the role back from an admin, and ends their sessions', async () => {
    const { handler, users, sessionsEnded, audit } = setUp([
      { uid: 'u-ali', email: 'ali@kasuwa.test', emailVerified: true, customClaims: { role: 'admin' } },
    ]);
    await handler(request({ uid: 'u-ali', role: 'customer' }, admin));
    expect(users.get('u-ali')?.customClaims).toEqual({ role: 'customer' });
    expect(sessionsEnded).toEqual(['u-ali']);
    expect(audit).toEqual([expect.objectContaining({ target: 'u-ali', from: 'admin', to: 'customer' })]);
  });

  it.each(['manager', 'seller', 'rider', 'viewer'])(
    'makes a verified account %s, audited, and no unverified one',
    async (role) => {
      const { handler, users, audit } = setUp();
      expect(await handler(request({ uid: 'u-awa', role }, admin))).toEqual({ uid: 'u-awa', role });
      expect(users.get('u-awa')?.customClaims).toEqual({ tier: 'gold', role });
      expect(audit).toEqual([expect.objectContaining({ target: 'u-awa', from: 'customer', to: role })]);
      await expect(handler(request({ uid: 'u-new', role }, admin))).rejects.toMatchObject({ code: 'failed-precondition' });
      expect(users.get('u-new')?.customClaims).toBeUndefined();
    },
  );

  it.each([
    ['seller', 'customer'],
    ['seller', 'viewer'],
    ['manager', 'seller'],
    ['viewer', 'manager'],
  ])("ends the sessions of a %s made %s: no token of before keeps the old role's powers", async (from, to) => {
    const { handler, users, sessionsEnded } = setUp([
      { uid: 'u-moussa', email: 'moussa@kasuwa.test', emailVerified: true, customClaims: { role: from } },
    ]);
    await handler(request({ uid: 'u-moussa', role: to }, admin));
    expect(users.get('u-moussa')?.customClaims).toEqual({ role: to });
    expect(sessionsEnded).toEqual(['u-moussa']);
  });

  it('refuses a manager, who holds every power but the team: only the owner grants roles', async () => {
    const { handler, claimWrites } = setUp([
      { uid: 'u-gerant', email: 'gerant@kasuwa.test', emailVerified: true, customClaims: { role: 'manager' } },
    ]);
    const manager = { uid: 'u-gerant', token: { role: 'manager', email_verified: true } };
    await expect(handler(request({ uid: 'u-gerant', role: 'admin' }, manager))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(claimWrites).toEqual([]);
  });

  it('keeps the last enabled owner even when managers remain: a manager cannot run the team', async () => {
    const { handler, users } = setUp([
      { uid: 'u-gerant', email: 'gerant@kasuwa.test', emailVerified: true, customClaims: { role: 'manager' } },
    ]);
    await expect(handler(request({ uid: 'seed-admin', role: 'manager' }, admin))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'You are the last admin: make someone else admin before giving up the role.',
    });
    expect(users.get('seed-admin')?.customClaims).toEqual({ role: 'admin' });
  });

  it('lets an admin give up the role while another enabled admin remains', async () => {
    const { handler, users } = setUp([
      { uid: 'u-ali', email: 'ali@kasuwa.test', emailVerified: true, customClaims: { role: 'admin' } },
    ]);
    await handler(request({ uid: 'seed-admin', role: 'customer' }, admin));
    expect(users.get('seed-admin')?.customClaims).toEqual({ role: 'customer' });
  });

  it('keeps the role of the last enabled admin, a disabled admin not counting, and records nothing', async () => {
    const { handler, users, audit, claimWrites } = setUp([
      { uid: 'u-gone', email: 'gone@kasuwa.test', emailVerified: true, disabled: true, customClaims: { role: 'admin' } },
    ]);
    await expect(handler(request({ uid: 'seed-admin', role: 'customer' }, admin))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'You are the last admin: make someone else admin before giving up the role.',
    });
    expect(users.get('seed-admin')?.customClaims).toEqual({ role: 'admin' });
    expect(audit).toEqual([]);
    expect(claimWrites).toEqual([]);
  });

  it('refuses a caller whose role was taken back since their ID token was made', async () => {
    const { handler, users, claimWrites } = setUp();
    users.set('seed-admin', { uid: 'seed-admin', emailVerified: true, customClaims: { role: 'customer' } });
    await expect(handler(request({ uid: 'u-awa', role: 'admin' }, admin))).rejects.toMatchObject({ code: 'permission-denied' });
    expect(claimWrites).toEqual([]);
  });

  it('answers not-found for an unknown uid or email, changing nothing', async () => {
    const { handler, profiles, audit } = setUp();
    await expect(handler(request({ uid: 'u-none', role: 'admin' }, admin))).rejects.toMatchObject({ code: 'not-found' });
    await expect(handler(request({ email: 'personne@kasuwa.test', role: 'admin' }, admin))).rejects.toMatchObject({
      code: 'not-found',
      message: 'No account uses this email: they must sign up in the app first.',
    });
    expect(profiles.has('u-none')).toBe(false);
    expect(audit).toEqual([]);
  });

  it('refuses a caller who is not signed in, or not staff, before reading anything', async () => {
    const { handler, claimWrites, profileWrites, locked } = setUp();
    const data = { uid: 'u-awa', role: 'admin' };
    await expect(handler(request(data))).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(handler(request(data, { uid: 'u-awa', token: { role: 'customer' } }))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(handler(request(data, { uid: 'u-awa', token: {} }))).rejects.toMatchObject({ code: 'permission-denied' });
    expect(claimWrites).toEqual([]);
    expect(profileWrites).toEqual([]);
    expect(locked).toEqual([]);
  });

  it.each([
    [{ uid: 'u-awa', role: 'owner' }],
    [{ uid: 'a/b', role: 'admin' }],
    [{ uid: 'u-awa' }],
    [{ uid: 'u-awa', role: 'admin', x: 1 }],
    [{ email: 'not an email', role: 'admin' }],
    [{ uid: 'u-awa', email: 'awa@kasuwa.test', role: 'admin' }],
    [null],
  ])('refuses the input %j', async (data) => {
    const { handler, claimWrites } = setUp();
    await expect(handler(request(data, admin))).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/^Invalid request: /),
    });
    expect(claimWrites).toEqual([]);
  });

  it('takes the audit record back and answers internal when Auth fails', async () => {
    const { store } = fakeAccounts([
      { uid: 'seed-admin', email: 'admin@kasuwa.test', emailVerified: true, customClaims: { role: 'admin' } },
      { uid: 'u', emailVerified: true },
    ]);
    const takenBack: boolean[] = [];
    const handler = setUserRoleHandler({
      accounts: {
        ...store,
        setRoleClaim: async () => {
          throw new Error('UNAVAILABLE');
        },
      },
      withRoleLock: (work) => work(),
      log: { record: async () => ({ takeBack: async () => takenBack.push(true) }) },
    });
    await expect(handler(request({ uid: 'u', role: 'admin' }, admin))).rejects.toMatchObject({ code: 'internal' });
    expect(takenBack).toEqual([true]);
  });

  it('changes nothing when the audit cannot be written', async () => {
    const { store, claimWrites } = fakeAccounts([
      { uid: 'seed-admin', email: 'admin@kasuwa.test', emailVerified: true, customClaims: { role: 'admin' } },
      { uid: 'u', emailVerified: true },
    ]);
    const handler = setUserRoleHandler({
      accounts: store,
      withRoleLock: (work) => work(),
      log: {
        record: async () => {
          throw new Error('UNAVAILABLE');
        },
      },
    });
    await expect(handler(request({ uid: 'u', role: 'admin' }, admin))).rejects.toMatchObject({ code: 'internal' });
    expect(claimWrites).toEqual([]);
  });

  it('answers internal, changing nothing, when the lock cannot be read', async () => {
    const { store, claimWrites } = fakeAccounts([]);
    const handler = setUserRoleHandler({
      accounts: store,
      withRoleLock: async () => {
        throw new Error('UNAVAILABLE');
      },
      log: { record: async () => ({ takeBack: async () => undefined }) },
    });
    await expect(handler(request({ uid: 'u', role: 'admin' }, admin))).rejects.toMatchObject({ code: 'internal' });
    expect(claimWrites).toEqual([]);
  });

  it('answers aborted while another role change holds the lock', async () => {
    const { store } = fakeAccounts([]);
    const handler = setUserRoleHandler({
      accounts: store,
      withRoleLock: async () => {
        throw new RoleLockBusyError('busy');
      },
      log: { record: async () => ({ takeBack: async () => undefined }) },
    });
    await expect(handler(request({ uid: 'u', role: 'admin' }, admin))).rejects.toMatchObject({
      code: 'aborted',
      message: 'Another role change is running. Try again in a moment.',
    });
  });
});
