import { act, renderHook } from '@testing-library/react';
import { savedStoreTheme, systemStoreTheme, useStoreTheme } from './store-theme';

/** A system colour scheme that the test sets and changes, as a phone does at night. */
function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  return {
    turn(nowDark: boolean) {
      query.matches = nowDark;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

describe('the store theme', () => {
  const original = window.matchMedia;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    window.matchMedia = original;
  });

  it('follows the system until staff choose, then keeps their choice at the next visit', () => {
    const system = fakeSystemScheme(true);
    const first = renderHook(() => useStoreTheme());
    expect(first.result.current[0]).toBe('dark');
    system.turn(false);
    expect(first.result.current[0]).toBe('light');
    act(() => first.result.current[1]());
    expect(first.result.current[0]).toBe('dark');
    // Chosen: the system no longer decides.
    system.turn(false);
    expect(first.result.current[0]).toBe('dark');
    first.unmount();

    const nextVisit = renderHook(() => useStoreTheme());
    expect(nextVisit.result.current[0]).toBe('dark');
    act(() => nextVisit.result.current[1]());
    expect(nextVisit.result.current[0]).toBe('light');
    expect(savedStoreTheme()).toBe('light');
  });

  it('is light where the browser cannot say the system’s scheme', () => {
    expect(systemStoreTheme(undefined)).toBe('light');
    const { result } = renderHook(() => useStoreTheme());
    expect(result.current[0]).toBe('light');
  });

  it('reads anything odd, or storage that throws, as no choice', () => {
    expect(savedStoreTheme({ getItem: () => 'purple' })).toBeNull();
    expect(
      savedStoreTheme({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBeNull();
  });

  it('still changes for this visit when storage refuses to save', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useStoreTheme());
    act(() => result.current[1]());
    expect(result.current[0]).toBe('dark');
    expect(warn).toHaveBeenCalled();
    setItem.mockRestore();
    warn.mockRestore();
  });
});
