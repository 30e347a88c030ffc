import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatXof } from '@kasuwa/contract/money';
import { fakeFirestore, fakeTimestamp, publishSnapshots } from '../../test/fake-firestore';
import { watchConsoleErrors } from '../../test/page-failures';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import { columnHeaders } from '../../test/tables';
import { findToast } from '../../test/toasts';
import OrderDetailPage from './order-detail-page';

// The Firebase boundary is faked: the in-memory Firestore (its transactions and listeners) and a
// signed-in staff member. The real SDK against the emulators and the rules runs in tests/e2e/store-orders.spec.ts.
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: { uid: 'staff-1', email: 'awa.staff@kasuwa.test' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);

/** What Firestore rejects a write with when the rules refuse it. */
const refusedByRules = () => Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });

const placedAt = new Date(Date.UTC(2026, 10, 20, 9, 0, 0));
const history = (orderId: string) => [
  ...(fakeFirestore.collections.get(`zzstoreOrders/${orderId}/statusChanges`)?.values() ?? []),
];
const stored = (orderId: string) => fakeFirestore.collections.get('zzstoreOrders')?.get(orderId);

function seedOrder(status = 'new', fields: Record<string, unknown> = {}) {
  fakeFirestore.set('zzstoreUsers', 'u-awa', {
    name: 'Awa Hamidou',
    phone: '+227 96 11 22 33',
    email: 'awa@example.com',
    zone: 'Plateau',
    createdAt: fakeTimestamp(placedAt),
  });
  fakeFirestore.set('zzstoreOrders', 'o-1', {
    userId: 'u-awa',
    items: [
      { productId: 'boubou', title: 'Boubou brodé', price: 30000, quantity: 1, size: 'L', color: 'Indigo' },
      { productId: 'theiere', title: 'Théière du Sahel', price: 7500, quantity: 2 },
    ],
    total: 45000,
    status,
    phone: '+227 96 11 22 33',
    deliveryAddress: 'Plateau, rue du Musée, Niamey',
    createdAt: fakeTimestamp(placedAt),
    ...fields,
  });
}

const renderOrder = (id = 'o-1') =>
  renderStaffRoutes(`/store/orders/${id}`, {
    '/store/orders/:orderId': <OrderDetailPage returns={() => null} />,
    '/store/orders': <p>All</p>,
  });

const section = (name: string) => screen.getByRole('region', { name });
const statusSection = () => section('Status');
/** What the transaction wrote reaches the page through the listener, as Firestore sends a local write. */
const saved = async (toast: string) => {
  await findToast(toast);
  await publishSnapshots();
};

const consoleError = watchConsoleErrors();

beforeEach(() => {
  fakeFirestore.reset();
});

