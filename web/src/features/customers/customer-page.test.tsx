import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collections } from '@kasuwa/contract/collections';
import { orderCustomerPart, type CustomerOrder } from '@kasuwa/contract/customers';
import { formatXof } from '@kasuwa/contract/money';
import { nestedFigures, sumSales } from '@kasuwa/contract/sales';
import { fakeFirestore, fakeTimestamp, publishSnapshots } from '../../test/fake-firestore';
import { watchConsoleErrors } from '../../test/page-failures';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import { findToast } from '../../test/toasts';
import CustomerPage from './customer-page';

/**
 * /store/customers/:customerKey with Firestore faked: the record as followOrder's sales effect leaves it, made by
 * the contract's own function from a few orders. The trigger itself runs in tests/integration/customers.test.ts.
 */
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: { uid: 'seller-1', email: 'awa.staff@kasuwa.test' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);

watchConsoleErrors();
const key = '96112233';
const day = (date: string) => new Date(`${date}T10:00:00Z`);
const line = { productId: 'boubou', title: 'Boubou brodé', price: 20_000, quantity: 1 };
const orders: (CustomerOrder & { id: string; number: number; campaign?: string })[] = [
  {
    id: 'o-1',
    number: 101,
    userId: 'u-awa',
    phone: '+227 96 11 22 33',
    customerName: 'Awa Hamidou',
    campaign: 'RADIO',
    status: 'delivered',
    items: [line],
    total: 21_000,
    zoneId: 'plateau',
    zoneName: 'Plateau',
    payment: 'mobile-money',
    returnedUnits: { 0: 1 },
    refunded: 20_000,
    createdAt: day('2026-03-02'),
  },
  {
    id: 'o-2',
    number: 140,
    userId: 'phone-22796112233',
    takenBy: 'seller-1',
    phone: '96112233',
    status: 'cancelled',
    failureReason: 'refused',
    items: [line],
    total: 21_000,
    zoneId: 'plateau',
    zoneName: 'Plateau',
    createdAt: day('2026-06-10'),
  },
  {
    id: 'o-4',
    number: 201,
    userId: 'phone-22796112233',
    channel: 'web',
    phone: '+227 96 11 22 33',
    customerName: 'Awa Hamidou',
    status: 'new',
    items: [line],
    total: 21_000,
    zoneId: 'plateau',
    zoneName: 'Plateau',
    createdAt: day('2026-11-20'),
  },
  {
    id: 'o-3',
    number: 190,
    userId: 'u-awa',
    phone: '+227 96 11 22 33',
    status: 'delivered',
    items: [line, line],
    total: 41_000,
    zoneId: 'wadata',
    zoneName: 'Wadata',
    payment: 'mobile-money',
    createdAt: day('2026-11-01'),
  },
];

function storeCustomer() {
  const [record] = nestedFigures(sumSales(orders.map(orderCustomerPart)), (value) => value).values();
  fakeFirestore.set(collections.customers, key, { ...record, key });
  for (const { id, createdAt, ...order } of orders)
    fakeFirestore.set(collections.orders, id, { ...order, customerKey: key, createdAt: fakeTimestamp(createdAt!) });
  fakeFirestore.set(collections.customerNotes, 'n-1', {
    customerKey: key,
    text: 'Préfère être appelée après 17 h.',
    by: 'seller-1',
    byEmail: 'awa.staff@kasuwa.test',
    at: fakeTimestamp(day('2026-11-02')),
  });
  fakeFirestore.set(collections.customerNotes, 'n-other', {
    customerKey: '97445566',
    text: 'Note of another customer',
    by: 'seller-1',
    byEmail: 'awa.staff@kasuwa.test',
    at: fakeTimestamp(day('2026-11-03')),
  });
  fakeFirestore.set(collections.shopUsers, 'u-awa', { name: 'Awa Hamidou', phone: '+227 96 11 22 33' });
}

const renderCustomer = (customerKey = key) =>
  renderStaffRoutes(`/store/customers/${customerKey}`, { '/store/customers/:customerKey': <CustomerPage /> });

beforeEach(() => {
  fakeFirestore.reset();
});

