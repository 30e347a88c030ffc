import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopDay, addDays } from '@kasuwa/contract/days';
import { formatXof } from '@kasuwa/contract/money';
import { fakeFirestore, fakeTimestamp } from '../../test/fake-firestore';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import RunPage from './run-page';

// The Firebase boundary is faked: the in-memory Firestore and a signed-in rider. The rules that keep a
// rider to their own run of today run in tests/rules/delivery-runs.test.ts.
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: { uid: 'rider-1', email: 'moussa.rider@kasuwa.test' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);

const today = shopDay(new Date());
const stored = (orderId: string) => fakeFirestore.collections.get('zzstoreOrders')?.get(orderId);

function seedStop(id: string, fields: Record<string, unknown>) {
  fakeFirestore.set('zzstoreOrders', id, {
    userId: `u-${id}`,
    items: [{ productId: 'theiere', title: 'Théière du Sahel', price: 7500, quantity: 2 }],
    total: 15000,
    status: 'confirmed',
    phone: '+227 96 11 22 33',
    deliveryAddress: `Adresse ${id}`,
    customerName: `Client ${id}`,
    createdAt: fakeTimestamp(new Date()),
    riderId: 'rider-1',
    runDay: today,
    ...fields,
  });
}

const renderRun = () => renderStaffRoutes('/store/run', { '/store/run': <RunPage /> });
const stops = () => within(screen.getByRole('list')).getAllByRole('listitem');

beforeEach(() => fakeFirestore.reset());

describe('RunPage', () => {
  it("lists the rider's run of today in delivery order, with what to collect and the customer's buttons", async () => {
    seedStop('o-3', { runPosition: 3, payment: 'mobile-money' });
    seedStop('o-1', { runPosition: 1, deliveryNote: 'Derrière la mosquée' });
    seedStop('o-2', { runPosition: 2, status: 'outForDelivery', channel: 'web', userId: 'phone-22796112233' });
    seedStop('o-other', { runPosition: 1, riderId: 'rider-2' });
    seedStop('o-yesterday', { runPosition: 1, runDay: addDays(today, -1) });
    renderRun();
    await waitFor(() => expect(stops()).toHaveLength(3));
    expect(stops().map((stop) => within(stop).getByRole('heading').textContent)).toEqual([
      '1 o-1 Confirmed',
      '2 o-2 Out for delivery',
      '3 o-3 Confirmed',
    ]);
    // The matcher reads the page's text with its narrow spaces made plain.
    expect(screen.getByText(`${today}: 3 stops, ${formatXof(30000)} to collect`.replace(/\s+/g, ' '))).toBeInTheDocument();
    const first = stops()[0] as HTMLElement;
    expect(first).toHaveTextContent('Derrière la mosquée');
    expect(within(first).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+22796112233');
    expect(within(first).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/22796112233');
    expect(stops()[2]).toHaveTextContent('Paid: nothing to collect');
    // How each came in, beside the customer's name.
    expect(stops().map((stop) => stop.querySelector('.run-stop__who')?.textContent)).toEqual([
      'Client o-1 App',
      'Client o-2 Web',
      'Client o-3 App',
    ]);
  });

  it('records the cash collected, then the delivery, in one tap', async () => {
    seedStop('o-1', { runPosition: 1, status: 'outForDelivery' });
    renderRun();
    await userEvent.click(await screen.findByRole('button', { name: `Delivered, ${formatXof(15000)} cash collected` }));
    await waitFor(() => expect(stored('o-1')).toMatchObject({ status: 'delivered', payment: 'cash', paidBy: 'rider-1' }));
    const moves = [...(fakeFirestore.collections.get('zzstoreOrders/o-1/statusChanges')?.values() ?? [])];
    expect(moves).toEqual([expect.objectContaining({ from: 'outForDelivery', to: 'delivered', by: 'rider-1' })]);
  });

  it('sends an order out, and records a failed delivery only with its reason', async () => {
    seedStop('o-1', { runPosition: 1 });
    renderRun();
    await userEvent.click(await screen.findByRole('button', { name: 'Send out for delivery' }));
    await waitFor(() => expect(stored('o-1')).toMatchObject({ status: 'outForDelivery' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delivery failed…' }));
    const form = screen.getByRole('form', { name: 'Delivery failed' });
    await userEvent.click(within(form).getByRole('button', { name: 'Record the failed delivery' }));
    expect(within(form).getByText('Choose why the delivery failed.')).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText('Why did the delivery fail?'), 'Refused at the door');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the failed delivery' }));
    await waitFor(() => expect(stored('o-1')).toMatchObject({ status: 'deliveryFailed', failureReason: 'refused' }));
  });

  it('says so when the rider has nothing to deliver today', async () => {
    renderRun();
    expect(await screen.findByText('No delivery for you today.')).toBeInTheDocument();
  });
});
