import { useId } from 'react';
import { ScrollTable } from '../../../components/staff/scroll-table';
import { RecordDate, missing } from '../../../components/staff/record-date';
import type { RoleChangeRecord } from '../api/role-changes';
import { isStaffRole } from '@kasuwa/contract/roles';
import { staffRoleNames } from '../../../components/staff/staff-role';
import { useStaffText, verbatim, type ShownText, type StaffTextId } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-people';

const columns: StaffTextId[] = ['When', 'Who', 'Whose role', 'Change'];

/** A role as staff read it; one the console does not know is shown as stored. */
const roleText = (role: string): ShownText =>
  isStaffRole(role) ? staffRoleNames[role] : role === 'customer' ? 'customer' : verbatim(role);

/** The audit of role changes, newest first: who changed whose role, from what to what, and when. */
export function RoleChangeTable({ changes }: { changes: RoleChangeRecord[] }) {
  const captionId = useId();
  const { t } = useStaffText();
  return (
    <ScrollTable caption={t('Role changes, newest first')} captionId={captionId} columns={columns} className="store-table">
      {changes.map((change) => (
        <tr key={change.id}>
          <td>
            <RecordDate date={change.at} />
          </td>
          <td>{change.byEmail ?? change.by ?? missing}</td>
          <td>{change.targetEmail ?? change.target ?? missing}</td>
          <td>
            {change.from ? t(roleText(change.from)) : t('no role')} → {change.to ? t(roleText(change.to)) : missing}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
