import { useEffect, useId, useRef, useState } from 'react';
import type { StaffAccount } from '@kasuwa/contract/accounts';
import { staffRoles, type StaffRole } from '@kasuwa/contract/staff-roles';
import { ScrollTable } from '../../../components/staff/scroll-table';
import { RecordDate, missing } from '../../../components/staff/record-date';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { staffRoleNames } from '../../../components/staff/staff-role';
import { roleChangeFailure, useSetUserRole } from '../api/staff-accounts';
import { useStaffText, type ShownText, type StaffTextId, textMessage } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-people';

const columns: StaffTextId[] = ['Email', 'Name', 'Last sign-in', 'Role', 'Team'];

const nameOf = (account: StaffAccount) => account.email ?? account.uid;

/** A change the owner asked for and must confirm: another staff role, or none ('customer'). */
interface AskedChange {
  account: StaffAccount;
  to: StaffRole | 'customer';
}

/**
 * The team; each member's role can be changed or taken back, after a confirmation. `me` is the
 * signed-in staff member's uid.
 */
export function StaffTable({ staff, me }: { staff: StaffAccount[]; me: string | undefined }) {
  const change = useSetUserRole();
  const [asking, setAsking] = useState<AskedChange | null>(null);
  const [failure, setFailure] = useState<ShownText | null>(null);
  const captionId = useId();
  const { t } = useStaffText();

  const confirm = ({ account, to }: AskedChange) => {
    setFailure(null);
    change.mutate(
      { uid: account.uid, role: to },
      {
        onSuccess: () =>
          notify({
            text:
              to === 'customer'
                ? textMessage('{name} is no longer staff', { name: nameOf(account) })
                : textMessage('{email} now has the role {role}', {
                    email: nameOf(account),
                    role: textMessage(staffRoleNames[to]),
                  }),
            tone: 'success',
          }),
        onError: (error) => {
          console.error('Changing a staff role failed:', error);
          setFailure(roleChangeFailure(error));
        },
        onSettled: () => setAsking(null),
      },
    );
  };

  return (
    <>
      {failure && <StaffMessage notice={{ text: failure, tone: 'error' }} />}
      {asking && (
        <ChangeQuestion
          asked={asking}
          isMe={asking.account.uid === me}
          busy={change.isPending}
          onConfirm={() => confirm(asking)}
          onBack={() => setAsking(null)}
        />
      )}
      <ScrollTable caption={t('Staff accounts, by email')} captionId={captionId} columns={columns} className="store-table">
        {staff.map((account) => (
          <tr key={account.uid}>
            <th scope="row">
              {account.email ?? account.uid}
              {account.uid === me && <span className="staff-table__note"> {t('(you)')}</span>}
              {account.disabled && <span className="staff-table__note"> {t('(disabled)')}</span>}
            </th>
            <td>{account.displayName ?? missing}</td>
            <td>
              <RecordDate date={account.lastSignInAt ? new Date(account.lastSignInAt) : undefined} />
            </td>
            <td>
              <select
                aria-label={t('Role of {name}', { name: nameOf(account) })}
                value={account.role}
                disabled={change.isPending}
                onChange={(event) => setAsking({ account, to: event.target.value as StaffRole })}
              >
                {staffRoles.map((role) => (
                  <option key={role} value={role}>
                    {t(staffRoleNames[role])}
                  </option>
                ))}
              </select>
            </td>
            <td>
              <button
                type="button"
                className="admin-button admin-button--secondary admin-button--small"
                disabled={change.isPending}
                aria-label={t('Revoke the staff role of {name}', { name: nameOf(account) })}
                onClick={() => setAsking({ account, to: 'customer' })}
              >
                {t('Revoke')}
              </button>
            </td>
          </tr>
        ))}
      </ScrollTable>
    </>
  );
}

interface ChangeQuestionProps {
  asked: AskedChange;
  isMe: boolean;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** "Are you sure?" before a staff member's role changes or goes; focus starts on the answer that keeps it. */
function ChangeQuestion({ asked: { account, to }, isMe, busy, onConfirm, onBack }: ChangeQuestionProps) {
  const headingId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const { t } = useStaffText();
  useEffect(() => keep.current?.focus(), []);
  const revoking = to === 'customer';
  const question = revoking
    ? isMe
      ? t('Give up your staff role?')
      : t('Revoke the staff role of {name}?', { name: nameOf(account) })
    : t('Give {email} the role {role}?', { email: nameOf(account), role: t(staffRoleNames[to]) });
  const consequence: StaffTextId = revoking
    ? isMe
      ? 'You will lose access to the store and the feedback admin.'
      : 'They lose access to the store and the feedback admin at their next page load, within the hour at most.'
    : 'Their sessions end now: they sign in again and work with the powers of the new role.';
  return (
    <section className="store-question store-surface" role="alertdialog" aria-labelledby={headingId}>
      <h2 id={headingId} className="store-question__title">
        {question}
      </h2>
      <p>{t(consequence)}</p>
      <div className="store-buttons">
        <button
          type="button"
          className={`admin-button admin-button--inline${revoking ? ' admin-button--danger' : ''}`}
          disabled={busy}
          onClick={onConfirm}
        >
          {t(busy ? 'Saving…' : revoking ? 'Revoke' : 'Change the role')}
        </button>
        <button
          type="button"
          ref={keep}
          className="admin-button admin-button--inline admin-button--secondary"
          disabled={busy}
          onClick={onBack}
        >
          {t('Keep the role')}
        </button>
      </div>
    </section>
  );
}
