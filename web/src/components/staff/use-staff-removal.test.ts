import { renderHook, waitFor } from '@testing-library/react';
import { useStaffRemoval } from './use-staff-removal';

// The watch itself is tested in staff-removal.test.ts; here, when the gate runs it.
const mockAuth: { currentUser: unknown } = { currentUser: null };
const mockStop = jest.fn();
let mockFound: ((uid: string) => void) | null = null;
const mockWatch = jest.fn((_user: unknown, onRemoved: (uid: string) => void) => {
  mockFound = onRemoved;
  return mockStop;
});
jest.mock('../../lib/firebase/auth', () => ({
  get auth() {
    return mockAuth;
  },
}));
jest.mock('./staff-removal', () => ({
  watchStaffRemoval: (user: unknown, onRemoved: (uid: string) => void) => mockWatch(user, onRemoved),
  forgetRemovedStaff: (uid: string) => ({ text: 'Logged out', tone: 'error', uid }),
}));

beforeEach(() => {
  mockAuth.currentUser = null;
  mockWatch.mockClear();
  mockStop.mockClear();
  mockFound = null;
});

describe('useStaffRemoval', () => {
  it('watches the signed-in staff member while the session is open, and hands over the notice once removed', async () => {
    const user = { uid: 'u1' };
    mockAuth.currentUser = user;
    const onRemoved = jest.fn();
    const { rerender } = renderHook(({ active }) => useStaffRemoval(active, onRemoved), { initialProps: { active: true } });
    await waitFor(() => expect(mockWatch).toHaveBeenCalledWith(user, expect.any(Function)));
    mockFound?.('u1');
    expect(onRemoved).toHaveBeenCalledWith({ text: 'Logged out', tone: 'error', uid: 'u1' });
    rerender({ active: false });
    expect(mockStop).toHaveBeenCalledTimes(1);
  });

  it('watches no one while the session is not open', async () => {
    mockAuth.currentUser = { uid: 'u1' };
    renderHook(() => useStaffRemoval(false, jest.fn()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockWatch).not.toHaveBeenCalled();
  });

  it('does not start a watch stopped before its code loaded', async () => {
    mockAuth.currentUser = { uid: 'u1' };
    const { unmount } = renderHook(() => useStaffRemoval(true, jest.fn()));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockWatch).not.toHaveBeenCalled();
  });
});
