import { act, renderHook } from '@testing-library/react';
import { savedStoreTheme, useStoreTheme } from './store-theme';

describe('the store theme', () => {
  beforeEach(() => localStorage.clear());

  it('starts light, and is dark after a toggle, also at the next visit', () => {
    const first = renderHook(() => useStoreTheme());
    expect(first.result.current[0]).toBe('light');
    act(() => first.result.current[1]());
    expect(first.result.current[0]).toBe('dark');
    first.unmount();

    const nextVisit = renderHook(() => useStoreTheme());
    expect(nextVisit.result.current[0]).toBe('dark');
    act(() => nextVisit.result.current[1]());
    expect(nextVisit.result.current[0]).toBe('light');
    expect(savedStoreTheme()).toBe('light');
  });

  it('reads anything odd, or storage that throws, as light', () => {
    expect(savedStoreTheme({ getItem: () => 'purple' })).toBe('light');
    expect(
      savedStoreTheme({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBe('light');
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
