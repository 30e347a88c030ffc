import type { ReactNode, Ref } from 'react';
import { useStaffText, type StaffTextId } from './staff-language';

interface ScrollTableProps {
  /** Read by screen readers only; also names the scrolling region. */
  caption: string;
  captionId: string;
  /** The columns' headings, in the console's language. */
  columns: readonly StaffTextId[];
  className: string;
  /** The rows. */
  children: ReactNode;
  /** Rows after the body, such as a total. */
  footer?: ReactNode;
  regionRef?: Ref<HTMLDivElement>;
}

/** A staff table wider than a phone: it scrolls sideways inside its own box, the page does not. */
export function ScrollTable({ caption, captionId, columns, className, children, footer, regionRef }: ScrollTableProps) {
  const { t } = useStaffText();
  return (
    // Focusable so that keyboard users can scroll it sideways.
    <div className="admin-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0} ref={regionRef}>
      <table className={className}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </div>
  );
}
