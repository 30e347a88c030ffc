import { useId, type ReactNode } from 'react';
import { ScrollTable } from '../../../../components/staff/scroll-table';
import { useStaffText, type StaffTextId } from '../../../../components/staff/staff-language';

export interface Bar {
  value: number;
  /** The value as the cell writes it ("45 000 F CFA"). */
  shown: string;
  /** The previous period's bar, paler. */
  previous?: boolean;
}

export interface BarRow {
  key: string;
  /** The row's heading: a day, a product, a zone. */
  label: ReactNode;
  bars: Bar[];
}

interface BarTableProps {
  title: StaffTextId;
  /** The headings: the rows' own first, then one per bar. */
  columns: readonly StaffTextId[];
  rows: readonly BarRow[];
}

/**
 * A chart that is a table: each row's heading, then each value written out beside a bar as long as
 * its share of the largest. Screen readers and the keyboard read it as the table it is, and a phone
 * shows it whole down to 320 px; a value below zero (more taken back than sold) has no bar.
 */
export function BarTable({ title, columns, rows }: BarTableProps) {
  const headingId = useId();
  const captionId = useId();
  const { t } = useStaffText();
  const largest = Math.max(1, ...rows.flatMap((row) => row.bars.map((bar) => bar.value)));
  return (
    <section className="report-chart store-surface" aria-labelledby={headingId}>
      <h2 id={headingId} className="report-chart__title">
        {t(title)}
      </h2>
      <ScrollTable caption={t(title)} captionId={captionId} columns={columns} className="store-table report-bars">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.bars.map((bar, index) => (
              <td key={index}>
                <span className="report-bar" aria-hidden="true">
                  <span
                    className={`report-bar__fill${bar.previous ? ' report-bar__fill--previous' : ''}`}
                    style={{ inlineSize: `${(Math.max(0, bar.value) / largest) * 100}%` }}
                  />
                </span>
                <span className="report-bar__value">{bar.shown}</span>
              </td>
            ))}
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}
