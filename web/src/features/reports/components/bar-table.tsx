import { useId, type ReactNode } from 'react';
import { ScrollTable } from '../../../components/staff/scroll-table';
import { useStaffText, type ShownText, type StaffTextId } from '../../../components/staff/staff-language';

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

interface BarRowsProps {
  caption: string;
  /** The headings: the rows' own first, then one per bar. */
  columns: readonly StaffTextId[];
  rows: readonly BarRow[];
}

/**
 * A chart that is a table: each row's heading, then each value written out beside a bar as long as
 * its share of the largest. Screen readers and the keyboard read it as the table it is, and a phone
 * shows it whole down to 320 px; a value below zero (more taken back than sold) has no bar.
 */
export function BarRows({ caption, columns, rows }: BarRowsProps) {
  const captionId = useId();
  const largest = Math.max(1, ...rows.flatMap((row) => row.bars.map((bar) => bar.value)));
  return (
    <ScrollTable caption={caption} captionId={captionId} columns={columns} className="store-table report-bars">
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
  );
}

/** A chart of the report under its heading; `children` go between them (a choice of what it shows). */
export function ReportChart({ title, children }: { title: ShownText; children: ReactNode }) {
  const headingId = useId();
  const { t } = useStaffText();
  return (
    <section className="report-chart store-surface" aria-labelledby={headingId}>
      <h2 id={headingId} className="report-chart__title">
        {t(title)}
      </h2>
      {children}
    </section>
  );
}

/** A chart-table under its heading. */
export function BarTable({ title, columns, rows }: { title: StaffTextId } & Omit<BarRowsProps, 'caption'>) {
  const { t } = useStaffText();
  return (
    <ReportChart title={title}>
      <BarRows caption={t(title)} columns={columns} rows={rows} />
    </ReportChart>
  );
}
