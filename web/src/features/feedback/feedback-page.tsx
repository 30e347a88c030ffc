import { StaffGate } from '../../components/staff/staff-gate';
import { pageTitle } from './feedback-labels';
import { FeedbackAdmin } from './feedback-admin';

/** /admin-feedback: staff only. */
export function FeedbackPage() {
  return (
    <StaffGate title={pageTitle} heading="Feedback">
      {(logout) => <FeedbackAdmin onLogout={logout} />}
    </StaffGate>
  );
}
