import type { StaffAccount } from '@kasuwa/contract/accounts';
import { isStaffRole, type Role } from '@kasuwa/contract/roles';
import { staffRoles } from '@kasuwa/contract/staff-roles';
import { isFirestoreNotFound } from '../firestore-errors';

/** What the account functions need of an Auth user. */
export interface Account {
  uid: string;
  email?: string;
  emailVerified: boolean;
  claims: Record<string, unknown>;
  disabled: boolean;
  /** When the account's sessions were last ended (ms): ID tokens signed in before are revoked. */
  tokensValidAfter: number | null;
}

/** What the account functions read of an Auth user record. */
export interface AuthUser {
  uid: string;
  email?: string;
  emailVerified: boolean;
  customClaims?: { [key: string]: unknown };
  displayName?: string;
  disabled?: boolean;
  metadata?: { lastSignInTime?: string | null };
  tokensValidAfterTime?: string;
}

/** The part of firebase-admin Auth the account functions use. */
export interface AuthUsers {
  getUser(uid: string): Promise<AuthUser>;
  getUserByEmail(email: string): Promise<AuthUser>;
  setCustomUserClaims(uid: string, claims: object | null): Promise<void>;
  getUsers(identifiers: { uid: string }[]): Promise<{ users: AuthUser[] }>;
  revokeRefreshTokens(uid: string): Promise<void>;
}

/** Auth's largest batch of accounts looked up at once. */
const usersPerLookUp = 100;

/** The part of the profiles collection (`users`) the account functions use. */
export interface ProfileCollection {
  doc(uid: string): {
    get(): Promise<{ data(): unknown }>;
    update(fields: { [field: string]: unknown }): Promise<unknown>;
    create(fields: { [field: string]: unknown }): Promise<unknown>;
  };
  where(field: 'role', op: 'in', values: readonly string[]): { get(): Promise<{ docs: { id: string }[] }> };
}

const isUserNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'auth/user-not-found';

/** Auth accounts and their profiles, with "not there" as null or false rather than as errors. */
export function createAccountStore(auth: AuthUsers, profiles: ProfileCollection) {
  const lookUp = async (find: () => Promise<AuthUser>): Promise<Account | null> => {
    try {
      const user = await find();
      const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : Number.NaN;
      return {
        uid: user.uid,
        email: user.email,
        emailVerified: user.emailVerified,
        claims: user.customClaims ?? {},
        disabled: user.disabled ?? false,
        tokensValidAfter: Number.isFinite(validAfter) ? validAfter : null,
      };
    } catch (error) {
      if (isUserNotFound(error)) return null;
      throw error;
    }
  };

  const updateProfile = async (uid: string, fields: { [field: string]: unknown }): Promise<boolean> => {
    try {
      await profiles.doc(uid).update(fields);
      return true;
    } catch (error) {
      if (isFirestoreNotFound(error)) return false;
      throw error;
    }
  };

  return {
    /**
     * Every account with a staff role, by email: the profiles whose role is one of the team's (a query,
     * not a walk through every account), each confirmed by the same role claim in Auth, which the rules
     * trust.
     */
    async staff(): Promise<StaffAccount[]> {
      const { docs } = await profiles.where('role', 'in', staffRoles).get();
      const uids = docs.map((profile) => profile.id);
      const staff: StaffAccount[] = [];
      for (let start = 0; start < uids.length; start += usersPerLookUp) {
        const { users } = await auth.getUsers(uids.slice(start, start + usersPerLookUp).map((uid) => ({ uid })));
        for (const user of users) {
          const role = user.customClaims?.role;
          if (!isStaffRole(role)) continue;
          const lastSignIn = user.metadata?.lastSignInTime;
          staff.push({
            uid: user.uid,
            role,
            email: user.email ?? null,
            displayName: user.displayName ?? null,
            disabled: user.disabled ?? false,
            lastSignInAt: lastSignIn ? new Date(lastSignIn).toISOString() : null,
          });
        }
      }
      return staff.sort((a, b) => (a.email ?? a.uid).localeCompare(b.email ?? b.uid));
    },

    /** Ends the account's sessions at their next token refresh (an ID token lives an hour at most). */
    endSessions: (uid: string) => auth.revokeRefreshTokens(uid),

    byEmail: (email: string) => lookUp(() => auth.getUserByEmail(email)),
    byUid: (uid: string) => lookUp(() => auth.getUser(uid)),

    /** The profile's fields as stored (not validated), or undefined when the account has none. */
    async profile(uid: string): Promise<Record<string, unknown> | undefined> {
      return (await profiles.doc(uid).get()).data() as Record<string, unknown> | undefined;
    },

    /** Writes fields into the existing profile only; false when the account has no profile. */
    updateProfile,

    /** Sets the role claim, or removes it (null), keeping the account's other claims. */
    async setRoleClaim(account: Account, role: Role | null): Promise<void> {
      const others = Object.fromEntries(Object.entries(account.claims).filter(([name]) => name !== 'role'));
      await auth.setCustomUserClaims(account.uid, role === null ? others : { ...others, role });
    },

    /** Sets the profile's role; an account without a profile gets one made from its Auth record. */
    async setProfileRole(account: Account, role: Role): Promise<void> {
      if (await updateProfile(account.uid, { role })) return;
      await profiles.doc(account.uid).create({
        role,
        emailVerified: account.emailVerified,
        ...(account.email && { email: account.email }),
      });
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
