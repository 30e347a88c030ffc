import { useId } from 'react';
import { ScrollTable } from '../../../../components/staff/scroll-table';
import { textMessage, useStaffText, type StaffText } from '../../../../components/staff/staff-language';
import type { FieldChange, ImportPlan, RowOutcome } from '../catalogue-plan';
import { columnNames } from '../catalogue-columns';
import '../../../../components/staff/staff-text-fr-catalogue-file';
import '../../../../components/staff/staff-text-fr-products';

/** A value as the console writes it: a number the language's way, a variant without a count as "not counted". */
const shownValue = (value: string | number | null) => (value === null ? textMessage('Not counted') : value);

function changeText({ column, from, to }: FieldChange, t: StaffText) {
  const name = t(columnNames[column]);
  return column === 'description'
    ? t('{column} changed', { column: name })
    : t('{column}: {from} → {to}', { column: name, from: shownValue(from), to: shownValue(to) });
}

function outcomeText(row: RowOutcome, t: StaffText): string {
  switch (row.kind) {
    case 'refused':
      return t('Refused: {reason}', { reason: row.reason });
    case 'same':
      return t('Unchanged');
    case 'new-product':
      return t('New product');
    default: {
      const changes = row.changes.map((change) => changeText(change, t));
      return [...(row.kind === 'new-variant' ? [t('New variant')] : []), ...changes].join(' · ');
    }
  }
}

/** How many rows of each kind: the dry run's summary, each count through the plurals. */
export function DryRunSummary({ plan, reads }: { plan: ImportPlan; reads: number }) {
  const { t } = useStaffText();
  const count = (kind: RowOutcome['kind']) => plan.rows.filter((row) => row.kind === kind).length;
  return (
    <ul className="catalogue-file__summary">
      <li>{t('{count} new products', { count: count('new-product') })}</li>
      <li>{t('{count} new variants', { count: count('new-variant') })}</li>
      <li>{t('{count} rows changed', { count: count('change') })}</li>
      <li>{t('{count} rows unchanged', { count: count('same') })}</li>
      <li>{t('{count} rows refused', { count: count('refused') })}</li>
      <li>{t('{count} documents read to check the file', { count: reads })}</li>
    </ul>
  );
}

/** The dry run, row by row as Excel numbers them: what the import would create, change or refuse, and why. */
export function DryRunTable({ plan }: { plan: ImportPlan }) {
  const { t } = useStaffText();
  const captionId = useId();
  return (
    <ScrollTable
      caption={t('What the import would do, row by row')}
      captionId={captionId}
      columns={['Row', 'Product', 'Variant', 'What the import does']}
      className="admin-table catalogue-file__rows"
    >
      {plan.rows.map((row) => (
        <tr key={row.line} data-kind={row.kind}>
          <td>{row.line}</td>
          <td>{row.title}</td>
          <td>{[row.size, row.colour].filter(Boolean).join(', ')}</td>
          <td>{outcomeText(row, t)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
