import { QRCodeSVG } from 'qrcode.react';
import { useSearchParams } from 'react-router';
import { isCalendarDay, shopDay } from '@kasuwa/contract/days';
import { formatXof } from '@kasuwa/contract/money';
import { orderDetailFields, type OrderDetailField } from '@kasuwa/contract/order-fields';
import { orderNumberLabel } from '@kasuwa/contract/order-numbers';
import { missing } from '../../components/staff/record-date';
import { useStaffText, textMessage, type StaffTextId } from '../../components/staff/staff-language';
import { ScrollTable } from '../../components/staff/scroll-table';
import { StoreList, StorePage } from '../../components/store/store-page';
import { useZones } from '../../components/store/zones/zones';
import { ZoneFilter } from '../../components/store/zones/zone-filter';
import { useDeliverySheet } from './api/delivery-sheet';
import { SheetRunForm } from './components/sheet-run-form';
import type { OrderRecord } from '../../components/store/orders/order-record';
import { detailShown, orderDetailEditors } from './order-details';
import { statusLabel } from '../../components/store/orders/order-status';
import { OrderChannel } from '../../components/store/orders/order-channel';
import { trackingUrl } from '@kasuwa/contract/tracking';
import './orders.css';
import '../../components/staff/staff-text-fr-reports';

/** The details staff keep for the delivery (order-details.ts) each have a column, after the address. */
const columns: StaffTextId[] = [
  'Order',
  'Customer',
  'Address',
  ...orderDetailFields.map((field) => orderDetailEditors[field].label),
  'Items',
  'To collect',
  'Status',
];

const itemsText = (order: OrderRecord) =>
  order.items
    .map(
      (line) =>
        `${line.quantity ?? '?'} × ${line.title ?? missing}${[line.size, line.color].some(Boolean) ? ` (${[line.size, line.color].filter(Boolean).join(', ')})` : ''}`,
    )
    .join('; ');

/**
 * /store/orders/deliveries?zone=&day=: a day's orders of one delivery zone, oldest first, as a sheet
 * the delivery rider takes: who, where, what, and how much to collect. Printed from the browser.
 */
export default function DeliverySheetPage() {
  const [search, setSearch] = useSearchParams();
  const zones = useZones();
  const zoneId = search.get('zone') ?? '';
  const askedDay = search.get('day');
  const day = askedDay && isCalendarDay(askedDay) ? askedDay : shopDay(new Date());
  const sheet = useDeliverySheet(zoneId, day);
  const { t } = useStaffText();
  const detailText = (order: OrderRecord, field: OrderDetailField) => {
    const shown = detailShown(field, order[field]);
    return shown ? t(shown) : missing;
  };
  const zone = zones.data?.find((candidate) => candidate.id === zoneId);
  const set = (changes: Record<string, string>) =>
    setSearch(new URLSearchParams({ zone: zoneId, day, ...changes }), { replace: true });
  const toCollect = (sheet.data?.value ?? []).reduce((sum, order) => sum + (order.total ?? 0), 0);

  return (
    <StorePage title={zone ? textMessage('Delivery sheet — {zone}, {day}', { zone: zone.name, day }) : 'Delivery sheet'}>
      <div className="store-filters delivery-sheet__controls" role="search" aria-label={t('Choose the sheet')}>
        <ZoneFilter value={zoneId} onChange={(zone) => set({ zone })} blank={t('Choose a zone')} />
        <label className="store-filters__field">
          {t('Day')}
          <input type="date" value={day} onChange={(event) => event.target.value && set({ day: event.target.value })} />
        </label>
        <button
          type="button"
          className="admin-button admin-button--inline"
          onClick={() => window.print()}
          disabled={!sheet.data?.value.length}
        >
          {t('Print')}
        </button>
      </div>
      {!zoneId ? (
        <p className="store-empty store-surface">{t('Choose a zone to see its orders.')}</p>
      ) : (
        <StoreList query={sheet} what="delivery sheet" empty="No order to deliver in this zone that day.">
          {(orders) => (
            <>
              <SheetRunForm orders={orders} />
              <ScrollTable
                caption={t('Orders to deliver in {zone} on {day}', { zone: zone?.name ?? zoneId, day })}
                captionId="delivery-sheet-caption"
                columns={columns}
                className="store-table delivery-sheet"
                footer={
                  <tr>
                    <th scope="row" colSpan={columns.length - 2}>
                      {t('{count} orders, to collect in all', { count: orders.length })}
                    </th>
                    <td>{formatXof(toCollect)}</td>
                    <td />
                  </tr>
                }
              >
                {orders.map((order) => (
                  <tr key={order.id}>
                    <th scope="row">
                      {order.number === undefined ? order.id : orderNumberLabel(order.number)}
                      {order.trackingToken && (
                        // The customer scans it at the door: their page says the order's steps and what is left to pay.
                        <QRCodeSVG
                          className="delivery-sheet__qr"
                          value={trackingUrl(order.trackingToken)}
                          size={72}
                          role="img"
                          aria-label={t('Tracking link of order {number}', {
                            number: order.number === undefined ? order.id : orderNumberLabel(order.number),
                          })}
                        />
                      )}
                    </th>
                    <td>
                      {order.customerName ?? missing}
                      <br />
                      {order.phone ?? missing}
                      <br />
                      <OrderChannel order={order} />
                    </td>
                    <td>{order.deliveryAddress ?? missing}</td>
                    {orderDetailFields.map((field) => (
                      <td key={field}>{detailText(order, field)}</td>
                    ))}
                    <td>{itemsText(order)}</td>
                    <td>{order.total === undefined ? missing : formatXof(order.total)}</td>
                    <td>{order.status ? t(statusLabel(order.status)) : missing}</td>
                  </tr>
                ))}
              </ScrollTable>
            </>
          )}
        </StoreList>
      )}
    </StorePage>
  );
}
