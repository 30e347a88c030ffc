// The browser's BroadcastChannel is faked: each module copy below stands for one tab of the console,
// and a message reaches every other channel of the same name, never the one that posted it. The real
// one runs between two Chromium tabs in tests/e2e/feedback-admin.spec.ts.
class FakeBroadcastChannel extends EventTarget {
  static readonly open: FakeBroadcastChannel[] = [];
  constructor(readonly name: string) {
    super();
    FakeBroadcastChannel.open.push(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeBroadcastChannel.open)
      if (other !== this && other.name === this.name) other.dispatchEvent(new MessageEvent('message', { data }));
  }
}

type CacheClearing = typeof import('./cache-clearing');

function openTab(): CacheClearing {
  let tab: CacheClearing | undefined;
  jest.isolateModules(() => {
    tab = jest.requireActual<CacheClearing>('./cache-clearing');
  });
  return tab!;
}

beforeEach(() => {
  FakeBroadcastChannel.open.length = 0;
  Object.defineProperty(globalThis, 'BroadcastChannel', { value: FakeBroadcastChannel, configurable: true });
});

describe('the tabs told of a cache clearing', () => {
  it('closes every other tab, not the one that clears', () => {
    const [clearingTab, otherTab, thirdTab] = [openTab(), openTab(), openTab()];
    const closed: string[] = [];
    clearingTab.onCacheClearing(() => closed.push('clearing tab'));
    otherTab.onCacheClearing(() => closed.push('other tab'));
    thirdTab.onCacheClearing(() => closed.push('third tab'));
    clearingTab.announceCacheClearing();
    expect(closed).toEqual(['other tab', 'third tab']);
  });

  it('tells the other tabs what their login page says after a removal; nothing after a Logout', () => {
    const [clearingTab, otherTab] = [openTab(), openTab()];
    const told: unknown[] = [];
    otherTab.onCacheClearing((why) => told.push(why));
    clearingTab.announceCacheClearing();
    const notice = { text: { id: 'Removed {count}', values: { count: 2 } }, tone: 'error' };
    clearingTab.announceCacheClearing({ notice });
    expect(told).toEqual([{}, { notice }]);
  });

  it('ignores other messages on the channel', () => {
    const [clearingTab, otherTab] = [openTab(), openTab()];
    const close = jest.fn();
    otherTab.onCacheClearing(close);
    const channel = new BroadcastChannel('kasuwa.firestore-cache');
    channel.postMessage('something else');
    channel.postMessage({ clearing: 'later' });
    channel.postMessage(null);
    expect(close).not.toHaveBeenCalled();
    clearingTab.announceCacheClearing({ notice: 'Logged out' });
    expect(close).toHaveBeenCalledWith({ notice: 'Logged out' });
  });

  it('leaves open a tab that clears the cache itself: two tabs that both clear each finish their own', () => {
    const [firstTab, secondTab, thirdTab] = [openTab(), openTab(), openTab()];
    const closed: string[] = [];
    firstTab.onCacheClearing(() => closed.push('first tab'));
    secondTab.onCacheClearing(() => closed.push('second tab'));
    thirdTab.onCacheClearing(() => closed.push('third tab'));
    // The second tab learned of the removal too, and is on its way to its own announcement.
    secondTab.clearInThisTab();
    firstTab.announceCacheClearing({ notice: 'Removed' });
    secondTab.announceCacheClearing({ notice: 'Removed' });
    // Only the tab that does not clear is closed, told by both.
    expect(closed).toEqual(['third tab', 'third tab']);
  });

  it('no longer closes a tab that stopped listening', () => {
    const [clearingTab, otherTab] = [openTab(), openTab()];
    const close = jest.fn();
    const stop = otherTab.onCacheClearing(close);
    stop();
    clearingTab.announceCacheClearing();
    expect(close).not.toHaveBeenCalled();
  });

  it('tells no one where the browser has no BroadcastChannel', () => {
    Object.defineProperty(globalThis, 'BroadcastChannel', { value: undefined, configurable: true });
    const [clearingTab, otherTab] = [openTab(), openTab()];
    const close = jest.fn();
    otherTab.onCacheClearing(close)();
    expect(() => clearingTab.announceCacheClearing()).not.toThrow();
    expect(close).not.toHaveBeenCalled();
  });
});
