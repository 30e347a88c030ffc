import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeFirestore } from '../../test/fake-firestore';
import { useRetryStaffSession, useStaffSession } from './use-staff-session';

let mockAuthListener: ((user: unknown) => void) | null = null;

jest.mock('../../lib/firebase/auth', () => ({ auth: {} }));
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);
jest.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    mockAuthListener = listener;
    return () => undefined;
  },
}));

/** A signed-in user whose current token has `claims`, and whose refreshed token has `refreshed`. */
function fakeUser(uid: string, claims: object, refreshed: object = claims) {
  return { uid, getIdTokenResult: jest.fn(async (force?: boolean) => ({ claims: force ? refreshed : claims })) };
}

function renderSession() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useStaffSession().session, { wrapper });
}

beforeEach(() => {
  fakeFirestore.reset();
  mockAuthListener = null;
});

describe('useStaffSession', () => {
  it("is 'loading' until Auth has restored the session, then 'signed-out' without a user", () => {
    const { result } = renderSession();
    expect(result.current).toBe('loading');
    act(() => mockAuthListener?.(null));
    expect(result.current).toBe('signed-out');
  });

  it.each([
    ['a customer profile', { role: 'customer', emailVerified: true }],
    ['no profile', null],
  ])("is 'not-staff' for a user with %s", async (_case, profile) => {
    if (profile) fakeFirestore.set('users', 'u1', profile);
    const { result } = renderSession();
    act(() => mockAuthListener?.(fakeUser('u1', {})));
    expect(result.current).toBe('loading');
    await waitFor(() => expect(result.current).toBe('not-staff'));
  });

  it("is 'unreachable' when the profile cannot be read, logs why, and 'staff' once a retry reads it", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeFirestore.set('users', 'u1', { role: 'admin', emailVerified: true });
    fakeFirestore.failReads = Object.assign(new Error('Failed to get document because the client is offline.'), {
      code: 'unavailable',
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ session: useStaffSession().session, retry: useRetryStaffSession() }), { wrapper });
    act(() => mockAuthListener?.(fakeUser('u1', { role: 'admin' })));
    await waitFor(() => expect(result.current.session).toBe('unreachable'));
    expect(logged).toHaveBeenCalledWith('Could not read the staff profile or refresh the token:', fakeFirestore.failReads);

    fakeFirestore.failReads = null;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.session).toBe('staff'));
    logged.mockRestore();
  });

  it("is 'staff' for an admin profile, refreshing a token that lacks the role claim", async () => {
    fakeFirestore.set('users', 'u1', { role: 'admin', emailVerified: true });
    const user = fakeUser('u1', {}, { role: 'admin' });
    const { result } = renderSession();
    act(() => mockAuthListener?.(user));
    await waitFor(() => expect(result.current).toBe('staff'));
    expect(user.getIdTokenResult).toHaveBeenCalledWith(true);
  });

  it.each(['manager', 'seller', 'rider', 'viewer'])("is 'staff' in the %s role, with a token of that role", async (role) => {
    fakeFirestore.set('users', 'u1', { role, emailVerified: true });
    const user = fakeUser('u1', { role: 'admin' }, { role });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useStaffSession(), { wrapper });
    act(() => mockAuthListener?.(user));
    await waitFor(() => expect(result.current).toEqual({ session: 'staff', role }));
    expect(user.getIdTokenResult).toHaveBeenCalledWith(true);
  });

  it('leaves a token that already carries the claim alone', async () => {
    fakeFirestore.set('users', 'u1', { role: 'admin', emailVerified: true });
    const user = fakeUser('u1', { role: 'admin' });
    const { result } = renderSession();
    act(() => mockAuthListener?.(user));
    await waitFor(() => expect(result.current).toBe('staff'));
    expect(user.getIdTokenResult).not.toHaveBeenCalledWith(true);
  });
});
