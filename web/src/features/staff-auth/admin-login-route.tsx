import { StaffShell } from '../../components/staff/staff-shell';
import { AdminLoginPage } from './admin-login-page';

/** Loaded lazily (see app/staff/staff-app.tsx), with the Firebase SDK it needs. */
export default function AdminLoginRoute() {
  return (
    <StaffShell>
      <AdminLoginPage />
    </StaffShell>
  );
}
