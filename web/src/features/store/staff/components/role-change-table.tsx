import { useId } from 'react';
import { ScrollTable } from '../../../../components/staff/scroll-table';
import { RecordDate, missing } from '../../../../components/staff/record-date';
import type { RoleChangeRecord } from '../api/role-changes';

const columns = ['When', 'Who', 'Whose role', 'Change'];

/** The audit of role changes, newest first: who changed whose role, from what to what, and when. */
export function RoleChangeTable({ changes }: { changes: RoleChangeRecord[] }) {
  const captionId = useId();
  return (
    <ScrollTable caption="Role changes, newest first" captionId={captionId} columns={columns} className="store-table">
      {changes.map((change) => (
        <tr key={change.id}>
          <td>
            <RecordDate date={change.at} />
          </td>
          <td>{change.byEmail ?? change.by ?? missing}</td>
          <td>{change.targetEmail ?? change.target ?? missing}</td>
          <td>
            {change.from ?? 'no role'} → {change.to ?? missing}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
