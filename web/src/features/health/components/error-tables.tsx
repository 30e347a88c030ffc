import { RecordDate } from '../../../components/staff/record-date';
import { ScrollTable } from '../../../components/staff/scroll-table';
import { useStaffText, verbatim, type StaffTextId } from '../../../components/staff/staff-language';
import type { clientErrorKinds } from '@kasuwa/contract/operations';
import type { ClientErrorRecord, FunctionFailureRecord } from '../api/health';
import '../../../components/staff/staff-text-fr-operations';

const pageColumns: StaffTextId[] = ['Last seen', 'Times', 'Where', 'What'];
const failureColumns: StaffTextId[] = ['Last seen', 'Times', 'Task', 'Error'];

const kindTexts: Record<(typeof clientErrorKinds)[number], StaffTextId> = {
  error: 'script error',
  unhandledrejection: 'unhandled promise',
  load: 'loading failure',
};
const kindText = (kind: string) => (Object.hasOwn(kindTexts, kind) ? kindTexts[kind as keyof typeof kindTexts] : verbatim(kind));

/** What the site's pages reported, newest first: each kind, page and hour counted once with its times. */
export function ClientErrorTable({ errors }: { errors: ClientErrorRecord[] }) {
  const { t } = useStaffText();
  return (
    <ScrollTable
      caption={t('Page errors, newest first')}
      captionId="client-errors-caption"
      columns={pageColumns}
      className="store-table health-table"
    >
      {errors.map((error) => (
        <tr key={error.id}>
          <td>
            <RecordDate date={error.lastAt} />
          </td>
          <td>{error.count ?? 1}</td>
          <td>
            {error.page} <span className="health-table__note">({t(error.area === 'staff' ? 'console' : 'public site')})</span>
          </td>
          <td className="health-table__message">
            <span className="health-table__note">{error.kind && t(kindText(error.kind))}</span> {error.message}
            {error.source && (
              <span className="health-table__note">
                {' '}
                {error.source}
                {error.line !== undefined && `:${error.line}`}
              </span>
            )}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** What the functions could not do, newest first, per task, error kind and hour. */
export function FunctionFailureTable({ failures }: { failures: FunctionFailureRecord[] }) {
  const { t } = useStaffText();
  return (
    <ScrollTable
      caption={t('Function failures, newest first')}
      captionId="function-failures-caption"
      columns={failureColumns}
      className="store-table health-table"
    >
      {failures.map((failure) => (
        <tr key={failure.id}>
          <td>
            <RecordDate date={failure.lastAt} />
          </td>
          <td>{failure.count ?? 1}</td>
          <td>{failure.what}</td>
          <td className="health-table__message">{failure.message}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
