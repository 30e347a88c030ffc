import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';
import { VerifyEmailPage } from './verify-email-page';
import './verify-email.css';

/**
 * Loaded lazily (see app/staff/staff-app.tsx). Customers come here, not staff, so the English admin
 * frame is left out: the page picks its own language.
 */
export default function VerifyEmailRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <VerifyEmailPage />
    </QueryClientProvider>
  );
}
