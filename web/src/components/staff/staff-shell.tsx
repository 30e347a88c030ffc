import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../../lib/query-client';
import './staff.css';

interface AdminShellProps {
  children: ReactNode;
  /** The store admin lets staff choose a white or a dark page; other staff pages keep the default. */
  theme?: 'light' | 'dark';
}

/** The frame of the staff pages: English, and the only place react-query is provided. */
export function StaffShell({ children, theme }: AdminShellProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <div className="admin" lang="en" data-theme={theme}>
        {children}
      </div>
    </QueryClientProvider>
  );
}
