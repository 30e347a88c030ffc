import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../../lib/query-client';
import { StaffLanguageProvider, useStaffText } from './staff-language';
import './staff.css';

interface AdminShellProps {
  children: ReactNode;
  /** The store admin lets staff choose a white or a dark page; other staff pages keep the default. */
  theme?: 'light' | 'dark';
}

function StaffFrame({ children, theme }: AdminShellProps) {
  const { language } = useStaffText();
  return (
    <div className="admin" lang={language} data-theme={theme}>
      {children}
    </div>
  );
}

/** The frame of the staff pages: their language (French or English), and the only place react-query is provided. */
export function StaffShell({ children, theme }: AdminShellProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <StaffLanguageProvider>
        <StaffFrame theme={theme}>{children}</StaffFrame>
      </StaffLanguageProvider>
    </QueryClientProvider>
  );
}
