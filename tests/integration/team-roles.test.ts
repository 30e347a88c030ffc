import { httpsCallable, type Functions } from 'firebase/functions';
import { collections } from '@kasuwa/contract/collections';
import { functionNames } from '@kasuwa/contract/functions';
import type { StaffRole } from '@kasuwa/contract/staff-roles';
import { adminAuth, adminDb } from '../support/admin-app';
import { signedInCallables } from '../support/callable-client';
import { seedCallers } from '../support/seed-callers';
import { claimsOf, newAccount } from '../support/test-accounts';

/**
 * What each role of a team may ask of the staff functions (contract/src/staff-roles.ts), through the
 * Auth, Firestore and Functions emulators. The seeded owner grants each role with setUserRole, as
 * /store/staff does.
 */
type Name = keyof typeof functionNames;

const callers = seedCallers();
const team: Partial<Record<StaffRole, { uid: string; functions: Functions; close: () => Promise<void> }>> = {};
const grant = (uid: string, role: StaffRole | 'customer') =>
  httpsCallable(callers.staff.functions, functionNames.setUserRole)({ uid, role });

beforeAll(async () => {
  for (const role of ['manager', 'seller', 'rider', 'viewer'] as const) {
    const account = await newAccount(`team-${role}`, { emailVerified: true });
    await grant(account.uid, role);
    if ((await claimsOf(account.uid)).role !== role) throw new Error(`${role}: the grant did not hold`);
    team[role] = { uid: account.uid, ...(await signedInCallables(account.email, account.password)) };
  }
}, 60_000);

// The seed's checks read every profile: the members go.
afterAll(async () => {
  for (const member of Object.values(team)) {
    await member.close();
    await adminAuth.deleteUser(member.uid);
    await adminDb.collection(collections.profiles).doc(member.uid).delete();
  }
});

/** The answer's code: `ok`, or the code of the HttpsError the function refused with. */
async function outcome(role: StaffRole, name: Name, data: unknown): Promise<string> {
  const member = team[role];
  if (!member) throw new Error(`no ${role} in the team`);
  return httpsCallable(
    member.functions,
    functionNames[name],
  )(data).then(
    () => 'ok',
    (error: unknown) => String((error as { code?: string }).code),
  );
}

const refused = 'functions/permission-denied';
const aPhone = { phone: '+227 96 00 00 01' };

describe('a team’s roles at the staff functions', () => {
  it('keeps roles and the team to the owner: a manager or a seller can neither grant nor look up accounts', async () => {
    for (const role of ['manager', 'seller', 'rider', 'viewer'] as const) {
      expect([role, await outcome(role, 'setUserRole', { email: 'qui@kasuwa.test', role: 'admin' })]).toEqual([role, refused]);
      expect([role, await outcome(role, 'findAccount', { email: 'qui@kasuwa.test' })]).toEqual([role, refused]);
      expect([role, await outcome(role, 'listStaff', null)]).toEqual([role, refused]);
    }
  });

  it('keeps the shop’s settings to the owner', async () => {
    for (const role of ['manager', 'seller', 'viewer'] as const) {
      expect([role, await outcome(role, 'setOrderHolds', { holdMinutes: 60, perVariant: 5, inAll: 10 })]).toEqual([
        role,
        refused,
      ]);
      expect([role, await outcome(role, 'setLowStockDefault', { lowAt: 3 })]).toEqual([role, refused]);
    }
  });

  it('lets a manager and a seller look up a caller’s accounts, and refuses a viewer and a rider', async () => {
    expect(await outcome('manager', 'findPhoneCustomers', aPhone)).toBe('ok');
    expect(await outcome('seller', 'findPhoneCustomers', aPhone)).toBe('ok');
    expect(await outcome('viewer', 'findPhoneCustomers', aPhone)).toBe(refused);
    expect(await outcome('rider', 'findPhoneCustomers', aPhone)).toBe(refused);
  });

  it('lets a viewer read the figures, and write nothing: no phone order, no stock', async () => {
    expect(await outcome('viewer', 'getReferralStats', {})).toBe('ok');
    expect(await outcome('viewer', 'placePhoneOrder', { lines: [] })).toBe(refused);
    expect(await outcome('viewer', 'setStock', { productId: 'x', variants: [] })).toBe(refused);
    expect(await outcome('viewer', 'linkPhoneOrders', { ...aPhone, uid: 'x' })).toBe(refused);
  });

  it("takes a removed or lessened member's powers at once: their token of before does nothing", async () => {
    const leaver = await newAccount('team-leaver', { emailVerified: true });
    const lessened = await newAccount('team-lessened', { emailVerified: true });
    await grant(leaver.uid, 'seller');
    await grant(lessened.uid, 'manager');
    const leaverCalls = await signedInCallables(leaver.email, leaver.password);
    const lessenedCalls = await signedInCallables(lessened.email, lessened.password);
    try {
      const ask = (functions: Functions) =>
        httpsCallable(
          functions,
          functionNames.findPhoneCustomers,
        )(aPhone).then(
          () => 'ok',
          (error: unknown) => String((error as { code?: string }).code),
        );
      expect([await ask(leaverCalls.functions), await ask(lessenedCalls.functions)]).toEqual(['ok', 'ok']);
      // Auth ends sessions for tokens issued before the second of the change.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await grant(leaver.uid, 'customer');
      await grant(lessened.uid, 'viewer');
      expect([await ask(leaverCalls.functions), await ask(lessenedCalls.functions)]).toEqual([refused, refused]);
      const audit = await adminDb.collection(collections.roleChanges).where('target', 'in', [leaver.uid, lessened.uid]).get();
      expect(audit.docs.map((change) => `${change.get('from')} → ${change.get('to')}`).sort()).toEqual([
        'customer → manager',
        'customer → seller',
        'manager → viewer',
        'seller → customer',
      ]);
    } finally {
      await Promise.all([leaverCalls.close(), lessenedCalls.close()]);
      for (const uid of [leaver.uid, lessened.uid]) {
        await adminAuth.deleteUser(uid);
        await adminDb.collection(collections.profiles).doc(uid).delete();
      }
    }
  });

  it('keeps the figures from a seller and a rider', async () => {
    expect(await outcome('seller', 'getReferralStats', {})).toBe(refused);
    expect(await outcome('rider', 'getReferralStats', {})).toBe(refused);
    expect(await outcome('manager', 'getReferralStats', {})).toBe('ok');
  });
});
