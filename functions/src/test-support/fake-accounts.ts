import { createAccountStore, type AuthUser, type AuthUsers, type ProfileCollection } from '../accounts/account-store';

type FakeUser = AuthUser;

const codedError = (message: string, code: string | number) => Object.assign(new Error(message), { code });

/** For unit tests: Auth users and profiles in memory, failing as firebase-admin fails. */
export function fakeAccounts(users: FakeUser[], profiles: Record<string, Record<string, unknown>> = {}) {
  const byUid = new Map(users.map((user) => [user.uid, { ...user }]));
  const stored = new Map(Object.entries(profiles));
  const claimWrites: { uid: string; claims: object | null }[] = [];
  const sessionsEnded: string[] = [];
  const profileWrites: { uid: string; kind: 'update' | 'create'; fields: object }[] = [];

  const found = (user: FakeUser | undefined) => {
    if (!user) throw codedError('There is no user record corresponding to the provided identifier.', 'auth/user-not-found');
    return user;
  };
  const auth: AuthUsers = {
    getUser: async (uid) => found(byUid.get(uid)),
    getUserByEmail: async (email) => found([...byUid.values()].find((user) => user.email === email)),
    setCustomUserClaims: async (uid, claims) => {
      found(byUid.get(uid)).customClaims = { ...claims };
      claimWrites.push({ uid, claims });
    },
    getUsers: async (identifiers) => {
      if (identifiers.length > 100)
        throw codedError('`identifiers` parameter must have <= 100 entries.', 'auth/maximum-user-count-exceeded');
      return { users: identifiers.flatMap(({ uid }) => byUid.get(uid) ?? []) };
    },
    revokeRefreshTokens: async (uid) => {
      found(byUid.get(uid));
      sessionsEnded.push(uid);
    },
  };
  const collection: ProfileCollection = {
    doc: (uid) => ({
      get: async () => ({ data: () => stored.get(uid) }),
      update: async (fields) => {
        const profile = stored.get(uid);
        if (!profile) throw codedError('5 NOT_FOUND: no entity to update', 5);
        stored.set(uid, { ...profile, ...fields });
        profileWrites.push({ uid, kind: 'update', fields });
      },
      create: async (fields) => {
        if (stored.has(uid)) throw codedError('6 ALREADY_EXISTS', 6);
        stored.set(uid, { ...fields });
        profileWrites.push({ uid, kind: 'create', fields });
      },
    }),
    where: (field, _op, values) => ({
      get: async () => ({
        docs: [...stored].filter(([, profile]) => values.includes(profile[field] as string)).map(([id]) => ({ id })),
      }),
    }),
  };
  return {
    store: createAccountStore(auth, collection),
    collection,
    users: byUid,
    profiles: stored,
    claimWrites,
    profileWrites,
    sessionsEnded,
  };
}
