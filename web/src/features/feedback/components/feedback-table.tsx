import type { Ref } from 'react';
import { ScrollTable } from '../../../components/staff/scroll-table';
import type { FeedbackItem } from '../api/list-feedback';
import { FeedbackRow } from './feedback-row';
import { useStaffText, type StaffTextId } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-people';

const columns: readonly StaffTextId[] = ['User', 'Type', 'Message', 'Screenshot', 'Date', 'Action'];

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
  const { t } = useStaffText();
  return (
    <ScrollTable
      caption={t('Feedback, newest first')}
      captionId="feedback-caption"
      columns={columns}
      className="feedback-table"
      regionRef={regionRef}
    >
      {items.map((item) => (
        <FeedbackRow key={item.id} item={item} deleting={deletingId === item.id} onDelete={onDelete} />
      ))}
    </ScrollTable>
  );
}
