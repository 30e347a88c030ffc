import { QueryClient } from '@tanstack/react-query';

/**
 * Server state of the admin pages. Failures are shown by the page that asked, so no retry storm.
 * Offline, a read still runs once (Firestore answers from the device's cache) and a write still runs
 * (a Firestore write waits in the device's queue; a function call fails and says so): react-query's
 * own default would hold both until the phone is online, showing "Loading…" or "Saving…" meanwhile.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
