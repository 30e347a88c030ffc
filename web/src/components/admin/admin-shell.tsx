import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../../lib/query-client';
import './admin.css';

/** The frame of the staff pages: English, and the only place react-query is provided. */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <div className="admin" lang="en">
        {children}
      </div>
    </QueryClientProvider>
  );
}
