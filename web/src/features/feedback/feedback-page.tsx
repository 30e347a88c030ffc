import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { noticeState, type AdminNotice } from '../../components/admin/admin-notice';
import { AdminToast } from '../../components/admin/admin-toast';
import { DocumentTitle } from '../../components/page-meta';
import { pageTitle } from './feedback-labels';
import { useStaffSession } from '../staff-auth/api/use-staff-session';
import { useSignOut } from './api/sign-out';
import { FeedbackAdmin } from './feedback-admin';

const loggedOut: AdminNotice = { text: 'Logged out', tone: 'success' };
const notStaff: AdminNotice = { text: 'Access denied: Invalid role', tone: 'error' };

/**
 * /admin-feedback: staff only. Nothing is read from `feedback` before the session is known to be
 * staff; anyone else signed in is signed out and sent to the login page, which repeats why.
 */
export function FeedbackPage() {
  const session = useStaffSession();
  const navigate = useNavigate();
  const { mutate: signOut, isSuccess: signedOut, isError: signOutFailed } = useSignOut();
  const [leaving, setLeaving] = useState<AdminNotice | null>(null);

  useEffect(() => {
    if (session !== 'not-staff' || leaving) return;
    setLeaving(notStaff);
    signOut();
  }, [session, leaving, signOut]);

  useEffect(() => {
    if (signedOut && leaving) navigate('/admin-login', { replace: true, state: noticeState(leaving) });
  }, [signedOut, leaving, navigate]);

  if (leaving) {
    const notice: AdminNotice = signOutFailed ? { text: 'Failed to log out', tone: 'error' } : leaving;
    return (
      <main className="admin-card">
        <DocumentTitle title={pageTitle} />
        <AdminToast notice={{ ...notice, id: 1 }} />
        <p>
          <Link to="/admin-login">Go to the login page</Link>
        </p>
      </main>
    );
  }
  if (session === 'signed-out') {
    return (
      <main className="admin-card">
        <DocumentTitle title={pageTitle} />
        <h1>Feedback</h1>
        <p>You are not logged in.</p>
        <Link to="/admin-login" className="admin-button">
          Log in
        </Link>
      </main>
    );
  }
  if (session !== 'staff') {
    return (
      <p className="admin-loading" role="status">
        Loading…
      </p>
    );
  }
  return (
    <FeedbackAdmin
      onLogout={() => {
        setLeaving(loggedOut);
        signOut();
      }}
    />
  );
}
