import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TextAreaField } from '../../../components/staff/form-fields';
import { orderLimits } from '@kasuwa/contract/limits';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { movesFrom } from '@kasuwa/contract/order-workflow';
import type { OrderStatus } from '@kasuwa/contract/schemas';
import { useStaffText, textMessage, type StaffTextId, verbatim, asMessage } from '../../../components/staff/staff-language';
import { StaffMessage } from '../../../components/staff/staff-message';
import type { StaffNotice } from '../../../components/staff/staff-notice';
import { notify } from '../../../components/staff/staff-toasts';
import { OrderMovedError, useMoveOrder, type OrderMove } from '../../../components/store/orders/move-order';
import { FailureFields, useFailureQuestion } from '../../../components/store/orders/failure-fields';
import { statusLabel } from '../../../components/store/orders/order-status';
import '../../../components/staff/staff-text-fr-offline';
import { SideButton } from '../../../components/staff/form-buttons';
import type { OrderRecord } from '../../../components/store/orders/order-record';

const actionLabels: Partial<Record<OrderStatus, StaffTextId>> = {
  confirmed: 'Confirm order',
  outForDelivery: 'Send out for delivery',
  deliveryFailed: 'Delivery failed…',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order…',
};

/** The moves that ask first, with the question's words. */
const questions = {
  cancelled: { title: 'Cancel order {id}?', confirm: 'Cancel the order', back: 'Keep the order' },
  deliveryFailed: { title: 'Delivery of order {id} failed?', confirm: 'Record the failed delivery', back: 'Back' },
  delivered: { title: 'Mark order {id} as delivered?', confirm: 'Mark as delivered', back: 'Back' },
} as const satisfies Partial<Record<OrderStatus, { title: StaffTextId; confirm: StaffTextId; back: StaffTextId }>>;
type AskedMove = keyof typeof questions;

/** Moves that cannot be undone ask first; cancelling also asks why, a failed delivery what happened. */
const asksFirst = (to: OrderStatus): to is AskedMove => Object.hasOwn(questions, to);

/** What a confirmed question gives the move: a cancellation's reason, or a failed delivery's. */
type MoveAnswer = Pick<OrderMove, 'reason' | 'failure'>;

