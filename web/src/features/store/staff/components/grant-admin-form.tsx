import { useId, useState, type FormEvent } from 'react';
import { personLimits } from '@kasuwa/contract/limits';
import { StaffMessage } from '../../../../components/staff/staff-message';
import { notify } from '../../../../components/staff/staff-toasts';
import { roleChangeFailure, useSetUserRole } from '../api/staff-accounts';

/** Makes an existing account admin by its sign-in email. */
export function GrantAdminForm() {
  const grant = useSetUserRole();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = email.trim();
    setFailure(null);
    grant.mutate(
      { email: wanted, role: 'admin' },
      {
        onSuccess: () => {
          setEmail('');
          notify({ text: `${wanted} is now admin`, tone: 'success' });
        },
        onError: (error) => {
          console.error('Granting the admin role failed:', error);
          setFailure(roleChangeFailure(error));
        },
      },
    );
  };

  return (
    <form className="grant-admin store-surface" aria-label="Make an account admin" onSubmit={submit}>
      <div className="admin-field">
        <label htmlFor={emailId}>Email of the account</label>
        <input
          id={emailId}
          type="email"
          required
          autoComplete="off"
          maxLength={personLimits.emailLength}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <p className="grant-admin__hint">The person signs up in the app first; they become admin at their next sign-in.</p>
      <button type="submit" className="admin-button admin-button--inline" disabled={grant.isPending}>
        {grant.isPending ? 'Saving…' : 'Make admin'}
      </button>
      {failure && <StaffMessage notice={{ text: failure, tone: 'error' }} />}
    </form>
  );
}
