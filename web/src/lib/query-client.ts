import { QueryClient } from '@tanstack/react-query';

/** Server state of the admin pages. Failures are shown by the page that asked, so no retry storm. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
