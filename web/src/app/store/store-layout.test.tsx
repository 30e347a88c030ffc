import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRole } from '@kasuwa/contract/staff-roles';
import { StaffRoleProvider } from '../../components/staff/staff-role';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeFirestore, publishSnapshots } from '../../test/fake-firestore';
import { StoreLayout } from './store-layout';
import { keepAction, type QueuedAction } from '../../components/store/offline/queued-actions';
import { keepDraft, phoneOrderDrafts, type PhoneOrderDraftEntry } from '../../components/store/offline/phone-order-drafts';
import { phoneOrderDraft } from '../../components/store/offline/test-support/phone-order-draft';
import { queuedMove } from '../../components/store/offline/test-support/queued-move';

// The Firebase boundary is faked with the in-memory Firestore and its listeners; the real one runs in
// tests/e2e/store-orders.spec.ts.
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: { uid: 'staff-1', email: 'awa.staff@kasuwa.test' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);

const order = (status: string) => ({ userId: 'u', items: [], total: 0, status, createdAt: new Date() });

function renderLayout(role: StaffRole = 'admin', onLogout = () => undefined) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StaffRoleProvider role={role}>
        <MemoryRouter initialEntries={['/store']}>
          <Routes>
            <Route path="/store" element={<StoreLayout theme="light" onToggleTheme={() => undefined} onLogout={onLogout} />} />
          </Routes>
        </MemoryRouter>
      </StaffRoleProvider>
    </QueryClientProvider>,
  );
}

const menuOf = () =>
  within(screen.getByRole('navigation', { name: 'Store sections' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

// The sections the owner and the manager both open, before zones and staff (the owner's alone).
const managingSections = [
  'Products',
  'Add product',
  'Orders',
  'Cash in hand',
  'Returns',
  'Reports',
  'Customers',
  'Posts',
  'Referrals',
];

it.each([
  ['admin', [...managingSections, 'Zones', 'Staff', 'Health', 'Feedback']],
  ['manager', [...managingSections, 'Health', 'Feedback']],
  ['seller', ['Products', 'Add product', 'Orders', 'Cash in hand', 'Returns', 'Customers']],
  ['viewer', ['Products', 'Orders', 'Returns', 'Reports', 'Customers', 'Referrals']],
  ['rider', ['My run']],
] as const)('shows a %s only the sections the role opens', async (role, sections) => {
  renderLayout(role);
  await publishSnapshots();
  expect(menuOf()).toEqual(sections);
});

it('reads no order for a role that does not read them', async () => {
  fakeFirestore.set('zzstoreOrders', 'o-1', order('new'));
  renderLayout('rider');
  await publishSnapshots();
  expect(fakeFirestore.documentsRead).toBe(0);
});

beforeEach(() => fakeFirestore.reset());

it('counts the new orders beside Orders in the menu, kept current', async () => {
  fakeFirestore.set('zzstoreOrders', 'o-1', order('new'));
  fakeFirestore.set('zzstoreOrders', 'o-2', order('new'));
  fakeFirestore.set('zzstoreOrders', 'o-3', order('confirmed'));
  renderLayout();
  const menu = screen.getByRole('navigation', { name: 'Store sections' });
  await waitFor(() => expect(menu).toContainElement(screen.getByRole('link', { name: 'Orders 2 new' })));

  fakeFirestore.set('zzstoreOrders', 'o-4', order('new'));
  await publishSnapshots();
  expect(await screen.findByRole('link', { name: 'Orders 3 new' })).toBeInTheDocument();

  for (const id of ['o-1', 'o-2', 'o-4']) fakeFirestore.set('zzstoreOrders', id, order('confirmed'));
  await publishSnapshots();
  expect(await screen.findByRole('link', { name: 'Orders' })).toBeInTheDocument();
});

it('counts 250 new orders on the server, reading one of them', async () => {
  for (let at = 0; at < 250; at += 1) fakeFirestore.set('zzstoreOrders', `o-${at}`, order('new'));
  renderLayout();
  expect(await screen.findByRole('link', { name: 'Orders 250 new' })).toBeInTheDocument();
  expect(fakeFirestore.documentsRead).toBe(1);
});

it('alerts once about an order that becomes new after the page opened: a notification, and its count in the title', async () => {
  const shown: { title: string; body?: string }[] = [];
  class RecordedNotification {
    static permission = 'granted';
    constructor(title: string, options?: { body?: string }) {
      shown.push({ title, body: options?.body });
    }
  }
  Object.assign(window, { Notification: RecordedNotification });
  localStorage.setItem('kasuwa.order-alert-sound', 'off');
  document.title = 'Products — Kasuwa Store';
  fakeFirestore.set('zzstoreOrders', 'o-old', order('new'));
  renderLayout();
  await screen.findByRole('link', { name: 'Orders 1 new' });
  expect(shown).toEqual([]);

  const later = new Date(Date.now() + 1000);
  fakeFirestore.set('zzstoreOrders', 'o-new', {
    ...order('new'),
    createdAt: later,
    number: 123,
    customerName: 'Awa',
    total: 15000,
  });
  await publishSnapshots();
  await waitFor(() => expect(shown).toHaveLength(1));
  expect(shown[0]?.title).toBe('New order K-000123');
  expect(document.title).toBe('(1) Products — Kasuwa Store');
  // A page that sets its own title keeps the count before it.
  document.title = 'Customers — Kasuwa Store';
  await waitFor(() => expect(document.title).toBe('(1) Customers — Kasuwa Store'));

  fakeFirestore.set('zzstoreOrders', 'o-new', { ...order('confirmed'), createdAt: later });
  fakeFirestore.set('zzstoreOrders', 'o-new', { ...order('new'), createdAt: later, number: 123 });
  await publishSnapshots();
  expect(shown).toHaveLength(1);
  Reflect.deleteProperty(window, 'Notification');
});

describe('moving around the store by keyboard', () => {
  const owner: StaffRole = 'admin';
  function renderPages() {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StaffRoleProvider role={owner}>
          <MemoryRouter initialEntries={['/store']}>
            <Routes>
              <Route element={<StoreLayout theme="light" onToggleTheme={() => undefined} onLogout={() => undefined} />}>
                <Route path="/store" element={<h1>Products</h1>} />
                <Route path="/store/orders" element={<h1>Orders</h1>} />
              </Route>
            </Routes>
          </MemoryRouter>
        </StaffRoleProvider>
      </QueryClientProvider>,
    );
  }

  it('skips the menu to the content with the first link', async () => {
    renderPages();
    const skip = screen.getAllByRole('link')[0]!;
    expect(skip).toHaveTextContent('Skip to content');
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves the focus alone on the first page, and puts it on the title of each page navigated to', async () => {
    renderPages();
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).not.toHaveFocus();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Store sections' })).getByRole('link', { name: /^Orders/ }),
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toHaveFocus());
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Store sections' })).getByRole('link', { name: 'Products' }),
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toHaveFocus());
  });
});