/** The moves staff may make from the order's status, each recorded with who and when. */
export function StatusActions({ order }: { order: OrderRecord }) {
  const move = useMoveOrder();
  // The status the question was asked from: another staff member may move the order meanwhile.
  const [asking, setAsking] = useState<{ from: OrderStatus; to: AskedMove } | null>(null);
  const [message, setMessage] = useState<StaffNotice | null>(null);
  // An order waiting for its zone is confirmed once staff set it (ZoneSetter): the rules refuse it before.
  const moves = movesFrom(order.status).filter((to) => !(order.zonePending && to === 'confirmed'));
  const { t } = useStaffText();

  const run = (from: OrderStatus, to: OrderStatus, answer: MoveAnswer = {}) => {
    setMessage(null);
    move.mutate(
      { orderId: order.id, from, to, label: order.number === undefined ? order.id : orderNumberLabel(order.number), ...answer },
      {
        onSuccess: (outcome) => {
          setAsking(null);
          const said =
            outcome === 'queued'
              ? 'Order {id}: {status} (not sent yet: it goes when the network is back)'
              : 'Order {id}: {status}';
          notify({ text: textMessage(said, { id: order.id, status: asMessage(statusLabel(to)) }), tone: 'success' });
        },
        onError: (error) => {
          setAsking(null);
          if (error instanceof OrderMovedError) {
            setMessage({
              text: textMessage('Someone else changed this order: it is now {status}. Nothing was saved.', {
                status: asMessage(statusLabel(error.status)),
              }),
              tone: 'error',
            });
            return;
          }
          console.error(`Moving order ${order.id} to ${to} failed:`, error);
          setMessage({ text: 'The status could not be changed. Nothing was saved; try again.', tone: 'error' });
        },
      },
    );
  };

  return (
    <div className="status-actions">
      {message && <StaffMessage notice={message} />}
      {asking ? (
        <MoveQuestion
          orderId={order.id}
          to={asking.to}
          movedTo={order.status === asking.from ? undefined : order.status}
          busy={move.isPending}
          onConfirm={(answer) => run(asking.from, asking.to, answer)}
          onBack={() => setAsking(null)}
        />
      ) : moves.length === 0 ? (
        <p className="status-actions__final">
          {t('This order is {status}: nothing more to do.', { status: t(statusLabel(order.status)).toLowerCase() })}
        </p>
      ) : (
        <div className="store-buttons">
          {moves.map((to) => (
            <button
              key={to}
              type="button"
              className={`admin-button admin-button--inline${to === 'cancelled' || to === 'deliveryFailed' ? ' admin-button--secondary' : ''}`}
              disabled={move.isPending}
              onClick={() => {
                const from = order.status as OrderStatus;
                if (asksFirst(to)) setAsking({ from, to });
                else run(from, to);
              }}
            >
              {move.isPending && move.variables?.to === to ? t('Saving…') : t(actionLabels[to] ?? verbatim(to))}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

interface MoveQuestionProps {
  orderId: string;
  to: AskedMove;
  /** Where someone else moved the order since the question was asked. */
  movedTo: string | undefined;
  busy: boolean;
  onConfirm: (answer: MoveAnswer) => void;
  onBack: () => void;
}

/**
 * "Are you sure?", with the reason asked for a cancellation, and what happened for a failed delivery;
 * focus starts inside it.
 */
function MoveQuestion({ orderId, to, movedTo, busy, onConfirm, onBack }: MoveQuestionProps) {
  const headingId = useId();
  const reasonId = useId();
  const reasonErrorId = useId();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const failureQuestion = useFailureQuestion();
  const cancelling = to === 'cancelled';
  const failing = to === 'deliveryFailed';
  const question = questions[to];
  const { t } = useStaffText();
  const failureField = failureQuestion.fields.firstField;
  useEffect(() => (reasonField.current ?? failureField.current ?? confirmButton.current)?.focus(), [failureField]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cancelling && reason.trim() === '') {
      setReasonMissing(true);
      reasonField.current?.focus();
      return;
    }
    if (failing) {
      const failure = failureQuestion.failure();
      if (failure) onConfirm({ failure });
      return;
    }
    onConfirm(cancelling ? { reason: reason.trim() } : {});
  };

  return (
    <form className="store-question store-surface" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h3 id={headingId} className="store-question__title">
        {t(question.title, { id: orderId })}
      </h3>
      <p>
        {t(
          failing
            ? 'The order can go out again or be cancelled afterwards. The customer is not told: send them a message.'
            : 'This cannot be undone. The customer is not told: send them a message.',
        )}
      </p>
      {movedTo && (
        <p role="alert" className="admin-message admin-message--error">
          {t('Someone else changed this order meanwhile: it is now {status}.', { status: t(statusLabel(movedTo)) })}
        </p>
      )}
      {cancelling && (
        <TextAreaField
          id={reasonId}
          label={t('Reason for cancelling')}
          under={
            reasonMissing && (
              <p id={reasonErrorId} className="store-question__error">
                {t('Say why the order is cancelled: the history keeps it.')}
              </p>
            )
          }
          ref={reasonField}
          required
          aria-invalid={reasonMissing}
          aria-describedby={reasonMissing ? reasonErrorId : undefined}
          maxLength={orderLimits.cancelReasonLength}
          rows={3}
          value={reason}
          onValue={(typed) => {
            setReason(typed);
            setReasonMissing(false);
          }}
        />
      )}
      {failing && <FailureFields {...failureQuestion.fields} />}
      <div className="store-buttons">
        <button
          type="submit"
          ref={confirmButton}
          className={`admin-button admin-button--inline${cancelling ? ' admin-button--danger' : ''}`}
          disabled={busy}
        >
          {t(busy ? 'Saving…' : question.confirm)}
        </button>
        <SideButton disabled={busy} onClick={onBack}>
          {t(question.back)}
        </SideButton>
      </div>
    </form>
  );
}
