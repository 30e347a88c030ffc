import { StaffShell } from '../../components/staff/staff-shell';
import { FeedbackPage } from './feedback-page';
import './feedback.css';

/** Loaded lazily (see app/staff/staff-app.tsx), with the Firebase SDK it needs. */
export default function FeedbackRoute() {
  return (
    <StaffShell>
      <FeedbackPage />
    </StaffShell>
  );
}