describe('OrderDetailPage', () => {
  it('records the first payment with its record and money version; a correction is then the owner’s or a manager’s', async () => {
    seedOrder('delivered');
    renderOrder();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    await userEvent.selectOptions(within(payment).getByLabelText('Paid by'), 'mobile-money');
    // A look-alike letter (a Cyrillic А) is refused before anything is written.
    await userEvent.type(within(payment).getByLabelText('Reference'), 'MP241125.1530.\u041012345');
    await userEvent.click(within(payment).getByRole('button', { name: 'Record payment' }));
    expect(
      await within(payment).findByText('A reference holds only letters without accents, digits, spaces, “.”, “-” and “/”.'),
    ).toBeVisible();
    expect(stored('o-1')).not.toHaveProperty('payment');
    await userEvent.selectOptions(within(payment).getByLabelText('Paid by'), 'cash');
    await userEvent.click(within(payment).getByRole('button', { name: 'Record payment' }));
    await saved('Payment recorded: Cash');
    expect(stored('o-1')).toMatchObject({
      payment: 'cash',
      paidBy: 'staff-1',
      paymentChangeId: expect.any(String),
      moneyVersion: 1,
    });
    const records = [...(fakeFirestore.collections.get('zzstoreOrders/o-1/paymentChanges')?.values() ?? [])];
    expect(records.map(({ payment: method, reference, by, byEmail }) => ({ method, reference, by, byEmail }))).toEqual([
      { method: 'cash', reference: undefined, by: 'staff-1', byEmail: 'awa.staff@kasuwa.test' },
    ]);
    await waitFor(() => expect(within(payment).queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument());
    expect(within(payment).getByRole('button', { name: 'Correct the payment' })).toBeVisible();
  });

  it('says who holds the cash and since when, and once a close counted it, links its sheet and records no payment', async () => {
    seedOrder('delivered', {
      payment: 'cash',
      paidBy: 'staff-1',
      paidAt: fakeTimestamp(placedAt),
      cashHolder: 'staff-1',
      cashSince: fakeTimestamp(placedAt),
    });
    const held = renderOrder();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('You hold this cash since');
    expect(within(payment).queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Correct the payment' })).toBeVisible();
    held.unmount();
    seedOrder('delivered', {
      payment: 'cash',
      paidBy: 'staff-1',
      paidAt: fakeTimestamp(placedAt),
      cashClosedIn: '2026-11-20_staff-1',
    });
    renderOrder();
    const closed = await screen.findByRole('region', { name: 'Payment' });
    expect(within(closed).getByRole('link', { name: 'Counted in the close of 2026-11-20' })).toHaveAttribute(
      'href',
      '/store/cash/closes/2026-11-20_staff-1',
    );
    expect(within(closed).queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: 'Correct the payment' })).not.toBeInTheDocument();
  });

  it('shows the units an unconfirmed order holds and the time left, and the order’s zone, never the profile’s as the order’s', async () => {
    const holdUntil = new Date(Date.now() + 90 * 60_000 + 30_000);
    seedOrder('new', { holdUntil: fakeTimestamp(holdUntil) });
    renderOrder();
    const notice = await within(await screen.findByRole('region', { name: 'Status' })).findByText(/^Holds 3 units until/);
    expect(notice.textContent).toMatch(/\(1 h 31 left\): confirm the order to keep them\.$/);
    const customer = section('Customer');
    await waitFor(() => expect(within(customer).getByText('Awa Hamidou')).toBeInTheDocument());
    expect(within(customer).getByText('Zone', { selector: 'dt' }).nextElementSibling?.textContent).toBe('-');
    expect(within(customer).getByText('Zone in their profile', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'Plateau',
    );
  });

  it('says when the hold has ended, and shows none on a confirmed order or one without a hold', async () => {
    seedOrder('new', { holdUntil: fakeTimestamp(new Date(Date.now() - 60_000)) });
    const view = renderOrder();
    expect(await screen.findByText(/^Its hold has ended: the server cancels it within 10 minutes/)).toBeInTheDocument();
    view.unmount();
    fakeFirestore.reset();
    seedOrder('confirmed', { holdUntil: fakeTimestamp(new Date(Date.now() + 60_000)) });
    renderOrder();
    await within(await screen.findByRole('region', { name: 'Status' })).findByText(/placed/);
    expect(screen.queryByText(/^Holds \d+ units/)).not.toBeInTheDocument();
  });

  it('shows the lines with sizes, colours and XOF totals, the customer with a WhatsApp message and notes, and when it was placed', async () => {
    seedOrder();
    fakeFirestore.set('customerNotes', 'note-1', {
      customerKey: '96112233',
      text: 'Appeler avant de passer.',
      by: 'staff-1',
      byEmail: 'awa.staff@kasuwa.test',
      at: fakeTimestamp(placedAt),
    });
    renderOrder();
    const items = await screen.findByRole('region', { name: 'Items of order o-1' });
    expect(columnHeaders()).toEqual(['Product', 'Size', 'Colour', 'Quantity', 'Unit price', 'Line total']);
    const rows = within(items)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Boubou brodé', 'L', 'Indigo', '1', formatXof(30000), formatXof(30000)],
      ['Théière du Sahel', '-', '-', '2', formatXof(7500), formatXof(15000)],
      ['Total', formatXof(45000)],
    ]);

    const customer = section('Customer');
    await waitFor(() => expect(within(customer).getByText('Awa Hamidou')).toBeInTheDocument());
    expect(within(customer).getByRole('link', { name: '+227 96 11 22 33' })).toHaveAttribute('href', 'tel:+22796112233');
    const chat = within(customer).getByRole('link', { name: 'Message on WhatsApp (opens in a new tab)' });
    const href = new URL(chat.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/22796112233');
    expect(href.searchParams.get('text')).toContain('Bonjour Awa Hamidou, ici Kasuwa.');
    expect(href.searchParams.get('text')).toContain('- 1 × Boubou brodé (L, Indigo)');
    expect(within(customer).getByRole('link', { name: 'Customer record' })).toHaveAttribute('href', '/store/customers/96112233');
    expect(await within(customer).findByText('Appeler avant de passer.')).toBeInTheDocument();

    expect(
      within(section('History'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`${within(section('History')).getByRole('time').textContent} — placed`]);
    expect(within(statusSection()).getByText('New')).toBeInTheDocument();
  });

  it('confirms a new order, recording who and when, and shows the move in the history', async () => {
    seedOrder();
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));
    await saved('Order o-1: Confirmed');

    expect(stored('o-1')).toMatchObject({ status: 'confirmed', statusChangedBy: 'staff-1' });
    expect(history('o-1')).toEqual([
      expect.objectContaining({ from: 'new', to: 'confirmed', by: 'staff-1', byEmail: 'awa.staff@kasuwa.test' }),
    ]);
    expect(stored('o-1')).not.toHaveProperty('cancelReason');
    expect(within(statusSection()).getByText('Confirmed')).toBeInTheDocument();
    expect(within(statusSection()).getByRole('button', { name: 'Mark as delivered' })).toBeInTheDocument();
    expect(await within(section('History')).findByText(/awa\.staff@kasuwa\.test: New → Confirmed/)).toBeInTheDocument();
  });

  it('asks before marking as delivered, and Back changes nothing', async () => {
    seedOrder('confirmed');
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as delivered' }));
    const question = screen.getByRole('form', { name: 'Mark order o-1 as delivered?' });
    expect(within(question).getByRole('button', { name: 'Mark as delivered' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Back' }));
    expect(history('o-1')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as delivered' }));
    await userEvent.keyboard('{Enter}');
    await saved('Order o-1: Delivered');
    expect(stored('o-1')).toMatchObject({ status: 'delivered' });
    expect(within(statusSection()).getByText('This order is delivered: nothing more to do.')).toBeInTheDocument();
    expect(within(statusSection()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends an order out, records a failed delivery only with its reason (and a note for "other"), and sends it out again', async () => {
    seedOrder('confirmed');
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Send out for delivery' }));
    await saved('Order o-1: Out for delivery');
    expect(stored('o-1')).toMatchObject({ status: 'outForDelivery' });

    await userEvent.click(await within(statusSection()).findByRole('button', { name: 'Delivery failed…' }));
    const question = screen.getByRole('form', { name: 'Delivery of order o-1 failed?' });
    const reason = within(question).getByLabelText('Why did the delivery fail?');
    expect(reason).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Record the failed delivery' }));
    expect(reason).toHaveAccessibleDescription('Choose why the delivery failed.');
    await userEvent.selectOptions(reason, 'Other (say what in the note)');
    await userEvent.click(within(question).getByRole('button', { name: 'Record the failed delivery' }));
    expect(within(question).getByText('Say in the note what happened.')).toBeInTheDocument();
    expect(history('o-1')).toHaveLength(1);

    await userEvent.selectOptions(reason, 'Customer absent');
    await userEvent.type(within(question).getByLabelText('Note (optional unless “Other”)'), ' Porte fermée ');
    await userEvent.click(within(question).getByRole('button', { name: 'Record the failed delivery' }));
    await saved('Order o-1: Delivery failed');
    expect(stored('o-1')).toMatchObject({ status: 'deliveryFailed', failureReason: 'absent', failureNote: 'Porte fermée' });
    expect(history('o-1')[1]).toMatchObject({
      from: 'outForDelivery',
      to: 'deliveryFailed',
      failureReason: 'absent',
      reason: 'Porte fermée',
    });
    expect(within(statusSection()).getByText('Delivery failed: Customer absent — Porte fermée')).toBeInTheDocument();

    await userEvent.click(within(statusSection()).getByRole('button', { name: 'Send out for delivery' }));
    await waitFor(() => expect(stored('o-1')).toMatchObject({ status: 'outForDelivery', failureReason: 'absent' }));
  });

  it("puts a confirmed order in a rider's run of a day at a place, and takes it out", async () => {
    fakeFirestore.set('users', 'rider-1', { role: 'rider', emailVerified: true, email: 'moussa.rider@kasuwa.test' });
    fakeFirestore.set('users', 'u-other', { role: 'customer', emailVerified: true, email: 'client@kasuwa.test' });
    seedOrder('confirmed');
    renderOrder();
    const run = await screen.findByRole('form', { name: 'Delivery run' });
    expect(within(section('Delivery')).getByText('In no delivery run.')).toBeInTheDocument();
    const rider = within(run).getByLabelText('Rider');
    await waitFor(() =>
      expect(
        within(rider)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose the rider', 'moussa.rider@kasuwa.test']),
    );
    await userEvent.click(within(run).getByRole('button', { name: 'Put in the run' }));
    expect(within(section('Delivery')).getByText('Choose the rider.')).toBeInTheDocument();
    await userEvent.selectOptions(rider, 'moussa.rider@kasuwa.test');
    await userEvent.clear(within(run).getByLabelText('Day of the run'));
    await userEvent.type(within(run).getByLabelText('Day of the run'), '2026-11-21');
    await userEvent.clear(within(run).getByLabelText('Place in the run'));
    await userEvent.type(within(run).getByLabelText('Place in the run'), '4');
    await userEvent.click(within(run).getByRole('button', { name: 'Put in the run' }));
    await saved('Order o-1 is in the run of moussa.rider@kasuwa.test');
    expect(stored('o-1')).toMatchObject({ riderId: 'rider-1', runDay: '2026-11-21', runPosition: 4, assignedBy: 'staff-1' });
    expect(
      within(section('Delivery')).getByText('In the run of moussa.rider@kasuwa.test on 2026-11-21, place 4'),
    ).toBeInTheDocument();

    await userEvent.click(within(run).getByRole('button', { name: 'Take out of the run' }));
    await saved('Order o-1 is in no run now');
    expect(stored('o-1')).not.toHaveProperty('riderId');
  });

  it('cancels only with a reason, kept on the order and in the history', async () => {
    seedOrder();
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order…' }));
    const question = screen.getByRole('form', { name: 'Cancel order o-1?' });
    const reason = within(question).getByLabelText('Reason for cancelling');
    expect(reason).toHaveFocus();

    await userEvent.click(within(question).getByRole('button', { name: 'Cancel the order' }));
    expect(reason).toHaveAccessibleDescription('Say why the order is cancelled: the history keeps it.');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(history('o-1')).toEqual([]);

    await userEvent.type(reason, '  Le client ne répond pas  ');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel the order' }));
    await saved('Order o-1: Cancelled');
    expect(stored('o-1')).toMatchObject({ status: 'cancelled', cancelReason: 'Le client ne répond pas' });
    expect(history('o-1')).toEqual([
      expect.objectContaining({ from: 'new', to: 'cancelled', reason: 'Le client ne répond pas' }),
    ]);
    expect(within(statusSection()).getByText('Reason: Le client ne répond pas')).toBeInTheDocument();
    expect(await within(section('History')).findByText('Reason: Le client ne répond pas')).toBeInTheDocument();
  });

  it('saves nothing when someone else moved the order first, and says where it is now', async () => {
    seedOrder();
    renderOrder();
    const confirm = await screen.findByRole('button', { name: 'Confirm order' });
    // Another staff member cancels it before this page hears of it; the rules refuse a move whose
    // record starts from a status the order has left (tests/rules/store-orders.test.ts).
    fakeFirestore.set('zzstoreOrders', 'o-1', { ...stored('o-1'), status: 'cancelled', cancelReason: 'Doublon' });
    fakeFirestore.failWrites = refusedByRules();
    await userEvent.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this order: it is now Cancelled. Nothing was saved.',
    );
    expect(history('o-1')).toEqual([]);
    expect(stored('o-1')).toMatchObject({ status: 'cancelled', cancelReason: 'Doublon' });
  });

  it('warns in an open question when someone else moves the order meanwhile, and then saves nothing', async () => {
    seedOrder('confirmed');
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order…' }));
    await userEvent.type(screen.getByLabelText('Reason for cancelling'), 'Adresse introuvable');
    fakeFirestore.set('zzstoreOrders', 'o-1', { ...stored('o-1'), status: 'delivered' });
    fakeFirestore.failWrites = refusedByRules();
    await publishSnapshots();
    const question = screen.getByRole('form', { name: 'Cancel order o-1?' });
    expect(within(question).getByRole('alert')).toHaveTextContent(
      'Someone else changed this order meanwhile: it is now Delivered.',
    );

    await userEvent.click(within(question).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText(/Nothing was saved\./)).toHaveTextContent(
      'Someone else changed this order: it is now Delivered. Nothing was saved.',
    );
    expect(history('o-1')).toEqual([]);
    expect(within(statusSection()).getByText('This order is delivered: nothing more to do.')).toBeInTheDocument();
  });

  it('logs a failed save and says nothing was saved', async () => {
    seedOrder();
    renderOrder();
    fakeFirestore.failWrites = Object.assign(new Error('unavailable'), { code: 'unavailable' });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The status could not be changed. Nothing was saved; try again.');
    expect(consoleError()).toHaveBeenCalledWith('Moving order o-1 to confirmed failed:', fakeFirestore.failWrites);
    expect(stored('o-1')).toMatchObject({ status: 'new' });
    expect(screen.getByRole('button', { name: 'Confirm order' })).toBeEnabled();
  });

  it('says so for an order that is not there', async () => {
    seedOrder();
    renderOrder('o-missing');
    expect(
      await screen.findByText('No order o-missing: it may be still being priced, or it does not exist.'),
    ).toBeInTheDocument();
  });

  it('reads the order, its customer and its history, whatever else the shop holds', async () => {
    seedOrder('confirmed');
    fakeFirestore.set('zzstoreOrders/o-1/statusChanges', 'c-1', {
      from: 'new',
      to: 'confirmed',
      by: 'staff-1',
      byEmail: 'awa.staff@kasuwa.test',
      at: fakeTimestamp(placedAt),
    });
    for (let at = 0; at < 300; at += 1) {
      fakeFirestore.set('zzstoreOrders', `o-other-${at}`, {
        items: [],
        total: 1,
        status: 'new',
        createdAt: fakeTimestamp(placedAt),
      });
      fakeFirestore.set('zzstoreUsers', `u-other-${at}`, { name: `Client ${at}`, phone: '+227 90 00 00 00' });
    }
    renderOrder();
    expect(await within(await screen.findByRole('region', { name: 'Customer' })).findByText('Awa Hamidou')).toBeInTheDocument();
    await waitFor(() => expect(within(section('History')).getAllByRole('listitem')).toHaveLength(2));
    expect(fakeFirestore.documentsRead).toBe(3);
  });

  it('logs a failed load and reads the order again on Try again', async () => {
    seedOrder();
    fakeFirestore.failingPaths.add('zzstoreOrders');
    renderOrder();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load order');
    expect(consoleError()).toHaveBeenCalledWith('Loading the order failed:', expect.any(Error));
    fakeFirestore.failingPaths.clear();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Confirm order' })).toBeInTheDocument();
  });
});
