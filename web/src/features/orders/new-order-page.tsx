import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { personLimits } from '@kasuwa/contract/limits';
import { formatXof } from '@kasuwa/contract/money';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { linesTotal, orderTotal } from '@kasuwa/contract/order-total';
import { orderRefusals } from '@kasuwa/contract/refusals/orders';
import { useStaffText, callableProblem, type ShownText, textMessage } from '../../components/staff/staff-language';
import { StaffMessage } from '../../components/staff/staff-message';
import { UnsavedChangesGuard } from '../../components/staff/unsaved-changes';
import { notify } from '../../components/staff/staff-toasts';
import { auth } from '../../lib/firebase/auth';
import { errorCode, unanswered } from '../../lib/firebase/callable-failure';
import { storePaths } from '../../lib/store-paths';
import { draftCustomer, forgetDraft, keepDraft, phoneOrderDrafts } from '../../components/store/offline/phone-order-drafts';
import { StorePage } from '../../components/store/store-page';
import { useZones } from '../../components/store/zones/zones';
import type { FindPhoneCustomersOutput } from '@kasuwa/contract/phone-customers';
import { usePlacePhoneOrder } from './api/phone-order';
import { findPhoneCustomers } from '../../components/store/orders/phone-customers';
import { PhoneClaimants } from '../../components/store/orders/phone-claimants';
import { CustomerNotes } from '../../components/store/customers/customer-notes';
import { customerKeyOf } from '@kasuwa/contract/customers';
import { PhoneOrderLine } from './components/phone-order-line';
import { ProductPicker } from './components/product-picker';
import {
  phoneOrderRequest,
  type OrderableProduct,
  type PhoneOrderDraft,
} from '../../components/store/orders/phone-order-form-check';
import './orders.css';
import '../../components/staff/staff-text-fr-offline';
import '../../components/staff/staff-text-fr-orders';
import '../../components/staff/staff-text-fr-products';
import '../../components/staff/staff-text-fr-reports';
import { InputField, SelectField } from '../../components/staff/form-fields';
import { SaveButton } from '../../components/staff/form-buttons';

const newRequestId = () => crypto.randomUUID();

/** The call did not reach the server, or its answer did not come back: the order is kept as a draft to send again. */
const networkFailure = (error: unknown) =>
  !navigator.onLine || unanswered(error) || ['unavailable', 'deadline-exceeded'].includes(errorCode(error));

/** The draft the page was opened on ("Open in the form" in the list to check), with its request id, if it is still kept. */
function openedDraft(uid: string | undefined, state: unknown) {
  const requestId = (state as { draft?: unknown } | null)?.draft;
  return uid && typeof requestId === 'string' ? phoneOrderDrafts(uid).find((draft) => draft.requestId === requestId) : undefined;
}

const blank: PhoneOrderDraft = {
  phone: '',
  customerUid: null,
  name: '',
  deliveryAddress: '',
  zoneId: '',
  campaign: '',
  channel: 'phone',
  lines: [],
};

/**
 * /store/orders/new: an order a customer gives on the phone, for their account (found by phone) or a
 * name. The server prices it like any order (catalogue prices, the zone's fee, stock), numbers it and
 * records who took it; the totals shown here are a preview.
 */
