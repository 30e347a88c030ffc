import { useId, type RefObject } from 'react';
import { orderLimits } from '@kasuwa/contract/limits';
import { deliveryFailureReasons, type DeliveryFailureReason } from '@kasuwa/contract/order-statuses';
import { useStaffText, type StaffTextId } from '../../../../components/staff/staff-language';

/** Each reason a delivery fails for, as staff and riders read it. */
export const failureReasonLabels = {
  absent: 'Customer absent',
  refused: 'Refused at the door',
  unreachable: 'Customer unreachable by phone',
  address: 'Address not found',
  other: 'Other (say what in the note)',
} as const satisfies Record<DeliveryFailureReason, StaffTextId>;

/** What a failed delivery's question holds: a reason from the list (none chosen yet: '') and a note. */
export interface FailureAnswer {
  reason: DeliveryFailureReason | '';
  note: string;
}

/** What is missing from an answer: the reason, or the note an "other" reason needs; null when complete. */
export function failureProblem(answer: FailureAnswer): StaffTextId | null {
  if (answer.reason === '') return 'Choose why the delivery failed.';
  if (answer.reason === 'other' && answer.note.trim() === '') return 'Say in the note what happened.';
  return null;
}

interface FailureFieldsProps {
  answer: FailureAnswer;
  onChange: (answer: FailureAnswer) => void;
  /** The problem shown under the fields once staff tried to confirm. */
  problem: StaffTextId | null;
  firstField: RefObject<HTMLSelectElement | null>;
}

/** The reason a delivery failed (from the contract's list) and a note, as the move to `deliveryFailed` asks. */
export function FailureFields({ answer, onChange, problem, firstField }: FailureFieldsProps) {
  const reasonId = useId();
  const noteId = useId();
  const problemId = useId();
  const { t } = useStaffText();
  return (
    <>
      <div className="admin-field">
        <label htmlFor={reasonId}>{t('Why did the delivery fail?')}</label>
        <select
          id={reasonId}
          ref={firstField}
          required
          aria-invalid={problem !== null && answer.reason === ''}
          aria-describedby={problem ? problemId : undefined}
          value={answer.reason}
          onChange={(event) => onChange({ ...answer, reason: event.target.value as FailureAnswer['reason'] })}
        >
          <option value="">{t('Choose a reason')}</option>
          {deliveryFailureReasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(failureReasonLabels[reason])}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={noteId}>{t('Note (optional unless “Other”)')}</label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={orderLimits.cancelReasonLength}
          aria-invalid={problem !== null && answer.reason !== ''}
          aria-describedby={problem ? problemId : undefined}
          value={answer.note}
          onChange={(event) => onChange({ ...answer, note: event.target.value })}
        />
      </div>
      {problem && (
        <p id={problemId} className="store-question__error">
          {t(problem)}
        </p>
      )}
    </>
  );
}
