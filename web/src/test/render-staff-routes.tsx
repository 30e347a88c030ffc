import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { StaffToaster } from '../components/staff/staff-toasts';

function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <p data-testid="current-path" data-search={search}>
      {pathname}
    </p>
  );
}

/**
 * Staff pages under their routes (path pattern → page) as the store layout holds them, opened at
 * `path` (with router state, if given): a query client without retries, the toasts, a link away to
 * /elsewhere and the current path to assert on.
 */
export function renderStaffRoutes(path: string | { pathname: string; state: unknown }, pages: Record<string, ReactElement>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(pages).map(([pattern, page]) => (
            <Route key={pattern} path={pattern} element={page} />
          ))}
          <Route path="/elsewhere" element={<p>another page</p>} />
        </Routes>
        <Link to="/elsewhere">Go elsewhere</Link>
        <CurrentPath />
        <StaffToaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const currentPath = () => screen.getByTestId('current-path').textContent;

/** The current address's query string: '?status=new'. */
export const currentSearch = () => screen.getByTestId('current-path').dataset.search;