describe('actions made offline', () => {
  // Just made: nothing asks the server about them yet.
  const action = (id: string, more: Partial<QueuedAction> = {}) => queuedMove(id, Date.now(), more);

  afterEach(() => localStorage.clear());

  it('counts what is not sent yet, and asks before a logout while any remain', async () => {
    keepAction('staff-1', action('a'));
    keepAction('staff-1', action('b', { kind: 'payment', to: undefined, payment: 'cash' }));
    // Another staff member's, on the same phone: not theirs to count.
    keepAction('staff-2', action('c'));
    const onLogout = jest.fn();
    renderLayout('admin', onLogout);
    expect(await screen.findByText('2 actions not sent')).toHaveAttribute('role', 'status');

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent(
      'Not sent yet: 2 actions. They go only once you log in again on this device. Log out anyway?',
    );
    expect(within(question).getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Stay logged in' }));
    expect(onLogout).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out anyway' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('logs out without asking when everything is sent', async () => {
    const onLogout = jest.fn();
    renderLayout('admin', onLogout);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a move refused on arrival, linked to its order, until staff have seen it; a change in another tab shows too', async () => {
    keepAction('staff-1', action('a', { refused: true, to: 'cancelled' }));
    renderLayout();
    const refused = await screen.findByRole('alert', { name: 'Refused on arrival' });
    const link = within(refused).getByRole('link', {
      name: 'Order N° a: the move to Cancelled was refused on arrival: the order was changed meanwhile.',
    });
    expect(link).toHaveAttribute('href', '/store/orders/order-a');
    expect(screen.queryByText(/actions? not sent/)).not.toBeInTheDocument();

    // Another tab records a refused payment: the storage event brings it here.
    localStorage.setItem(
      'kasuwa.queued.staff-1.b',
      JSON.stringify(action('b', { kind: 'payment', to: undefined, payment: 'mobile-money', refused: true })),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'kasuwa.queued.staff-1.b' }));
    expect(
      await within(refused).findByText(
        'Order N° b: the payment (Mobile Money) was refused on arrival: the order no longer takes it.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(within(refused).getAllByRole('button', { name: 'Seen' })[0]!);
    await userEvent.click(within(refused).getByRole('button', { name: 'Seen' }));
    expect(screen.queryByRole('alert', { name: 'Refused on arrival' })).not.toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('leaves out an entry that does not read, rather than trusting it', async () => {
    localStorage.setItem('kasuwa.queued.staff-1.x', JSON.stringify({ id: 'x', kind: 'wipe', orderId: 'o', proof: 'p', at: 1 }));
    localStorage.setItem('kasuwa.queued.staff-1.y', '{not json');
    keepAction('staff-1', action('a'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLayout();
    expect(await screen.findByText('1 action not sent')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('A queued action did not read and is left out: kasuwa.queued.staff-1.x');
    error.mockRestore();
  });
});

describe('phone orders taken offline', () => {
  const draft = (requestId: string, more: Partial<PhoneOrderDraftEntry> = {}) =>
    phoneOrderDraft(requestId, { at: new Date('2026-11-28T09:05:00Z').getTime(), ...more }, { name: `Mariama ${requestId}` });
  // Offline: nothing is sent while these tests look at what waits.
  beforeEach(() => jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false));
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('counts the drafts waiting with the actions, and the logout question counts them too', async () => {
    keepDraft('staff-1', draft('r-1'));
    keepAction('staff-1', {
      id: 'a',
      kind: 'move',
      orderId: 'order-a',
      label: 'N° a',
      to: 'confirmed',
      proof: 'zzstoreOrders/order-a/statusChanges/a',
      at: Date.now(),
    });
    // Refused already: it waits for staff, not for the network.
    keepDraft('staff-1', draft('r-2', { toCheck: 'Épuisé : Boubou brodé (M).' }));
    const onLogout = jest.fn();
    renderLayout('admin', onLogout);
    expect(await screen.findByText('2 actions not sent')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Not sent yet: 2 actions.');
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('lists a draft the server refused, with its reason, the way back to the form, and a discard that asks first', async () => {
    keepDraft(
      'staff-1',
      draft('r-2', { toCheck: 'failed-precondition', refused: { refusal: 'sold-out', values: { item: 'Boubou brodé (M)' } } }),
    );
    // Refused without a code (a draft kept before the codes, or a function newer than the page): the server's
    // words, kept on the device, are never shown.
    keepDraft('staff-1', draft('r-3', { toCheck: 'Invalid request: lines.0.quantity' }));
    renderLayout();
    const list = await screen.findByRole('alert', { name: 'Phone orders to check' });
    const [stockGone, unclear] = within(list).getAllByRole('listitem');
    await waitFor(() =>
      expect(stockGone).toHaveTextContent('Phone order for Mariama r-2, taken at 10:05 — Sold out: Boubou brodé (M).'),
    );
    expect(unclear).toHaveTextContent('Open it in the form to check it.');
    expect(unclear).not.toHaveTextContent('Invalid request');
    expect(within(stockGone!).getByRole('link', { name: 'Open in the form' })).toHaveAttribute('href', '/store/orders/new');

    await userEvent.click(within(stockGone!).getByRole('button', { name: 'Discard' }));
    const question = within(stockGone!).getByRole('group', {
      name: 'Discard the phone order for Mariama r-2? It was never placed.',
    });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(phoneOrderDrafts('staff-1')).toHaveLength(2);
    await userEvent.click(within(stockGone!).getByRole('button', { name: 'Discard' }));
    await userEvent.click(within(stockGone!).getByRole('button', { name: 'Discard' }));
    expect(phoneOrderDrafts('staff-1').map((kept) => kept.requestId)).toEqual(['r-3']);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('leaves out a draft entry that does not read', async () => {
    localStorage.setItem('kasuwa.drafts.staff-1.x', JSON.stringify({ ...draft('x'), form: { phone: 1 } }));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLayout();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('A phone order draft did not read and is left out: kasuwa.drafts.staff-1.x'),
    );
    expect(screen.queryByText(/actions? not sent/)).not.toBeInTheDocument();
  });
});
