import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { StaffMessage } from '../../components/staff/staff-message';
import { noticeFrom, takeReloadNotice, type StaffNotice } from '../../components/staff/staff-notice';
import { DocumentTitle } from '../../components/page-meta';
import { useSignInStaff, type StaffSignInResult } from './api/sign-in-staff';
import { defaultStaffPath, returnPathFrom } from '../../components/staff/return-path';
import { roleCan, type StaffRole } from '@kasuwa/contract/staff-roles';
import { storePaths } from '../../lib/store-paths';
import { brand } from '@kasuwa/contract/brand';
import { LanguageSwitch, useStaffText, type StaffTextId } from '../../components/staff/staff-language';

/** How long 'Signin Successfully' stays in view before the staff page opens: long enough to read. */
export const signedInPauseMs = 1200;

const outcomes: Record<StaffSignInResult, StaffNotice> = {
  'signed-in': { text: 'Signin Successfully', tone: 'success' },
  'no-profile': { text: 'No user profile found', tone: 'error' },
  'invalid-role': { text: 'Access denied: Invalid role', tone: 'error' },
};

function failureText(error: unknown): StaffTextId {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'auth/too-many-requests'
    ? 'Too many failed attempts: sign-in is paused for this account. Try again in a few minutes.'
    : 'Signin Failed';
}

/**
 * Where a staff member goes once signed in: the page they came from, else the feedback admin as the
 * spec says, or the store for a role the feedback admin is not open to.
 */
function landingOf(returnPath: string, role: StaffRole | undefined): string {
  if (returnPath !== defaultStaffPath || !role || roleCan(role, 'content')) return returnPath;
  return storePaths.products.path;
}

export function AdminLoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [notice] = useState(() => noticeFrom(location.state) ?? takeReloadNotice());
  const [returnPath] = useState(() => returnPathFrom(location.state));
  // Shown once: a reload of the login page should not say 'Logged out' again.
  useEffect(() => {
    if (location.state) void navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);
  const signIn = useSignInStaff();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { t } = useStaffText();

  function submit(event: FormEvent) {
    event.preventDefault();
    signIn.mutate({ email: email.trim(), password });
  }

  const signedIn = signIn.data?.result === 'signed-in';
  const landing = landingOf(returnPath, signIn.data?.role);
  useEffect(() => {
    if (!signedIn) return undefined;
    const timer = window.setTimeout(() => void navigate(landing), signedInPauseMs);
    return () => window.clearTimeout(timer);
  }, [signedIn, navigate, landing]);

  const message: StaffNotice | null = signIn.isError
    ? { text: failureText(signIn.error), tone: 'error' }
    : signIn.data
      ? outcomes[signIn.data.result]
      : notice;

  return (
    <main className="admin-card">
      <DocumentTitle title={`${t('Staff login')} — ${brand.name}`} />
      <h1>{t('Staff login')}</h1>
      <form onSubmit={submit}>
        <label className="admin-field">
          {t('Email')}
          <input type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <label className="admin-field">
          {t('Password')}
          <input
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <button type="submit" className="admin-button" disabled={signIn.isPending || signedIn}>
          {t(signIn.isPending ? 'Signing in…' : 'Login')}
        </button>
      </form>
      {message && <StaffMessage notice={message} />}
      <p className="admin-card__language">
        <LanguageSwitch className="admin-button admin-button--secondary admin-button--small" />
      </p>
    </main>
  );
}
