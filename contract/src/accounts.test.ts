import { setEmailVerifiedInputSchema, setUserRoleInputSchema } from './accounts';

describe('setEmailVerifiedInputSchema', () => {
  it('takes an email and nothing else', () => {
    expect(setEmailVerifiedInputSchema.safeParse({ email: 'awa@kasuwa.test' }).success).toBe(true);
    expect(setEmailVerifiedInputSchema.safeParse({ email: 'awa' }).success).toBe(false);
    expect(setEmailVerifiedInputSchema.safeParse({ email: 'awa@kasuwa.test', emailVerified: true }).success).toBe(false);
  });
});

describe('setUserRoleInputSchema', () => {
  it('takes a document id and a known role', () => {
    expect(setUserRoleInputSchema.safeParse({ uid: 'seed-admin', role: 'customer' }).success).toBe(true);
    expect(setUserRoleInputSchema.safeParse({ uid: 'seed-admin', role: 'owner' }).success).toBe(false);
    expect(setUserRoleInputSchema.safeParse({ uid: 'a/b', role: 'admin' }).success).toBe(false);
  });
});
