import { collections } from '@kasuwa/contract/collections';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultOpeningHours } from '@kasuwa/contract/opening-hours';
import { orderHoldsDocId } from '@kasuwa/contract/order-holds';
import { fakeFirestore, fakeTimestamp } from '../../test/fake-firestore';
import { stockCalls } from '../../test/fake-stock-functions';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import { findToast } from '../../test/toasts';
import { OrderHoldsPanel } from './components/order-holds-panel';

// The Firebase boundary is faked; the real setOrderHolds, holds and lapses run in tests/integration/order-holds.test.ts.
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);
jest.mock('firebase/functions', () => jest.requireActual('../../test/fake-stock-functions').stockFunctionsModule);

const inMinutes = (minutes: number) => fakeTimestamp(new Date(Date.now() + minutes * 60_000));
const order = (number: number, holdUntil: unknown, fields: Record<string, unknown> = {}) => ({
  userId: 'u-awa',
  items: [{ productId: 'theiere', title: 'Théière', price: 7500, quantity: 2 }],
  total: 15000,
  status: 'new',
  number,
  customerName: 'Awa Hamidou',
  holdUntil,
  createdAt: fakeTimestamp(new Date()),
  ...fields,
});

beforeEach(() => {
  fakeFirestore.reset();
  stockCalls.reset();
});

describe('the unconfirmed orders on the dashboard', () => {
  it('lists the orders that hold units, the first to lapse first, with the time left; not confirmed or phone orders', async () => {
    fakeFirestore.set('zzstoreOrders', 'o-later', order(12, inMinutes(200)));
    fakeFirestore.set('zzstoreOrders', 'o-soon', order(11, inMinutes(25)));
    fakeFirestore.set('zzstoreOrders', 'o-confirmed', order(10, inMinutes(5), { status: 'confirmed' }));
    fakeFirestore.set('zzstoreOrders', 'o-phone', order(9, undefined, { takenBy: 'staff-1' }));
    renderStaffRoutes('/', { '/': <OrderHoldsPanel /> });
    const panel = within(await screen.findByRole('region', { name: 'Unconfirmed orders' }));
    const items = await panel.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'K-000011 — Awa Hamidou: 2 units held, 25 min left',
      'K-000012 — Awa Hamidou: 2 units held, 3 h 20 left',
    ]);
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/store/orders/o-soon');
  });

  it('says when no order holds units, and saves the settings at once; bad ones are refused with nothing sent', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeFirestore.set(collections.stockSettings, orderHoldsDocId, { holdMinutes: 120, perVariant: 6, inAll: 20 });
    renderStaffRoutes('/', { '/': <OrderHoldsPanel /> });
    expect(await screen.findByText('No unconfirmed order holds units.')).toBeInTheDocument();
    const minutes = await screen.findByLabelText('Hold unconfirmed orders for (minutes)');
    expect(minutes).toHaveValue(120);
    expect(screen.getByLabelText('Units of one variant a customer may hold')).toHaveValue(6);
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save holds' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter whole numbers: a hold of 1 minute to 7 days, at least 1 unit, and a share of 1 to 100 %.',
    );
    expect(stockCalls.made).toEqual([]);
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Save holds' }));
    await findToast('Order holds saved');
    // Settings stored before the share of new customers show its default, half.
    expect(screen.getByLabelText('Share of a variant customers with no delivered order may hold together (%)')).toHaveValue(50);
    expect(stockCalls.made).toEqual([
      {
        name: 'setOrderHolds',
        // Settings stored before the opening hours send the default hours with the rest.
        data: { holdMinutes: 90, perVariant: 6, inAll: 20, newCustomerPercent: 50, openingHours: defaultOpeningHours },
      },
    ]);
  });

  it('shows the opening hours by day, refuses hours that do not read with nothing sent, and saves them with the holds', async () => {
    const closedOnSunday = [...defaultOpeningHours.slice(0, 6), null];
    fakeFirestore.set(collections.stockSettings, orderHoldsDocId, {
      holdMinutes: 240,
      perVariant: 10,
      inAll: 30,
      newCustomerPercent: 50,
      openingHours: closedOnSunday,
    });
    renderStaffRoutes('/', { '/': <OrderHoldsPanel /> });
    const mondayOpens = await screen.findByLabelText('Monday: opens at');
    expect(mondayOpens).toHaveValue('08:00');
    expect(screen.getByLabelText('Saturday: closes at')).toHaveValue('20:00');
    expect(screen.getByRole('checkbox', { name: 'Open on Sunday' })).not.toBeChecked();
    expect(screen.queryByLabelText('Sunday: opens at')).toBeNull();
    fireEvent.change(mondayOpens, { target: { value: '21:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save holds' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter each open day’s hours as HH:MM, opening before closing, with at least one day open.',
    );
    expect(screen.getByLabelText('Monday: opens at')).toHaveAttribute('aria-invalid', 'true');
    expect(stockCalls.made).toEqual([]);
    fireEvent.change(screen.getByLabelText('Monday: opens at'), { target: { value: '07:30' } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Open on Sunday' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Open on Saturday' }));
    fireEvent.change(screen.getByLabelText('Sunday: closes at'), { target: { value: '13:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save holds' }));
    await findToast('Order holds saved');
    expect(stockCalls.made).toEqual([
      {
        name: 'setOrderHolds',
        data: {
          holdMinutes: 240,
          perVariant: 10,
          inAll: 30,
          newCustomerPercent: 50,
          openingHours: [
            { opens: '07:30', closes: '20:00' },
            ...defaultOpeningHours.slice(1, 5),
            null,
            { opens: '08:00', closes: '13:00' },
          ],
        },
      },
    ]);
  });
});
