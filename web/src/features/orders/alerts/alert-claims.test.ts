import { claimAlert, claimHeldMs } from './alert-claims';

beforeEach(() => localStorage.clear());

it('lets one tab alert about an order, once, and remembers the last 200 orders', async () => {
  const claims = await Promise.all([claimAlert('order-1'), claimAlert('order-1'), claimAlert('order-2')]);
  expect(claims).toEqual([true, false, true]);
  expect(await claimAlert('order-1')).toBe(false);
  for (let index = 0; index < 200; index += 1) await claimAlert(`later-${index}`);
  expect(await claimAlert('order-1')).toBe(true);
});

it('still alerts when what the device kept is unreadable', async () => {
  localStorage.setItem('kasuwa.alerted-orders', '{not json');
  expect(await claimAlert('order-3')).toBe(true);
});

describe('with Web Locks, as in Chromium', () => {
  /** The browser's lock manager as two tabs share it: a held lock refuses `ifAvailable` at once. */
  const held = new Set<string>();
  const locks = {
    request: async (name: string, _options: { ifAvailable: true }, work: (lock: object | null) => Promise<unknown>) => {
      if (held.has(name)) return work(null);
      held.add(name);
      try {
        return await work({ name });
      } finally {
        held.delete(name);
      }
    },
  };
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
    jest.useRealTimers();
  });

  it('refuses a second tab while the first holds the order, even before its mark reaches that tab', async () => {
    const first = await claimAlert('order-4');
    // The other tab's process has not seen the first one's write yet.
    const setItem = jest.spyOn(Storage.prototype, 'getItem').mockReturnValue('[]');
    expect([first, await claimAlert('order-4')]).toEqual([true, false]);
    setItem.mockRestore();
    await jest.advanceTimersByTimeAsync(claimHeldMs);
    expect(held.size).toBe(0);
    // Let go, the mark the tabs share still says it was alerted.
    expect(await claimAlert('order-4')).toBe(false);
  });
});
