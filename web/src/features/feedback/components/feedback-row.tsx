import type { FeedbackItem } from '../api/list-feedback';
import { typeLabel } from '../feedback-labels';
import { RecordDate } from '../../../components/staff/record-date';
import { useStaffText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-people';
import '../../../components/staff/staff-text-fr-products';

export function FeedbackRow({
  item,
  deleting,
  onDelete,
}: {
  item: FeedbackItem;
  deleting: boolean;
  onDelete: (item: FeedbackItem) => void;
}) {
  const { t } = useStaffText();
  return (
    <tr>
      <td className="feedback-table__user">{item.userId ?? t('Anon')}</td>
      <td>{t(typeLabel(item.feedbackType))}</td>
      <td className="feedback-table__message">{item.message}</td>
      <td>
        {item.screenshotUrl ? (
          <a href={item.screenshotUrl} target="_blank" rel="noopener noreferrer" className="feedback-table__shot">
            <img src={item.screenshotUrl} alt={t('Screenshot (opens in a new tab)')} width={48} loading="lazy" />
          </a>
        ) : (
          t('None')
        )}
      </td>
      <td className="feedback-table__date">
        <RecordDate date={item.createdAt} />
      </td>
      <td>
        <button
          type="button"
          className="admin-button admin-button--danger admin-button--small"
          disabled={deleting}
          onClick={() => onDelete(item)}
        >
          {t(deleting ? 'Deleting…' : 'Delete (feedback)')}
        </button>
      </td>
    </tr>
  );
}