it('shows the figures of every order of the number, whoever placed them, within 25 documents', async () => {
  storeCustomer();
  renderCustomer();
  expect(await screen.findByRole('heading', { level: 1, name: 'Customer Awa Hamidou' })).toBeInTheDocument();
  const figures = (await screen.findByText('Usual zone')).closest('dl') as HTMLElement;
  const text = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
  await waitFor(() => expect(text('Last order')).not.toBe('-'));
  expect(text('Orders')).toBe('4 orders');
  expect(text('Delivered')).toBe(`2 orders · ${formatXof(62_000)}`);
  expect(text('Usual zone')).toBe('Plateau');
  expect(text('Usual payment')).toBe('Mobile Money');
  expect(text('Deliveries refused at the door')).toBe('1 order');
  expect(text('Cancelled')).toBe('1 order');
  expect(text('Returns')).toBe(`1 unit · refunded ${formatXof(20_000)}`);
  expect(text('First brought by')).toBe('RADIO');
  expect(text('Came in by')).toBe('App (2) · Phone (1) · Web (1)');

  const table = screen.getByRole('table', { name: 'Latest orders: 4 of 4' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('rowheader')[0]?.textContent)).toEqual([
    'K-000201',
    'K-000190',
    'K-000140',
    'K-000101',
  ]);
  // Who placed each: the web site (kept on the number), an account, staff on the phone, an account.
  expect(rows.map((row) => row.querySelector('.customer-orders__by')?.textContent)).toEqual([
    'The web site',
    'u-awa',
    'Staff, by phone',
    'u-awa',
  ]);

  expect(await screen.findByText('Préfère être appelée après 17 h.')).toBeInTheDocument();
  expect(screen.queryByText('Note of another customer')).not.toBeInTheDocument();
  expect(screen.getByText('Some orders of this number are kept on it: no account sees them.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText(/^Awa Hamidou · 2 orders$/)).toBeInTheDocument());
  expect(screen.getByText('Staff and the web site, on the number · 2 orders')).toBeInTheDocument();
  expect(fakeFirestore.documentsRead).toBeLessThanOrEqual(25);
});

it('adds a note as the signed-in staff member, shown at once', async () => {
  storeCustomer();
  renderCustomer();
  const field = await screen.findByLabelText('New note');
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Write the note first.');
  await userEvent.type(field, '  Livrer au portail bleu.  ');
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  await waitFor(() => expect(field).toHaveValue(''));
  const stored = [...(fakeFirestore.collections.get(collections.customerNotes)?.values() ?? [])].find(
    (note) => note.text === 'Livrer au portail bleu.',
  );
  expect(stored).toMatchObject({ customerKey: key, by: 'seller-1', byEmail: 'awa.staff@kasuwa.test' });
  await publishSnapshots();
  expect(screen.getByText('Livrer au portail bleu.')).toBeInTheDocument();
});

it('counts a note refused as a copy sent again after a cut as saved, once the server has it', async () => {
  storeCustomer();
  renderCustomer();
  const field = await screen.findByLabelText('New note');
  fakeFirestore.refuseCopies = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
  await userEvent.type(field, 'Rappeler demain.');
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  await findToast('Note added');
  expect(screen.queryByText('The note could not be added. Nothing was saved; try again.')).not.toBeInTheDocument();
  const stored = [...(fakeFirestore.collections.get(collections.customerNotes)?.values() ?? [])];
  expect(stored.filter((note) => note.text === 'Rappeler demain.')).toHaveLength(1);
});

it('says when a number has no counted order yet, and still takes notes', async () => {
  renderCustomer('97445566');
  expect(await screen.findByText('No order counted for this number yet.')).toBeInTheDocument();
  expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  expect(screen.getByLabelText('New note')).toBeInTheDocument();
});

it('answers an address that names no number with the page not found', async () => {
  renderCustomer('not-a-number');
  expect(await screen.findByText('No Page Found')).toBeInTheDocument();
  expect(fakeFirestore.documentsRead).toBe(0);
});

describe('offline', () => {
  afterEach(() => localStorage.clear());

  it('shows the record and orders the device read, dated by that read', async () => {
    storeCustomer();
    const online = renderCustomer();
    await screen.findByRole('table', { name: 'Latest orders: 4 of 4' });
    const readAt = Date.now();
    online.unmount();

    fakeFirestore.offline = true;
    renderCustomer();
    const clock = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Niamey' });
    expect(await screen.findByText(`Offline — data from ${clock.format(readAt)}`)).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('table', { name: 'Latest orders: 4 of 4' })).toBeInTheDocument();
    expect(screen.getByText('Usual zone')).toBeInTheDocument();
  });

  it('never says "No order counted" or "No orders yet." for a number the device has not read', async () => {
    fakeFirestore.offline = true;
    renderCustomer();
    expect(
      await screen.findByText('Offline: this customer has not been read on this device yet. They show once the network is back.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Offline: this list has not been read on this device yet. It shows once the network is back.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Offline — data from an earlier visit')).toBeInTheDocument();
    expect(screen.queryByText('No order counted for this number yet.')).not.toBeInTheDocument();
    expect(screen.queryByText('No orders yet.')).not.toBeInTheDocument();
  });
});
