import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FindAccountOutput } from '@kasuwa/contract/accounts';
import { adminRole } from '@kasuwa/contract/roles';
import { personLimits } from '@kasuwa/contract/limits';
import { StaffMessage } from '../../../../components/staff/staff-message';
import { notify } from '../../../../components/staff/staff-toasts';
import { roleChangeFailure, useFindAccount, useSetUserRole } from '../api/staff-accounts';
import { useStaffText, type ShownText, type StaffTextId, textMessage } from '../../../../components/staff/staff-language';

/** Why an account found cannot be made admin, or null when it can. */
function whyNotAdmin(account: FindAccountOutput): StaffTextId | null {
  if (account.role === adminRole) return 'This account is already admin.';
  if (account.disabled) return 'This account is disabled: enable it in the Firebase console first.';
  if (!account.emailVerified) {
    return 'Only a verified address can be staff: they open the link of the verification email (the app sends it again on request), then you check the account again.';
  }
  return null;
}

/**
 * Makes an existing account admin by its sign-in email, in two steps: the account is looked up first
 * (findAccount), so staff see whether its address is verified before they grant the role.
 */
export function GrantAdminForm() {
  const find = useFindAccount();
  const grant = useSetUserRole();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<FindAccountOutput | null>(null);
  const [failure, setFailure] = useState<ShownText | null>(null);
  const grantButton = useRef<HTMLButtonElement>(null);
  const refusal = found && whyNotAdmin(found);
  const { t } = useStaffText();

  // Keyboard users go on from the lookup to the grant with Enter.
  useEffect(() => {
    if (found && !refusal) grantButton.current?.focus();
  }, [found, refusal]);

  const check = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setFound(null);
    find.mutate(
      { email: email.trim() },
      {
        onSuccess: setFound,
        onError: (error) => {
          console.error('Looking up the account failed:', error);
          setFailure(roleChangeFailure(error, 'The account could not be looked up. Try again.'));
        },
      },
    );
  };

  const makeAdmin = (account: FindAccountOutput) => {
    setFailure(null);
    grant.mutate(
      { email: account.email, role: 'admin' },
      {
        onSuccess: () => {
          setEmail('');
          setFound(null);
          notify({ text: textMessage('{email} is now admin', { email: account.email }), tone: 'success' });
        },
        onError: (error) => {
          console.error('Granting the admin role failed:', error);
          setFailure(roleChangeFailure(error));
        },
      },
    );
  };

  return (
    <form className="grant-admin store-surface" aria-label={t('Make an account admin')} onSubmit={check}>
      <div className="admin-field">
        <label htmlFor={emailId}>{t('Email of the account')}</label>
        <input
          id={emailId}
          type="email"
          required
          autoComplete="off"
          maxLength={personLimits.emailLength}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setFound(null);
          }}
        />
      </div>
      <p className="grant-admin__hint">{t('The person signs up in the app first; they become admin at their next sign-in.')}</p>
      <button type="submit" className="admin-button admin-button--inline" disabled={find.isPending}>
        {t(find.isPending ? 'Checking…' : 'Check account')}
      </button>
      <div aria-live="polite">
        {found && (
          <div className="grant-admin__account">
            <p>
              <strong>{found.email}</strong>
              {' · '}
              {t(found.emailVerified ? 'Email verified' : 'Email not verified')}
              {' · '}
              {found.disabled ? t('Disabled') : (found.role ?? t('No role'))}
            </p>
            {refusal ? (
              <StaffMessage notice={{ text: refusal, tone: 'error' }} />
            ) : (
              <button
                ref={grantButton}
                type="button"
                className="admin-button admin-button--inline"
                disabled={grant.isPending}
                onClick={() => makeAdmin(found)}
              >
                {grant.isPending ? t('Saving…') : t('Make {email} admin', { email: found.email })}
              </button>
            )}
          </div>
        )}
      </div>
      {failure && <StaffMessage notice={{ text: failure, tone: 'error' }} />}
    </form>
  );
}
