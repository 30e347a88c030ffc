import { applyActionCode, checkActionCode, sendEmailVerification } from 'firebase/auth';
import { httpsCallable, type Functions } from 'firebase/functions';
import { setEmailVerifiedOutputSchema } from '@kasuwa/contract/accounts';
import { collections } from '@kasuwa/contract/collections';
import { functionNames } from '@kasuwa/contract/functions';
import { adminAuth, adminDb } from '../support/admin-app';
import { callOverHttp, signedInCallables } from '../support/callable-client';
import { signedInClient, visitorClient } from '../support/client-app';
import { emulatorHost, projectId } from '../support/emulators';
import { newAccount, profileOf, uniqueEmail } from '../support/test-accounts';
import { seedCallers } from '../support/seed-callers';

const callers = seedCallers();
const setEmailVerified = (functions: Functions, data: unknown) => httpsCallable(functions, functionNames.setEmailVerified)(data);

/**
 * A new address of the documentation range (RFC 3849) for each call of this run. The function counts
 * calls per X-Forwarded-For address, so no test shares a budget with another one, or with the calls
 * made without the header (the end-to-end suite, on the same emulators).
 */
let addresses = 0;
// Each its own /64: the function budgets an IPv6 address by its network.
const testAddress = () => `2001:db8:${(addresses += 1).toString(16)}::1`;

