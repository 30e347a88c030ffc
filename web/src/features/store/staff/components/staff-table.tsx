import { useEffect, useId, useRef, useState } from 'react';
import type { StaffAccount } from '@kasuwa/contract/accounts';
import { ScrollTable } from '../../../../components/staff/scroll-table';
import { RecordDate, missing } from '../../../../components/staff/record-date';
import { StaffMessage } from '../../../../components/staff/staff-message';
import { notify } from '../../../../components/staff/staff-toasts';
import { roleChangeFailure, useSetUserRole } from '../api/staff-accounts';
import { useStaffText, type ShownText, type StaffTextId, textMessage } from '../../../../components/staff/staff-language';

const columns: StaffTextId[] = ['Email', 'Name', 'Last sign-in', 'Admin role'];

const nameOf = (account: StaffAccount) => account.email ?? account.uid;

/** The staff accounts; each can lose the admin role, after a confirmation. `me` is the signed-in staff member's uid. */
export function StaffTable({ staff, me }: { staff: StaffAccount[]; me: string | undefined }) {
  const revoke = useSetUserRole();
  const [asking, setAsking] = useState<StaffAccount | null>(null);
  const [failure, setFailure] = useState<ShownText | null>(null);
  const captionId = useId();
  const { t } = useStaffText();

  const confirm = (account: StaffAccount) => {
    setFailure(null);
    revoke.mutate(
      { uid: account.uid, role: 'customer' },
      {
        onSuccess: () => notify({ text: textMessage('{name} is no longer admin', { name: nameOf(account) }), tone: 'success' }),
        onError: (error) => {
          console.error('Taking the admin role back failed:', error);
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
        <RevokeQuestion
          account={asking}
          isMe={asking.uid === me}
          busy={revoke.isPending}
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
              <button
                type="button"
                className="admin-button admin-button--secondary admin-button--small"
                disabled={revoke.isPending}
                aria-label={t('Revoke admin role of {name}', { name: nameOf(account) })}
                onClick={() => setAsking(account)}
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

interface RevokeQuestionProps {
  account: StaffAccount;
  isMe: boolean;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** "Are you sure?" before a staff member loses the role; focus starts on the answer that keeps it. */
function RevokeQuestion({ account, isMe, busy, onConfirm, onBack }: RevokeQuestionProps) {
  const headingId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const { t } = useStaffText();
  useEffect(() => keep.current?.focus(), []);
  return (
    <section className="store-question store-surface" role="alertdialog" aria-labelledby={headingId}>
      <h2 id={headingId} className="store-question__title">
        {isMe ? t('Give up your admin role?') : t('Revoke the admin role of {name}?', { name: nameOf(account) })}
      </h2>
      <p>
        {t(
          isMe
            ? 'You will lose access to the store and the feedback admin.'
            : 'They lose access to the store and the feedback admin at their next page load, within the hour at most.',
        )}
      </p>
      <div className="store-buttons">
        <button
          type="button"
          className="admin-button admin-button--inline admin-button--danger"
          disabled={busy}
          onClick={onConfirm}
        >
          {t(busy ? 'Saving…' : 'Revoke')}
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
