import { useState } from 'react';
import { Link } from 'react-router';
import { notify, StaffToaster } from '../../components/staff/staff-toasts';
import { DocumentTitle } from '../../components/page-meta';
import { pageTitle } from './feedback-labels';
import { useDeleteFeedback } from './api/delete-feedback';
import type { FeedbackFilter } from './api/feedback-keys';
import type { FeedbackItem } from './api/list-feedback';
import { FeedbackFilterSelect } from './components/feedback-filter';
import { FeedbackList } from './components/feedback-list';
import { storePaths } from '../../lib/store-paths';
import { useStaffText } from '../../components/staff/staff-language';
import '../../components/staff/staff-text-fr-people';
import { SideButton } from '../../components/staff/form-buttons';

/** What staff see once signed in: the filter, the table and what their actions did. */
export function FeedbackAdmin({ onLogout }: { onLogout: () => void }) {
  const [filter, setFilter] = useState<FeedbackFilter>('all');
  const remove = useDeleteFeedback();
  const { t } = useStaffText();

  function confirmDelete(item: FeedbackItem, afterDelete: () => void) {
    if (!window.confirm(t('Delete this feedback?'))) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        notify({ text: 'Feedback deleted', tone: 'success' });
        afterDelete();
      },
      onError: () => notify({ text: 'Failed to delete feedback', tone: 'error' }),
    });
  }

  return (
    <main className="admin-panel">
      <DocumentTitle title={t(pageTitle)} />
      <header className="admin-panel__header">
        <h1>{t('Feedback')}</h1>
        <div className="admin-panel__actions">
          <Link to={storePaths.products.path}>{t('Store admin')}</Link>
          <SideButton onClick={onLogout}>{t('Logout')}</SideButton>
        </div>
      </header>
      <FeedbackFilterSelect value={filter} onChange={setFilter} />
      <StaffToaster />
      <FeedbackList filter={filter} deletingId={remove.isPending ? (remove.variables ?? null) : null} onDelete={confirmDelete} />
    </main>
  );
}
