import { useId, useState, type FormEvent } from 'react';
import { customerNoteLength } from '@kasuwa/contract/customers';
import { ListFailure, ListLoading } from '../../staff/list-states';
import { RecordDate } from '../../staff/record-date';
import { UnsavedChangesGuard } from '../../staff/unsaved-changes';
import { useStaffText, type ShownText } from '../../staff/staff-language';
import { StaffMessage } from '../../staff/staff-message';
import { useCan } from '../../staff/staff-role';
import { notify } from '../../staff/staff-toasts';
import { useAddCustomerNote, useCustomerNotes } from './api/customer-notes';
import '../../staff/staff-text-fr-customers';
import { SaveButton } from '../../staff/form-buttons';
import './customer-notes.css';

/**
 * What the team noted of a customer, newest first, and a note to add (staff who work orders): shown on
 * the customer's page, on each of their orders and on the phone-order form once the number is known.
 * A note is never changed: a correction is a new note.
 */
export function CustomerNotes({ customerKey, headingLevel = 2 }: { customerKey: string; headingLevel?: 2 | 3 }) {
  const { t } = useStaffText();
  const id = useId();
  const notes = useCustomerNotes(customerKey);
  const add = useAddCustomerNote();
  const canWrite = useCan('orders');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ShownText | null>(null);
  const Heading = `h${headingLevel}` as const;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem('Write the note first.');
    setProblem(null);
    add.mutate(
      { customerKey, text },
      {
        onSuccess: () => {
          setText('');
          notify({ text: 'Note added', tone: 'success' });
        },
        onError: (error) => {
          console.error('Adding a customer note failed:', error);
          setProblem('The note could not be added. Nothing was saved; try again.');
        },
      },
    );
  };

  return (
    <section className="customer-notes" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="customer-notes__heading">
        {t('Notes on this customer')}
      </Heading>
      {notes.failure ? (
        <ListFailure message="Failed to load notes" onRetry={notes.retry} />
      ) : !notes.notes ? (
        <ListLoading what="notes" />
      ) : notes.notes.length === 0 ? (
        <p className="customer-notes__empty">{t('No notes yet.')}</p>
      ) : (
        <ol className="customer-notes__list">
          {notes.notes.map((note) => (
            <li key={note.id} className="customer-notes__note">
              <p className="customer-notes__text">{note.text}</p>
              <p className="customer-notes__by">
                {note.byEmail || note.by} · <RecordDate date={note.at ?? undefined} />
              </p>
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <form className="customer-notes__form" onSubmit={submit}>
          <UnsavedChangesGuard dirty={text.trim() !== '' && !add.isPending} />
          <label htmlFor={`${id}-text`}>{t('New note')}</label>
          <textarea
            id={`${id}-text`}
            rows={2}
            maxLength={customerNoteLength}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
          <SaveButton pending={add.isPending} label={t('Add note')} pendingLabel={t('Adding…')} />
        </form>
      )}
    </section>
  );
}