/** The verification code the Auth emulator would have emailed to `email`. */
async function verificationCodeOf(email: string): Promise<string> {
  const url = `http://${emulatorHost('FIREBASE_AUTH_EMULATOR_HOST')}/emulator/v1/projects/${projectId}/oobCodes`;
  const { oobCodes } = (await (await fetch(url)).json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const code = oobCodes.filter((entry) => entry.email === email && entry.requestType === 'VERIFY_EMAIL').at(-1);
  if (!code) throw new Error(`The Auth emulator holds no verification code for ${email}`);
  return code.oobCode;
}

describe('setEmailVerified on the Functions emulator', () => {
  it('copies emailVerified into the profile for a visitor who is not signed in, as the verify page does', async () => {
    const account = await newAccount('verify-visitor');
    const client = await signedInClient(account.email, account.password);
    await sendEmailVerification(client.user);
    await client.close();

    const page = visitorClient();
    try {
      const code = await verificationCodeOf(account.email);
      const { data } = await checkActionCode(page.auth, code);
      await applyActionCode(page.auth, code);
      const { data: answer } = await setEmailVerified(callers.visitor.functions, { email: data.email });
      expect(setEmailVerifiedOutputSchema.parse(answer)).toEqual({ ok: true });
    } finally {
      await page.close();
    }
    expect(await profileOf(account.uid)).toEqual({ role: 'customer', emailVerified: true, email: account.email });
  });

  it('copies it for the signed-in account holder too', async () => {
    const account = await newAccount('verify-signed-in');
    await adminAuth.updateUser(account.uid, { emailVerified: true });
    const holder = await signedInCallables(account.email, account.password);
    try {
      expect((await setEmailVerified(holder.functions, { email: account.email })).data).toEqual({ ok: true });
    } finally {
      await holder.close();
    }
    expect(await profileOf(account.uid)).toMatchObject({ emailVerified: true });
  });

  it('copies an unverified state as well: the profile follows Auth, not the caller', async () => {
    const account = await newAccount('verify-false');
    await adminDb.collection(collections.profiles).doc(account.uid).update({ emailVerified: true });
    await setEmailVerified(callers.visitor.functions, { email: account.email.toUpperCase() });
    expect(await profileOf(account.uid)).toMatchObject({ emailVerified: false });
  });

  it('answers the same for an unknown email and for an account without a profile, writing nothing', async () => {
    const noProfile = await newAccount('verify-no-profile', { emailVerified: true, profile: false });
    const unknown = uniqueEmail('verify-unknown');
    expect((await setEmailVerified(callers.visitor.functions, { email: unknown })).data).toEqual({ ok: true });
    expect((await setEmailVerified(callers.visitor.functions, { email: noProfile.email })).data).toEqual({ ok: true });
    expect(await profileOf(noProfile.uid)).toBeUndefined();
  });

  it.each([[{}], [{ email: 'pas-un-email' }], [{ email: 'a@kasuwa.test', emailVerified: true }]])(
    'refuses the input %j',
    async (data) => {
      await expect(setEmailVerified(callers.visitor.functions, data)).rejects.toMatchObject({
        code: 'functions/invalid-argument',
      });
    },
  );

  it('allows 5 calls per email in 10 minutes, then answers resource-exhausted', async () => {
    const account = await newAccount('verify-limit-email');
    const address = testAddress();
    const statuses: number[] = [];
    for (let call = 0; call < 6; call += 1) {
      statuses.push(
        (await callOverHttp(functionNames.setEmailVerified, { email: account.email }, { 'X-Forwarded-For': address })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const refused = await callOverHttp(
      functionNames.setEmailVerified,
      { email: account.email },
      { 'X-Forwarded-For': testAddress() },
    );
    expect(refused).toMatchObject({
      status: 429,
      error: { status: 'RESOURCE_EXHAUSTED', message: 'Too many email verification requests. Wait 10 minutes, then try again.' },
    });
  });

  it('allows 30 calls per address in 10 minutes, whatever the emails, then answers resource-exhausted', async () => {
    const address = testAddress();
    const call = (email: string, from = address) =>
      callOverHttp(functionNames.setEmailVerified, { email }, { 'X-Forwarded-For': from });

    const statuses: number[] = [];
    for (let lane = 0; lane < 6; lane += 1) {
      // Five at a time: the counter of the address is contended, as under a real burst.
      statuses.push(
        ...(await Promise.all(Array.from({ length: 5 }, () => call(uniqueEmail('limit-address'))))).map((r) => r.status),
      );
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect((await call(uniqueEmail('limit-address'))).error?.status).toBe('RESOURCE_EXHAUSTED');
    expect((await call(uniqueEmail('limit-address'), testAddress())).status).toBe(200);
  }, 60_000);

  it('keys the address limit on the address the platform appends, not on what the client put before it', async () => {
    const address = testAddress();
    const statuses: number[] = [];
    for (let call = 0; call < 31; call += 1) {
      const forged = `${testAddress()}, 192.0.2.${call}`;
      const answer = await callOverHttp(
        functionNames.setEmailVerified,
        { email: uniqueEmail('forged') },
        { 'X-Forwarded-For': `${forged}, ${address}` },
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  }, 60_000);

  it("lets a stranger's 60 calls for an address use up its limit, and still mirrors its owner's verification", async () => {
    const account = await newAccount('verify-stranger');
    const statuses: number[] = [];
    for (let call = 0; call < 60; call += 1) {
      statuses.push(
        (await callOverHttp(functionNames.setEmailVerified, { email: account.email }, { 'X-Forwarded-For': testAddress() }))
          .status,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

    const client = await signedInClient(account.email, account.password);
    await sendEmailVerification(client.user);
    await client.close();
    const page = visitorClient();
    try {
      await applyActionCode(page.auth, await verificationCodeOf(account.email));
    } finally {
      await page.close();
    }
    const owner = await callOverHttp(
      functionNames.setEmailVerified,
      { email: account.email },
      { 'X-Forwarded-For': testAddress() },
    );
    expect(owner.status).toBe(200);
    expect(await profileOf(account.uid)).toMatchObject({ emailVerified: true });
  }, 60_000);

  it('keeps its counters under hashed ids, with no email or address in clear, and an expiry', async () => {
    const email = uniqueEmail('verify-counters');
    const address = testAddress();
    await callOverHttp(functionNames.setEmailVerified, { email }, { 'X-Forwarded-For': address });
    const counters = (await adminDb.collection(collections.rateLimits).get()).docs;
    // placeOrder counts orders (per shopper, for an hour and a day) and its calls (an hour) in the same collection.
    const windows: Record<string, number> = {
      'setEmailVerified.email': 10 * 60_000,
      'setEmailVerified.address': 10 * 60_000,
      'orders-hour': 3_600_000,
      'orders-day': 86_400_000,
      'order-calls-hour': 3_600_000,
    };
    expect(
      counters.filter((counter) => String(counter.get('name')).startsWith('setEmailVerified.')).length,
    ).toBeGreaterThanOrEqual(2);
    for (const counter of counters) {
      expect(counter.id).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.keys(windows)).toContain(counter.get('name'));
      expect(counter.get('expiresAt').toMillis()).toBeGreaterThan(Date.now());
      expect(counter.get('expiresAt').toMillis()).toBeLessThanOrEqual(Date.now() + (windows[counter.get('name') as string] ?? 0));
    }
    const stored = JSON.stringify(counters.map((counter) => [counter.id, counter.data()]));
    expect(stored).not.toContain(email);
    expect(stored).not.toContain(address);
  });
});
