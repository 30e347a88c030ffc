import { renderHook } from '@testing-library/react';
import type { CacheClearing } from '../../lib/firebase/cache-clearing';
import { removedNotice } from './removed-notice';
import { useSignOutInOtherTabs } from './signed-out-elsewhere';

// The channel between tabs is faked (cache-clearing.test.ts tests it); here, what this tab does when told.
let mockTold: ((why: CacheClearing) => void) | null = null;
const mockReload = jest.fn();
jest.mock('../../lib/firebase/cache-clearing', () => ({
  onCacheClearing: (close: (why: CacheClearing) => void) => {
    mockTold = close;
    return () => undefined;
  },
}));
jest.mock('./staff-notice', () => ({
  ...jest.requireActual<typeof import('./staff-notice')>('./staff-notice'),
  reloadIntoLogin: (notice: unknown) => mockReload(notice),
}));

beforeEach(() => mockReload.mockClear());

describe('useSignOutInOtherTabs', () => {
  it('loads the login page with "Logged out" after a Logout in another tab', () => {
    renderHook(() => useSignOutInOtherTabs());
    mockTold?.({});
    expect(mockReload).toHaveBeenCalledWith({ text: 'Logged out', tone: 'success' });
  });

  it("says what the other tab's login page says after a removal, with its count", () => {
    renderHook(() => useSignOutInOtherTabs());
    mockTold?.({ notice: JSON.parse(JSON.stringify(removedNotice(2))) });
    expect(mockReload).toHaveBeenCalledWith(removedNotice(2));
  });

  it('says "Logged out" for a notice that is not one of the console\'s', () => {
    renderHook(() => useSignOutInOtherTabs());
    mockTold?.({ notice: { text: '<b>anything</b>', tone: 'error' } });
    expect(mockReload).toHaveBeenCalledWith({ text: 'Logged out', tone: 'success' });
  });
});
