import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatXof } from '@kasuwa/contract/money';
import { findToast } from '../../test/toasts';
import { fakeFirestore, fakeTimestamp } from '../../test/fake-firestore';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import DeliverySheetPage from './delivery-sheet-page';

jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: { uid: 'staff-1', email: 'awa.staff@kasuwa.test' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);

const at = (iso: string) => fakeTimestamp(new Date(iso));
const order = (id: string, fields: Record<string, unknown>) =>
  fakeFirestore.set('zzstoreOrders', id, {
    userId: 'u',
    items: [{ productId: 'p', title: 'Savon noir', price: 500, quantity: 2 }],
    total: 1750,
    zoneId: 'wadata',
    zoneName: 'Wadata',
    deliveryFee: 750,
    status: 'confirmed',
    phone: '+227 96 11 22 33',
    customerName: 'Awa',
    deliveryAddress: 'Wadata, derrière le marché',
    ...fields,
  });

beforeEach(() => {
  fakeFirestore.reset();
  fakeFirestore.set('deliveryZones', 'wadata', {
    name: 'Wadata',
    fee: 750,
    minimumOrder: 0,
    active: true,
    updatedAt: at('2026-11-01'),
  });
  // Niamey is UTC+1: 23:30 UTC on the 24th is already the 25th there.
  order('o-1', { number: 12, createdAt: at('2026-11-24T23:30:00Z') });
  order('o-2', {
    number: 13,
    createdAt: at('2026-11-25T10:00:00Z'),
    customerName: 'Fatouma',
    trackingToken: 'AbCdEfGhIjKlMnOpQrStUv',
    userId: 'phone-22796112233',
    channel: 'web',
  });
  order('o-cancelled', { number: 14, createdAt: at('2026-11-25T11:00:00Z'), status: 'cancelled' });
  order('o-other-day', { number: 9, createdAt: at('2026-11-24T10:00:00Z') });
  order('o-other-zone', { number: 15, createdAt: at('2026-11-25T12:00:00Z'), zoneId: 'lazaret' });
});

describe('the delivery sheet', () => {
  it("lists a zone's orders of one Niamey day, oldest first, with what to collect, and nothing else", async () => {
    renderStaffRoutes('/sheet?zone=wadata&day=2026-11-25', { '/sheet': <DeliverySheetPage /> });
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Delivery sheet — Wadata, 2026-11-25');
    const rows = within(table).getAllByRole('row').slice(1, -1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['K-000012', 'K-000013']);
    expect(rows[1]).toHaveTextContent('Fatouma');
    expect(rows[1]).toHaveTextContent('2 × Savon noir');
    // How each came in, beside its customer: a web order's customer is reached only by a call.
    expect(rows.map((row) => row.querySelector('.order-channel')?.textContent)).toEqual(['App', 'Web']);
    expect(within(rows[1]!).getByText('Web')).toHaveAttribute('data-channel', 'web');
    // The customer's link, to scan at the door, on the order that has one.
    expect(within(rows[1]!).getByRole('img', { name: 'Tracking link of order K-000013' })).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('img')).toBeNull();
    expect(within(table).getAllByRole('row').at(-1)?.textContent?.replace(/\s/g, ' ')).toBe(
      `2 orders, to collect in all${formatXof(3500)}`.replace(/\s/g, ' '),
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it("puts the sheet's orders being delivered in one rider's run, in the sheet's order", async () => {
    fakeFirestore.set('users', 'rider-1', { role: 'rider', emailVerified: true, email: 'moussa.rider@kasuwa.test' });
    order('o-delivered', { number: 16, createdAt: at('2026-11-25T13:00:00Z'), status: 'delivered' });
    renderStaffRoutes('/sheet?zone=wadata&day=2026-11-25', { '/sheet': <DeliverySheetPage /> });
    const form = await screen.findByRole('form', { name: 'Give these orders to a rider' });
    await waitFor(() => expect(within(form).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(within(form).getByLabelText('Rider'), 'moussa.rider@kasuwa.test');
    await userEvent.clear(within(form).getByLabelText('Day of the run'));
    await userEvent.type(within(form).getByLabelText('Day of the run'), '2026-11-26');
    await userEvent.click(within(form).getByRole('button', { name: 'Put the 2 orders in the run, in this order' }));
    await findToast('2 orders in the run of moussa.rider@kasuwa.test');
    const stored = fakeFirestore.collections.get('zzstoreOrders');
    expect(['o-1', 'o-2', 'o-delivered'].map((id) => [id, stored?.get(id)?.riderId, stored?.get(id)?.runPosition])).toEqual([
      ['o-1', 'rider-1', 1],
      ['o-2', 'rider-1', 2],
      ['o-delivered', undefined, undefined],
    ]);
    expect(stored?.get('o-1')).toMatchObject({ runDay: '2026-11-26', assignedBy: 'staff-1' });
  });

  it('asks for a zone first, and says when a day has nothing to deliver', async () => {
    renderStaffRoutes('/sheet', { '/sheet': <DeliverySheetPage /> });
    expect(screen.getByText('Choose a zone to see its orders.')).toBeInTheDocument();
    renderStaffRoutes('/sheet?zone=wadata&day=2026-11-20', { '/sheet': <DeliverySheetPage /> });
    await waitFor(() => expect(screen.getByText('No order to deliver in this zone that day.')).toBeInTheDocument());
  });

  describe('offline', () => {
    afterEach(() => localStorage.clear());

    it('shows the sheet the device read, dated, for the rider to take through a cut', async () => {
      const online = renderStaffRoutes('/sheet?zone=wadata&day=2026-11-25', { '/sheet': <DeliverySheetPage /> });
      await screen.findByRole('table');
      online.unmount();
      fakeFirestore.offline = true;
      renderStaffRoutes('/sheet?zone=wadata&day=2026-11-25', { '/sheet': <DeliverySheetPage /> });
      expect(await screen.findByText(/^Offline — data from \d\d:\d\d$/)).toHaveAttribute('role', 'status');
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    });

    it('never says a day has nothing to deliver when the device has not read it', async () => {
      fakeFirestore.offline = true;
      renderStaffRoutes('/sheet?zone=wadata&day=2026-11-20', { '/sheet': <DeliverySheetPage /> });
      expect(
        await screen.findByText('Offline: this list has not been read on this device yet. It shows once the network is back.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('No order to deliver in this zone that day.')).not.toBeInTheDocument();
    });
  });
});
