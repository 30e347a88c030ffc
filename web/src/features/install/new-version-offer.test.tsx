import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewVersionOffer } from './new-version-offer';
import { registerStoreServiceWorker } from './service-worker';

/** A service worker as the page sees one: its state, and what the page posts to it. */
class FakeWorker extends EventTarget {
  readonly posted: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  active: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = jest.fn(() => Promise.resolve());
  /** The browser found a new /store-sw.js and installs it. */
  finds(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

/** The page's service worker container: the worker in control of the page (null on a first visit). */
function container(registration: FakeRegistration, controller: FakeWorker | null) {
  const events = new EventTarget();
  return Object.assign(events, {
    controller,
    register: jest.fn(() => Promise.resolve(registration)),
  }) as unknown as ServiceWorkerContainer;
}

// jsdom keeps no resource timings: what the page loaded, as the browser would list it.
class QuietObserver {
  observe() {}
}
Object.assign(globalThis, { PerformanceObserver: QuietObserver });
Object.assign(performance, {
  getEntriesByType: () => [
    { name: `${window.location.origin}/assets/staff-abc123.js` },
    { name: 'https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel' },
  ],
});

const settle = () => act(() => Promise.resolve());

it('installs the console, then offers a new version only once installed, and hands over only when staff accept', async () => {
  render(<NewVersionOffer />);
  const registration = new FakeRegistration();
  const inUse = new FakeWorker('activated');
  registration.active = inUse;
  const page = container(registration, inUse);
  registerStoreServiceWorker(page);
  await settle();
  expect(page.register).toHaveBeenCalledWith('/store-sw.js', { scope: '/store' });
  // The version in use is told the site's files this page loaded, to keep them.
  expect(inUse.posted).toEqual([{ type: 'keep-files', files: ['/assets/staff-abc123.js'] }]);
  expect(screen.queryByRole('status')).toBeNull();

  const next = new FakeWorker('installing');
  act(() => registration.finds(next));
  expect(screen.queryByRole('status')).toBeNull();
  act(() => next.becomes('installed'));
  expect(screen.getByRole('status')).toHaveTextContent('A new version of the console is ready.');
  // Nothing is handed over before staff say so: the new version waits.
  expect(next.posted).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Reload to update' }));
  expect(next.posted).toEqual([{ type: 'use-new-version' }]);
});

it('leaves the console as it was when the browser answers with no registration (service workers blocked)', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  const page = Object.assign(new EventTarget(), {
    controller: null,
    register: jest.fn(() => Promise.resolve(undefined)),
  }) as unknown as ServiceWorkerContainer;
  registerStoreServiceWorker(page);
  await settle();
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off('unhandledRejection', onRejection);
  expect(rejections).toEqual([]);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('gave no service worker registration'));
});
