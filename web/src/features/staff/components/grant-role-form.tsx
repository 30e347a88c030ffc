import { useId, useState, type FormEvent } from 'react';
import type { FindAccountOutput } from '@kasuwa/contract/accounts';
import { personLimits } from '@kasuwa/contract/limits';
import type { StaffRole } from '@kasuwa/contract/staff-roles';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { staffRoleNames } from '../../../components/staff/staff-role';
import { roleChangeFailure, useFindAccount, useSetUserRole } from '../api/staff-accounts';
import { useStaffText, type ShownText, type StaffTextId, textMessage } from '../../../components/staff/staff-language';
import { RoleChoice } from './role-choice';
import '../../../components/staff/staff-text-fr-people';
import { InputField } from '../../../components/staff/form-fields';
import { SaveButton } from '../../../components/staff/form-buttons';

/** Why an account found cannot be given any staff role, or null when it can. */
function whyNot(account: FindAccountOutput): StaffTextId | null {
  if (account.disabled) return 'This account is disabled: enable it in the Firebase console first.';
  if (!account.emailVerified) {
    return 'Only a verified address can be staff: they open the link of the verification email (the app sends it again on request), then you check the account again.';
  }
  return null;
}

/**
 * Gives an existing account a staff role by its sign-in email, in two steps: the account is looked up
 * first (findAccount), so the owner sees whether its address is verified and what role it has, then
 * chooses the role and grants it. The least power is chosen until the owner picks another.
 */
export function GrantRoleForm() {
  const find = useFindAccount();
  const grant = useSetUserRole();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('viewer');
  const [found, setFound] = useState<FindAccountOutput | null>(null);
  const [failure, setFailure] = useState<ShownText | null>(null);
  const refusal = found && whyNot(found);
  const alreadyHeld = found?.role === role;
  const { t } = useStaffText();

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

  const give = (account: FindAccountOutput) => {
    setFailure(null);
    grant.mutate(
      { email: account.email, role },
      {
        onSuccess: () => {
          setEmail('');
          setFound(null);
          notify({
            text: textMessage('{email} now has the role {role}', {
              email: account.email,
              role: textMessage(staffRoleNames[role]),
            }),
            tone: 'success',
          });
        },
        onError: (error) => {
          console.error('Granting a staff role failed:', error);
          setFailure(roleChangeFailure(error));
        },
      },
    );
  };

  const roleNow = found && (found.role && found.role !== 'customer' ? t(staffRoleNames[found.role]) : t('No role'));
  return (
    <form className="grant-role store-surface" aria-label={t('Give an account a role')} onSubmit={check}>
      <InputField
        id={emailId}
        label={t('Email of the account')}
        type="email"
        required
        autoComplete="off"
        maxLength={personLimits.emailLength}
        value={email}
        onValue={(value) => {
          setEmail(value);
          setFound(null);
        }}
      />
      <p className="grant-role__hint">{t('The person signs up in the app first; the role counts from their next sign-in.')}</p>
      <SaveButton pending={find.isPending} label={t('Check account')} pendingLabel={t('Checking…')} />
      <div aria-live="polite">
        {found && (
          <div className="grant-role__account">
            <p>
              <strong>{found.email}</strong>
              {' · '}
              {t(found.emailVerified ? 'Email verified' : 'Email not verified')}
              {' · '}
              {found.disabled ? t('Disabled') : roleNow}
            </p>
            {refusal ? (
              <StaffMessage notice={{ text: refusal, tone: 'error' }} />
            ) : (
              <>
                {/* Keyboard users go on from the lookup to the role, then the grant. */}
                <RoleChoice chosen={role} onChoose={setRole} focusOnShow />
                {alreadyHeld && <StaffMessage notice={{ text: 'This account already has this role.', tone: 'error' }} />}
                <button
                  type="button"
                  className="admin-button admin-button--inline"
                  disabled={grant.isPending || alreadyHeld}
                  onClick={() => give(found)}
                >
                  {grant.isPending
                    ? t('Saving…')
                    : t('Give {email} the role {role}', { email: found.email, role: t(staffRoleNames[role]) })}
                </button>
              </>
            )}
          </div>
        )}
      </div>
      {failure && <StaffMessage notice={{ text: failure, tone: 'error' }} />}
    </form>
  );
}
