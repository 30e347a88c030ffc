import { useId, useState, type FormEvent } from 'react';
import { UnsavedChangesGuard } from '../../../components/staff/unsaved-changes';
import { orderDetailFields } from '@kasuwa/contract/order-fields';
import { RecordDate } from '../../../components/staff/record-date';
import { useStaffText, type ShownText } from '../../../components/staff/staff-language';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { OrderDetailsChangedError, useEditOrderDetails, type OrderDetails } from '../api/edit-order-details';
import type { OrderRecord } from '../../../components/store/orders/order-record';
import { orderDetailEditors } from '../order-details';
import { useCan } from '../../../components/staff/staff-role';
import '../../../components/staff/staff-text-fr-operations';
import { SaveButton } from '../../../components/staff/form-buttons';

const detailsOf = (order: OrderRecord): OrderDetails =>
  Object.fromEntries(orderDetailFields.map((field) => [field, order[field] ?? '']));

/** The details as the store keeps them: each trimmed, an empty one removed. */
const asSaved = (details: OrderDetails): OrderDetails =>
  Object.fromEntries(Object.entries(details).map(([field, value]) => [field, value?.trim() ?? '']));

/**
 * The order's details staff keep for the delivery (a note, a landmark), one field per detail of the
 * contract; saved together, refused without a change when someone else saved them meanwhile.
 */
export function OrderDetailsForm({ order }: { order: OrderRecord }) {
  const { t } = useStaffText();
  const works = useCan('orders');
  const formId = useId();
  const edit = useEditOrderDetails();
  const [shown, setShown] = useState(() => detailsOf(order));
  const [typed, setTyped] = useState(shown);
  const [problem, setProblem] = useState<ShownText | null>(null);
  const stored = detailsOf(order);
  // While this page's own save is under way, the live order may already show it.
  const changedMeanwhile = !edit.isPending && orderDetailFields.some((field) => stored[field] !== shown[field]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    edit.mutate(
      { orderId: order.id, shown, edited: typed },
      {
        onSuccess: () => {
          setShown(asSaved(typed));
          setTyped(asSaved(typed));
          notify({ text: 'Order details saved', tone: 'success' });
        },
        onError: (error) => {
          if (error instanceof OrderDetailsChangedError)
            return setProblem('Someone else changed these details meanwhile. Nothing was saved: see theirs, then save again.');
          console.error(`Could not save the details of ${order.id}:`, error);
          setProblem('The details could not be saved. Nothing was changed; try again.');
        },
      },
    );
  };

  const showTheirs = () => {
    setShown(stored);
    setTyped(stored);
    setProblem(null);
  };

  return (
    <form className="order-details" onSubmit={save} noValidate aria-label={t('Delivery details')}>
      <UnsavedChangesGuard dirty={!edit.isPending && orderDetailFields.some((field) => typed[field] !== shown[field])} />
      {/* A role that does not work orders reads the details as the fields show them. */}
      <fieldset className="order-details__fields" disabled={!works}>
        {orderDetailFields.map((field) => {
          const editor = orderDetailEditors[field];
          const inputId = `${formId}-${field}`;
          return (
            <div className="admin-field" key={field}>
              <label htmlFor={inputId}>{t(editor.label)}</label>
              {editor.kind === 'text' ? (
                <textarea
                  id={inputId}
                  rows={2}
                  maxLength={editor.maxLength}
                  aria-describedby={`${inputId}-hint`}
                  value={typed[field] ?? ''}
                  onChange={(event) => setTyped({ ...typed, [field]: event.target.value })}
                />
              ) : (
                <select
                  id={inputId}
                  aria-describedby={`${inputId}-hint`}
                  value={typed[field] ?? ''}
                  onChange={(event) => setTyped({ ...typed, [field]: event.target.value })}
                >
                  <option value="">{t('Not set')}</option>
                  {Object.entries(editor.choices).map(([value, label]) => (
                    <option key={value} value={value}>
                      {t(label)}
                    </option>
                  ))}
                </select>
              )}
              <p id={`${inputId}-hint`} className="order-details__hint">
                {t(editor.hint)}
              </p>
            </div>
          );
        })}
      </fieldset>
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
      {changedMeanwhile && (
        <p role="status">
          {t('Someone else changed these details meanwhile.')}{' '}
          <button type="button" className="admin-button admin-button--secondary admin-button--small" onClick={showTheirs}>
            {t('Show theirs')}
          </button>
        </p>
      )}
      {works && <SaveButton pending={edit.isPending} label={t('Save details')} />}
      {order.detailsEditedAt && (
        <p className="order-details__hint">
          {t('Last edited')} <RecordDate date={order.detailsEditedAt} />
        </p>
      )}
    </form>
  );
}
