import { useId } from 'react';
import { ScrollTable } from '../../../../components/staff/scroll-table';
import { RecordDate, missing } from '../../../../components/staff/record-date';
import type { RoleChangeRecord } from '../api/role-changes';
import { useStaffText, type StaffTextId } from '../../../../components/staff/staff-language';

const columns: StaffTextId[] = ['When', 'Who', 'Whose role', 'Change'];

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
            {change.from ?? t('no role')} → {change.to ?? missing}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
