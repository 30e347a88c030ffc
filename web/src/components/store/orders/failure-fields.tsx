import { useId, useRef, useState, type RefObject } from 'react';
import { orderLimits } from '@kasuwa/contract/limits';
import { deliveryFailureReasons, type DeliveryFailureReason } from '@kasuwa/contract/order-statuses';
import { useStaffText, type StaffTextId } from '../../staff/staff-language';
import { SelectField, TextAreaField } from '../../staff/form-fields';

/** Each reason a delivery fails for, as staff and riders read it. */
export const failureReasonLabels = {
  absent: 'Customer absent',
  refused: 'Refused at the door',
  unreachable: 'Customer unreachable by phone',
  address: 'Address not found',
  other: 'Other (say what in the note)',
} as const satisfies Record<DeliveryFailureReason, StaffTextId>;

/** What a failed delivery's question holds: a reason from the list (none chosen yet: '') and a note. */
interface FailureAnswer {
  reason: DeliveryFailureReason | '';
  note: string;
}

/** What is missing from an answer: the reason, or the note an "other" reason needs; null when complete. */
function failureProblem(answer: FailureAnswer): StaffTextId | null {
  if (answer.reason === '') return 'Choose why the delivery failed.';
  if (answer.reason === 'other' && answer.note.trim() === '') return 'Say in the note what happened.';
  return null;
}

/** A failed delivery being told: what is chosen and written, and what the failure it gives is once complete. */
export function useFailureQuestion() {
  const [answer, setAnswer] = useState<FailureAnswer>({ reason: '', note: '' });
  const [problem, setProblem] = useState<StaffTextId | null>(null);
  const firstField = useRef<HTMLSelectElement>(null);
  const fields = {
    answer,
    problem,
    firstField,
    onChange: (next: FailureAnswer) => {
      setAnswer(next);
      setProblem(null);
    },
  };
  /** The failure to record, or null with the problem shown and focus on the fields. */
  const failure = (): { reason: DeliveryFailureReason; note?: string } | null => {
    const missingPart = failureProblem(answer);
    setProblem(missingPart);
    if (missingPart || answer.reason === '') {
      firstField.current?.focus();
      return null;
    }
    return { reason: answer.reason, note: answer.note.trim() || undefined };
  };
  return { fields, failure };
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
      <SelectField
        id={reasonId}
        label={t('Why did the delivery fail?')}
        ref={firstField}
        required
        aria-invalid={problem !== null && answer.reason === ''}
        aria-describedby={problem ? problemId : undefined}
        value={answer.reason}
        onValue={(value) => onChange({ ...answer, reason: value as FailureAnswer['reason'] })}
      >
        <option value="">{t('Choose a reason')}</option>
        {deliveryFailureReasons.map((reason) => (
          <option key={reason} value={reason}>
            {t(failureReasonLabels[reason])}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={noteId}
        label={t('Note (optional unless “Other”)')}
        rows={2}
        maxLength={orderLimits.cancelReasonLength}
        aria-invalid={problem !== null && answer.reason !== ''}
        aria-describedby={problem ? problemId : undefined}
        value={answer.note}
        onValue={(value) => onChange({ ...answer, note: value })}
      />
      {problem && (
        <p id={problemId} className="store-question__error">
          {t(problem)}
        </p>
      )}
    </>
  );
}
