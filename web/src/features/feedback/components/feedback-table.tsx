import type { Ref } from 'react';
import type { FeedbackItem } from '../api/list-feedback';
import { FeedbackRow } from './feedback-row';

const columns = ['User', 'Type', 'Message', 'Screenshot', 'Date', 'Action'];

/** 600 px at least, so it scrolls sideways inside its own box on a phone instead of squeezing. */
export function FeedbackTable({
  items,
  deletingId,
  onDelete,
  regionRef,
}: {
  items: FeedbackItem[];
  deletingId: string | null;
  onDelete: (item: FeedbackItem) => void;
  regionRef?: Ref<HTMLDivElement>;
}) {
  return (
    // Focusable so that keyboard users can scroll it sideways.
    <div className="feedback-table-scroll" role="region" aria-labelledby="feedback-caption" tabIndex={0} ref={regionRef}>
      <table className="feedback-table">
        <caption id="feedback-caption" className="visually-hidden">
          Feedback, newest first
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <FeedbackRow key={item.id} item={item} deleting={deletingId === item.id} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
