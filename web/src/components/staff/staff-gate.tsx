import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loggedOutNotice, noticeState, reloadIntoLogin, type StaffNotice } from './staff-notice';
import { StaffMessage } from './staff-message';
import { DocumentTitle } from '../page-meta';
import { useSignOut } from './sign-out';
import { useRetryStaffSession, useStaffSession } from './use-staff-session';
import { returnState } from './return-path';
import { useIdleSignOut } from './idle-sign-out';
import { useSignOutInOtherTabs } from './signed-out-elsewhere';
import { useStaffRemoval } from './use-staff-removal';
import { useStaffText, type StaffTextId } from './staff-language';
import { NotForYourRole, StaffRoleProvider, WithPower } from './staff-role';
import { storePaths } from '../../lib/store-paths';
import type { StaffPermission } from '@kasuwa/contract/staff-roles';

const notStaff: StaffNotice = { text: 'Access denied: Invalid role', tone: 'error' };
const idle: StaffNotice = { text: 'Logged out after 12 hours without activity. Log in again.', tone: 'success' };
const idleWithWritesWaiting: StaffNotice = {
  text: 'Logged out after 12 hours without activity. What was not sent stays on this device and goes once you log in again.',
  tone: 'success',
};

interface StaffGateProps {
  /** The tab title and heading shown while the page is not yet open to the visitor. */
  title: StaffTextId;
  heading: StaffTextId;
  /** The power the whole page needs; without it, the page says it is not open to the role. */
  permission?: StaffPermission;
  /** The staff page itself, given the way to log out. */
  children: (logout: () => void) => ReactNode;
}

/**
 * Staff pages only: nothing of the page renders, so nothing is read, before the session is known to
 * be staff. Anyone else signed in is signed out and sent to the login page, which repeats why. When the
 * profile cannot be read, the session stays and the gate offers a retry. A session left unused for a
 * working day on the device is ended (useIdleSignOut). Signing out clears the device's cache when
 * nothing waits to be sent, then loads the login page afresh (signOutOfDevice), as the console's other
 * tabs do (useSignOutInOtherTabs). A staff member removed while signed in (role taken away, account
 * disabled, sessions ended) is found by useStaffRemoval: the device forgets the shop's data and their
 * unsent actions, and the login page says so. The page learns the staff member's role from the gate
 * (useStaffRole, useCan).
 */
export function StaffGate({ title, heading, permission, children }: StaffGateProps) {
  const { session, role } = useStaffSession();
  const retrySession = useRetryStaffSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate: signOut, data: signedOut, isError: signOutFailed } = useSignOut();
  const [leaving, setLeaving] = useState<StaffNotice | null>(null);
  const { t } = useStaffText();

  // Kept once seen, through the sign-out that ends the session (React's "state from a previous render").
  if (session === 'not-staff' && !leaving) setLeaving(notStaff);
  useEffect(() => {
    if (leaving === notStaff || leaving === idle) signOut();
  }, [leaving, signOut]);
  useIdleSignOut(session === 'staff' && !leaving, () => setLeaving(idle));
  useSignOutInOtherTabs();
  // The device forgets a staff member removed meanwhile, then loads the login page afresh.
  useStaffRemoval(session === 'staff' && !leaving, setLeaving);

  useEffect(() => {
    if (!signedOut || !leaving) return;
    const notice = leaving === idle && signedOut.writesWaiting ? idleWithWritesWaiting : leaving;
    if (signedOut.firestoreClosed) reloadIntoLogin(notice);
    else void navigate('/admin-login', { replace: true, state: noticeState(notice) });
  }, [signedOut, leaving, navigate]);

  if (leaving) {
    const notice: StaffNotice = signOutFailed ? { text: 'Failed to log out', tone: 'error' } : leaving;
    return (
      <main className="admin-card">
        <DocumentTitle title={t(title)} />
        <StaffMessage notice={notice} />
        <p>
          <Link to="/admin-login">{t('Go to the login page')}</Link>
        </p>
      </main>
    );
  }
  if (session === 'signed-out' || session === 'unreachable') {
    return (
      <main className="admin-card">
        <DocumentTitle title={t(title)} />
        <h1>{t(heading)}</h1>
        {session === 'signed-out' ? (
          <>
            <p>{t('You are not logged in.')}</p>
            <Link to="/admin-login" state={returnState(location.pathname)} className="admin-button">
              {t('Log in')}
            </Link>
          </>
        ) : (
          <>
            <p role="alert">{t("Can't reach the server")}</p>
            <button type="button" className="admin-button" onClick={retrySession}>
              {t('Try again')}
            </button>
          </>
        )}
      </main>
    );
  }
  const loading = (
    <p className="admin-loading" role="status">
      {t('Loading…')}
    </p>
  );
  if (session !== 'staff' || !role) return loading;
  // The page's code may load only now, once the visitor is known to be staff.
  const page = (
    <Suspense fallback={loading}>
      {children(() => {
        setLeaving(loggedOutNotice);
        signOut();
      })}
    </Suspense>
  );
  return (
    <StaffRoleProvider role={role}>
      {permission ? (
        <WithPower
          permission={permission}
          otherwise={
            <main className="admin-card">
              <NotForYourRole />
              <p>
                <Link to={storePaths.products.path}>{t('Go to the store')}</Link>
              </p>
            </main>
          }
        >
          {page}
        </WithPower>
      ) : (
        page
      )}
    </StaffRoleProvider>
  );
}
