import { fakeFirestore } from '../../../test/fake-firestore';
import { signInStaff } from './sign-in-staff';

const mockSignOut = jest.fn();
let mockUser: { uid: string; getIdTokenResult: jest.Mock } | null = null;

jest.mock('../../../lib/firebase/auth', () => ({ auth: {} }));
jest.mock('../../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('firebase/firestore', () => jest.requireActual('../../../test/fake-firestore').firestoreModule);
jest.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: async () => ({ user: mockUser }),
  signOut: () => mockSignOut(),
}));

const credentials = { email: 'someone@kasuwa.test', password: 'secret' };

function signInAs(uid: string, claims: object, refreshed: object = claims) {
  mockUser = { uid, getIdTokenResult: jest.fn(async (force?: boolean) => ({ claims: force ? refreshed : claims })) };
  return mockUser;
}

beforeEach(() => {
  fakeFirestore.reset();
  mockSignOut.mockReset().mockResolvedValue(undefined);
});

describe('signInStaff', () => {
  it('refreshes the ID token of an admin whose token predates the role claim', async () => {
    fakeFirestore.set('users', 'a1', { role: 'admin', emailVerified: true });
    const user = signInAs('a1', {}, { role: 'admin' });
    await expect(signInStaff(credentials)).resolves.toEqual({ result: 'signed-in', role: 'admin' });
    expect(user.getIdTokenResult).toHaveBeenCalledWith(true);
    expect(mockSignOut).not.toHaveBeenCalled();
  });

  it('keeps a token that already has the claim', async () => {
    fakeFirestore.set('users', 'a1', { role: 'admin', emailVerified: true });
    const user = signInAs('a1', { role: 'admin' });
    await expect(signInStaff(credentials)).resolves.toEqual({ result: 'signed-in', role: 'admin' });
    expect(user.getIdTokenResult).not.toHaveBeenCalledWith(true);
  });

  it('signs in every staff role, with a token of that role, and says which', async () => {
    for (const role of ['manager', 'seller', 'rider', 'viewer']) {
      fakeFirestore.set('users', 's1', { role, emailVerified: true });
      const user = signInAs('s1', { role: 'customer' }, { role });
      await expect(signInStaff(credentials)).resolves.toEqual({ result: 'signed-in', role });
      expect(user.getIdTokenResult).toHaveBeenCalledWith(true);
    }
    expect(mockSignOut).not.toHaveBeenCalled();
  });

  it('signs a customer out again', async () => {
    fakeFirestore.set('users', 'c1', { role: 'customer', emailVerified: true });
    signInAs('c1', {});
    await expect(signInStaff(credentials)).resolves.toEqual({ result: 'invalid-role' });
    expect(mockSignOut).toHaveBeenCalled();
  });

  it('signs out an account without a profile', async () => {
    signInAs('n1', {});
    await expect(signInStaff(credentials)).resolves.toEqual({ result: 'no-profile' });
    expect(mockSignOut).toHaveBeenCalled();
  });

  it('signs out again and fails when the profile cannot be read, leaving no unchecked session', async () => {
    fakeFirestore.failReads = new Error('unavailable');
    signInAs('a1', { role: 'admin' });
    await expect(signInStaff(credentials)).rejects.toThrow('unavailable');
    expect(mockSignOut).toHaveBeenCalled();
  });
});