export default function NewOrderPage() {
  const navigate = useNavigate();
  const zones = useZones();
  const place = usePlacePhoneOrder();
  const id = useId();
  const { t } = useStaffText();
  const uid = auth.currentUser?.uid;
  const location = useLocation();
  const [opened] = useState(() => openedDraft(uid, location.state));
  const [draft, setDraft] = useState(opened?.form ?? blank);
  const [requestId, setRequestId] = useState(() => opened?.requestId ?? newRequestId());
  const [problem, setProblem] = useState<ShownText | null>(null);
  const [lookup, setLookup] = useState<'idle' | 'looking' | FindPhoneCustomersOutput>('idle');
  const set = (changes: Partial<PhoneOrderDraft>) => setDraft((previous) => ({ ...previous, ...changes }));
  const zone = zones.data?.find((candidate) => candidate.id === draft.zoneId);
  const lookupKey = customerKeyOf(draft.phone);
  const priced = draft.lines.map((line) => ({ price: line.product.price, quantity: line.quantity }));

  const findCustomer = async () => {
    setLookup('looking');
    try {
      const found = await findPhoneCustomers(draft.phone);
      // Nothing is chosen for staff: the account proven at the number is offered (PhoneClaimants), never taken.
      set({ customerUid: null });
      setLookup(found);
    } catch (error) {
      console.error('Finding the customer by phone failed:', error);
      setLookup('idle');
      setProblem(callableProblem(error, 'The customer could not be looked up. Enter their name instead.'));
    }
  };

  const addLine = (product: OrderableProduct) =>
    set({
      lines: [
        ...draft.lines,
        {
          product,
          size: product.sizes.length === 1 ? (product.sizes[0] ?? '') : '',
          color: product.colors.length === 1 ? (product.colors[0] ?? '') : '',
          quantity: 1,
        },
      ],
    });

  // Offline, the order is kept on the device with its request id and sent when the network is back (UnsentCount).
  const keepOnDevice = (staff: string) => {
    keepDraft(staff, { requestId, form: draft, at: Date.now() });
    notify({
      text: textMessage('Phone order for {name} saved on this device (not sent yet: it goes when the network is back)', {
        name: draftCustomer(draft),
      }),
      tone: 'success',
    });
    setDraft(blank);
    setLookup('idle');
    setRequestId(newRequestId());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = phoneOrderRequest(draft, requestId);
    if ('error' in checked) return setProblem(checked.error);
    setProblem(null);
    if (uid && !navigator.onLine) return keepOnDevice(uid);
    place.mutate(checked.request, {
      onSuccess: (placed) => {
        if (uid) forgetDraft(uid, requestId);
        setRequestId(newRequestId());
        const label = placed.number === undefined ? placed.orderId : orderNumberLabel(placed.number);
        notify({
          text:
            placed.attachedTo === 'phone' && draft.customerUid
              ? textMessage('Order {label} placed, kept on the phone number: the account is no longer the one trusted with it.', {
                  label,
                })
              : textMessage('Order {label} placed', { label }),
          tone: 'success',
        });
        void navigate(storePaths.order.path(placed.orderId));
      },
      onError: (error) => {
        if (uid && networkFailure(error)) {
          console.warn('Placing a phone order did not reach the server: kept as a draft', error);
          return keepOnDevice(uid);
        }
        console.error('Placing a phone order failed:', error);
        setProblem(
          callableProblem(error, 'The order could not be placed. Nothing was saved; try again.', {
            refusals: orderRefusals,
          }),
        );
      },
    });
  };

  return (
    <StorePage title="New order">
      <UnsavedChangesGuard dirty={!place.isPending && JSON.stringify(draft) !== JSON.stringify(blank)} />
      <p>{t('An order given by phone: the server prices it like an order from the app, and records that you took it.')}</p>
      <div className="store-surface phone-order">
        <h2 className="phone-order__heading">{t('Customer')}</h2>
        <div className="phone-order__fields">
          <InputField
            id={`${id}-phone`}
            label={t('Phone')}
            type="tel"
            maxLength={personLimits.phoneLength}
            value={draft.phone}
            onValue={(value) => {
              set({ phone: value, customerUid: null });
              setLookup('idle');
            }}
          />
          <button
            type="button"
            className="admin-button admin-button--secondary admin-button--inline"
            onClick={() => void findCustomer()}
            disabled={lookup === 'looking' || !draft.phone.trim()}
          >
            {lookup === 'looking' ? t('Looking…') : t('Find customer')}
          </button>
          <InputField
            id={`${id}-name`}
            label={t('Name')}
            maxLength={personLimits.nameLength}
            value={draft.name}
            readOnly={draft.customerUid !== null}
            onValue={(value) => set({ name: value })}
          />
        </div>
        {typeof lookup === 'object' && (
          <PhoneClaimants
            found={lookup}
            chosen={draft.customerUid}
            onChoose={(claimant) => set({ customerUid: claimant.uid, name: claimant.name ?? draft.name })}
          />
        )}
        {typeof lookup === 'object' && lookupKey && <CustomerNotes customerKey={lookupKey} headingLevel={3} />}
        <h2 className="phone-order__heading">{t('Products')}</h2>
        <ProductPicker onAdd={addLine} />
        {draft.lines.length > 0 && (
          <ul className="phone-order__lines" aria-label={t('Order lines')}>
            {draft.lines.map((line, index) => (
              <PhoneOrderLine
                key={`${line.product.id}-${index}`}
                line={line}
                onChange={(changed) => set({ lines: draft.lines.map((other, at) => (at === index ? changed : other)) })}
                onRemove={() => set({ lines: draft.lines.filter((_, at) => at !== index) })}
              />
            ))}
          </ul>
        )}
        <form onSubmit={submit} aria-label={t('Delivery and total')}>
          <h2 className="phone-order__heading">{t('Delivery')}</h2>
          <div className="phone-order__fields">
            <SelectField id={`${id}-zone`} label={t('Zone')} value={draft.zoneId} onValue={(value) => set({ zoneId: value })}>
              <option value="">{t('No zone')}</option>
              {zones.data
                ?.filter((choice) => choice.active)
                .map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name} — {formatXof(choice.fee)}
                  </option>
                ))}
            </SelectField>
            <InputField
              id={`${id}-address`}
              label={t('Delivery address')}
              fieldClassName="phone-order__wide"
              maxLength={personLimits.addressLength}
              value={draft.deliveryAddress}
              onValue={(value) => set({ deliveryAddress: value })}
            />
            <SelectField
              id={`${id}-channel`}
              label={t('Came in by')}
              value={draft.channel}
              onValue={(value) => set({ channel: value === 'whatsapp' ? 'whatsapp' : 'phone' })}
            >
              <option value="phone">{t('Phone')}</option>
              <option value="whatsapp">{t('WhatsApp')}</option>
            </SelectField>
            <InputField
              id={`${id}-campaign`}
              label={t('Campaign code (optional)')}
              maxLength={64}
              value={draft.campaign}
              onValue={(value) => set({ campaign: value })}
            />
          </div>
          <p className="phone-order__total">
            {t('Lines {amount}', { amount: formatXof(linesTotal(priced)) })}
            {zone && ` · ${t('delivery {amount}', { amount: formatXof(zone.fee) })}`} · {t('total')}{' '}
            <strong>{formatXof(orderTotal(priced, zone?.fee))}</strong>
          </p>
          {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
          <SaveButton pending={place.isPending} label={t('Place order')} pendingLabel={t('Placing…')} />
        </form>
      </div>
    </StorePage>
  );
}
