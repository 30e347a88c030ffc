import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { setOrderHoldsInputSchema, type OrderHolds } from '@kasuwa/contract/order-holds';
import { ListFailure, ListLoading } from '../../../components/staff/list-states';
import { useStaffText, callableProblem, type ShownText } from '../../../components/staff/staff-language';
import { StaffMessage } from '../../../components/staff/staff-message';
import { notify } from '../../../components/staff/staff-toasts';
import { useCan } from '../../../components/staff/staff-role';
import { storePaths } from '../../../lib/store-paths';
import { lapsingShown, useLapsingOrders, useOrderHolds, useSetOrderHolds } from '../api/order-holds';
import { heldUnits, holdLeft, useNow } from '../../../components/store/orders/hold-time';
import '../orders.css';
import { NumberField } from '../../../components/staff/form-fields';
import { SaveButton } from '../../../components/staff/form-buttons';
import { TitledSurface } from '../../../components/staff/titled-surface';
import { hoursOfTyped, OpeningHoursFields, typedHoursOf } from './opening-hours-fields';

const settingFields = [
  { name: 'holdMinutes', label: 'Hold unconfirmed orders for (minutes)' },
  { name: 'perVariant', label: 'Units of one variant a customer may hold' },
  { name: 'inAll', label: 'Units a customer may hold in all' },
  { name: 'newCustomerPercent', label: 'Share of a variant customers with no delivered order may hold together (%)' },
] as const;
type CountSetting = (typeof settingFields)[number]['name'];

function HoldSettingsForm({ stored }: { stored: OrderHolds }) {
  const save = useSetOrderHolds();
  const { t } = useStaffText();
  const formId = useId();
  const [typed, setTyped] = useState<Record<CountSetting, string>>({
    holdMinutes: String(stored.holdMinutes),
    perVariant: String(stored.perVariant),
    inAll: String(stored.inAll),
    newCustomerPercent: String(stored.newCustomerPercent),
  });
  const [typedHours, setTypedHours] = useState(() => typedHoursOf(stored.openingHours));
  const [hoursRefused, setHoursRefused] = useState(false);
  const [problem, setProblem] = useState<ShownText | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = setOrderHoldsInputSchema.safeParse({
      holdMinutes: Number(typed.holdMinutes),
      perVariant: Number(typed.perVariant),
      inAll: Number(typed.inAll),
      newCustomerPercent: Number(typed.newCustomerPercent),
      openingHours: hoursOfTyped(typedHours),
    });
    const hoursWrong = read.error?.issues.some(({ path }) => path[0] === 'openingHours') ?? false;
    setHoursRefused(hoursWrong);
    if (!read.success || Object.values(typed).some((value) => !/^\d+$/.test(value.trim()))) {
      setProblem(
        hoursWrong
          ? 'Enter each open day’s hours as HH:MM, opening before closing, with at least one day open.'
          : 'Enter whole numbers: a hold of 1 minute to 7 days, at least 1 unit, and a share of 1 to 100 %.',
      );
      return;
    }
    setProblem(null);
    save.mutate(read.data, {
      onSuccess: () => notify({ text: 'Order holds saved', tone: 'success' }),
      onError: (error) => {
        console.error('Could not save the order holds:', error);
        setProblem(callableProblem(error, 'The order holds could not be saved. Nothing was changed; try again.'));
      },
    });
  };

  return (
    <form className="order-holds__settings" onSubmit={submit} noValidate>
      {settingFields.map(({ name, label }) => (
        <NumberField
          key={name}
          id={`${formId}-${name}`}
          label={t(label)}
          min={1}
          value={typed[name]}
          onValue={(value) => setTyped({ ...typed, [name]: value })}
        />
      ))}
      <OpeningHoursFields idPrefix={`${formId}-hours`} typed={typedHours} invalid={hoursRefused} onTyped={setTypedHours} />
      <SaveButton pending={save.isPending} label={t('Save holds')} secondary />
      {problem && <StaffMessage notice={{ text: problem, tone: 'error' }} />}
    </form>
  );
}

/**
 * The dashboard's unconfirmed orders, the first to lapse first, each with the units it holds and the
 * time left (confirming it keeps them); and the shop's hold settings.
 */
export function OrderHoldsPanel() {
  const lapsing = useLapsingOrders();
  const settings = useOrderHolds();
  const now = useNow(30_000);
  const { t } = useStaffText();
  const keepsSettings = useCan('settings');
  let list;
  if (lapsing.isPending) list = <ListLoading what="orders about to lapse" />;
  else if (lapsing.isError)
    list = (
      <ListFailure
        message="Failed to load the orders about to lapse"
        onRetry={() => lapsing.refetch()}
        retrying={lapsing.isRefetching}
      />
    );
  else if (lapsing.data.length === 0) list = <p>{t('No unconfirmed order holds units.')}</p>;
  else
    list = (
      <ul className="order-holds__list">
        {lapsing.data.map((order) => {
          const left = order.holdUntil && holdLeft(order.holdUntil, now);
          return (
            <li key={order.id}>
              <Link to={storePaths.order.path(order.id)}>
                {order.number === undefined ? order.id : orderNumberLabel(order.number)}
              </Link>
              {order.customerName && ` — ${order.customerName}`}
              {': '}
              {t('{count} units held', { count: heldUnits(order.items) })}
              {', '}
              {left ? t('{left} left', { left }) : t('lapsing now')}
            </li>
          );
        })}
      </ul>
    );
  return (
    <TitledSurface block="order-holds" title={t('Unconfirmed orders')}>
      {list}
      {lapsing.isSuccess && lapsing.data.length === lapsingShown && (
        <p>{t('The {count} first to lapse are shown.', { count: lapsingShown })}</p>
      )}
      {settings.isSuccess && keepsSettings && <HoldSettingsForm key={JSON.stringify(settings.data)} stored={settings.data} />}
      {settings.isError && <StaffMessage notice={{ text: 'The order holds could not be loaded.', tone: 'error' }} />}
    </TitledSurface>
  );
}
