import { StaffGate } from '../../components/staff/staff-gate';
import { pageTitle } from './feedback-labels';
import { FeedbackAdmin } from './feedback-admin';

/** /admin-feedback: staff who look after the customers' words (the `content` power). */
export function FeedbackPage() {
  return (
    <StaffGate title={pageTitle} heading="Feedback" permission="content">
      {(logout) => <FeedbackAdmin onLogout={logout} />}
    </StaffGate>
  );
}
