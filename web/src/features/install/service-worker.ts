import { useSyncExternalStore } from 'react';
import { storeInstall } from '../../lib/store-install';

/** How often a console left open asks whether a new version was published. */
const updateCheckMs = 60 * 60 * 1000;

let waitingVersion: ServiceWorker | null = null;
let accepted = false;
const listeners = new Set<() => void>();

function offer(worker: ServiceWorker) {
  waitingVersion = worker;
  listeners.forEach((listener) => listener());
}

/** Files of the site among what the page loaded (the worker keeps those of its version, and ignores the rest). */
const siteFiles = (entries: PerformanceEntryList) =>
  entries
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin)
    .map((url) => url.pathname);

/**
 * The worker keeps the files this page loaded without it: all of them when the page was not yet
 * controlled (a first visit), and then each page's code as it loads in a page opened at the login,
 * which it never controls (outside its scope when created).
 */
function keepLoadedFiles(worker: ServiceWorker, container: ServiceWorkerContainer) {
  worker.postMessage({ type: 'keep-files', files: siteFiles(performance.getEntriesByType('resource')) });
  new PerformanceObserver((list) => {
    if (container.controller) return;
    const files = siteFiles(list.getEntries());
    if (files.length > 0) worker.postMessage({ type: 'keep-files', files });
  }).observe({ type: 'resource' });
}

/** The registration's worker once active: the first install may still be running. */
function whenActive(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  return new Promise((resolve) => {
    const settle = () => {
      if (registration.active) resolve(registration.active);
    };
    settle();
    (registration.installing ?? registration.waiting)?.addEventListener('statechange', settle);
  });
}

function watch(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer) {
  // Not `navigator.serviceWorker.ready`: a page opened at the login and moved to /store is outside the
  // scope it was created in, and is controlled only from its next load.
  void whenActive(registration).then((worker) => keepLoadedFiles(worker, container));
  // A version already waiting (found on an earlier visit) is offered; a first install is not an update.
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const next = registration.installing;
    next?.addEventListener('statechange', () => {
      if (next.state === 'installed' && container.controller) offer(next);
    });
  });
  container.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
  });
  window.setInterval(() => {
    registration.update().catch((error: unknown) => console.warn('Could not check for a new version of the console:', error));
  }, updateCheckMs);
}

/**
 * Installs the console's service worker (web/service-worker/store-sw.ts) for /store. Its failure leaves
 * the console as it was, online only, and is logged.
 */
export function registerStoreServiceWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker) {
  if (!container) return;
  container.register(storeInstall.serviceWorkerPath, { scope: storeInstall.scope }).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // A browser that blocks service workers (Playwright's block, some privacy modes) may answer with
      // no registration at all: nothing to watch then.
      if (registration) watch(registration, container);
      else console.warn('The console could not be kept for offline use: the browser gave no service worker registration');
    },
    (error: unknown) => {
      console.error('The console could not be kept for offline use:', error);
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a new version of the console is installed and waits for staff to accept it. */
export function useNewVersionWaiting(): boolean {
  return useSyncExternalStore(subscribe, () => waitingVersion !== null);
}

/** Staff accepted: the waiting version takes over, and this page reloads on it (the others keep theirs until they reload). */
export function acceptNewVersion() {
  if (!waitingVersion) return;
  accepted = true;
  waitingVersion.postMessage({ type: 'use-new-version' });
}
