import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { asMessage, textMessage, useStaffText, type ShownText } from '../../components/staff/staff-language';
import { storePaths } from '../../lib/store-paths';
import { statusLabel } from '../../components/store/orders/order-status';
import { phoneOrderDrafts } from '../../components/store/offline/phone-order-drafts';
import { forgetAction, queuedActions, type QueuedAction } from '../../components/store/offline/queued-actions';
import { usePhoneOrderDrafts, useSendDrafts, waitingDrafts } from './use-phone-order-drafts';
import { useQueuedActions, useSettleQueuedActions } from './use-queued-actions';
import '../../components/staff/staff-text-fr-offline';
import { SideButton } from '../../components/staff/form-buttons';

/** How many of the actions still wait to be sent (the refused ones are not waiting). */
const unsentOf = (actions: readonly QueuedAction[]) => actions.filter((action) => !action.refused).length;

/** How many of the staff member's actions and phone order drafts wait to be sent now, as the bar counts them. */
export const unsentNow = (uid: string) => unsentOf(queuedActions(uid)) + waitingDrafts(phoneOrderDrafts(uid)).length;

/**
 * How many actions wait to be sent, moves, payments and phone order drafts, in the store's bar
 * (nothing when none do); meanwhile those of earlier loads are settled and the drafts sent.
 */
export function UnsentCount({ uid }: { uid: string }) {
  const { t } = useStaffText();
  const actions = unsentOf(useQueuedActions(uid));
  const drafts = waitingDrafts(usePhoneOrderDrafts(uid)).length;
  useSettleQueuedActions(uid, actions > 0);
  useSendDrafts(uid, drafts > 0);
  const count = actions + drafts;
  return (
    <p className="store-unsent" role="status">
      {count > 0 && t('{count} actions not sent', { count })}
    </p>
  );
}

/** What a refused action was, in staff's words. */
function refusedText(action: QueuedAction): ShownText {
  const methodOf = (payment: QueuedAction['payment']) => asMessage(payment === 'mobile-money' ? 'Mobile Money' : 'Cash');
  if (action.kind === 'payment' && action.paidNow) {
    return textMessage(
      'Order {id}: the payment ({method}) was refused on arrival: the order was paid meanwhile, {now}. Ask the owner or a manager to correct it if it is wrong.',
      { id: action.label, method: methodOf(action.payment), now: methodOf(action.paidNow) },
    );
  }
  if (action.kind === 'payment') {
    return textMessage('Order {id}: the payment ({method}) was refused on arrival: the order no longer takes it.', {
      id: action.label,
      method: methodOf(action.payment),
    });
  }
  return textMessage('Order {id}: the move to {status} was refused on arrival: the order was changed meanwhile.', {
    id: action.label,
    status: asMessage(statusLabel(action.to)),
  });
}

/**
 * The actions the server refused when they arrived, each until staff have seen it: kept on the
 * device, so a reload or another tab still shows them.
 */
export function RefusedActions({ uid }: { uid: string }) {
  const { t } = useStaffText();
  const refused = useQueuedActions(uid).filter((action) => action.refused);
  if (refused.length === 0) return null;
  return (
    <section className="store-refused admin-message admin-message--error" role="alert" aria-label={t('Refused on arrival')}>
      <h2 className="store-refused__title">{t('Refused on arrival')}</h2>
      <ul>
        {refused.map((action) => (
          <li key={action.id}>
            <Link to={storePaths.order.path(action.orderId)}>{t(refusedText(action))}</Link>{' '}
            <button
              type="button"
              className="admin-button admin-button--secondary admin-button--small"
              onClick={() => forgetAction(uid, action.id)}
            >
              {t('Seen')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface LogoutQuestionProps {
  unsent: number;
  onStay: () => void;
  onLogout: () => void;
}

/** Asked before a logout while actions wait to be sent: they go only once the same staff member logs in again here. */
export function LogoutQuestion({ unsent, onStay, onLogout }: LogoutQuestionProps) {
  const { t } = useStaffText();
  const headingId = useId();
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => stay.current?.focus(), []);
  return (
    <section className="store-question store-surface store-logout-question" role="alertdialog" aria-labelledby={headingId}>
      <p id={headingId}>
        {t('Not sent yet: {count} actions. They go only once you log in again on this device. Log out anyway?', {
          count: unsent,
        })}
      </p>
      <div className="store-buttons">
        <button type="button" ref={stay} className="admin-button admin-button--inline" onClick={onStay}>
          {t('Stay logged in')}
        </button>
        <SideButton onClick={onLogout}>{t('Log out anyway')}</SideButton>
      </div>
    </section>
  );
}
