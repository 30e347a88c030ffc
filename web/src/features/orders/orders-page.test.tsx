import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatXof } from '@kasuwa/contract/money';
import { shopDay } from '@kasuwa/contract/days';
import { fakeFirestore, fakeTimestamp, publishSnapshots } from '../../test/fake-firestore';
import { watchConsoleErrors } from '../../test/page-failures';
import { currentPath, currentSearch, renderStaffRoutes } from '../../test/render-staff-routes';
import { formatRecordDate } from '../../components/staff/record-date';
import OrdersPage from './orders-page';

// The Firebase boundary is faked with the in-memory Firestore. The real SDK against the emulators
// runs in tests/e2e/store-lists.spec.ts.
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);

const hour = 3_600_000;
const now = Date.UTC(2026, 10, 15, 9, 0, 0);
const hoursAgo = (hours: number) => new Date(now - hours * hour);

const renderOrders = (address = '/store/orders') =>
  renderStaffRoutes(address, { '/store/orders': <OrdersPage />, '/store/orders/:orderId': <p>An order</p> });

const cards = () => within(screen.getByRole('list', { name: 'Orders, newest first' })).getAllByRole('article');
const card = (id: string) => screen.getByRole('article', { name: `Order ${id}` });
/** The text of a card's field, found by its label. */
const field = (article: HTMLElement, label: string) =>
  within(article).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const consoleError = watchConsoleErrors();

beforeEach(() => {
  fakeFirestore.reset();
});

function seedOrders() {
  fakeFirestore.set('zzstoreUsers', 'u-awa', {
    name: 'Awa Hamidou',
    phone: '+227 96 11 22 33',
    createdAt: fakeTimestamp(hoursAgo(900)),
  });
  fakeFirestore.set('zzstoreOrders', 'o-old', {
    userId: 'u-awa',
    items: [
      { productId: 'theiere', title: 'Théière du Sahel', price: 7500, quantity: 2 },
      { productId: 'boubou', title: 'Boubou brodé', price: 30000, quantity: 1, size: 'L', color: 'Indigo' },
    ],
    total: 45000,
    status: 'delivered',
    phone: '+227 96 11 22 33',
    deliveryAddress: 'Plateau, rue du Musée, Niamey',
    createdAt: fakeTimestamp(hoursAgo(72)),
  });
  fakeFirestore.set('zzstoreOrders', 'o-new', {
    userId: 'u-not-in-shop-users',
    items: [{ productId: 'karite', title: 'Beurre de karité', price: 2500, quantity: 3, size: '250 ml' }],
    total: 7500,
    status: 'new',
    phone: '+227 98 77 88 99',
    deliveryAddress: 'Wadata, Niamey',
    createdAt: fakeTimestamp(hoursAgo(1)),
  });
}

describe('OrdersPage', () => {
  it('lists the orders newest first, with date, customer, items, total, status and address', async () => {
    seedOrders();
    renderOrders();
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders…');

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().map((article) => within(article).getByRole('heading').textContent)).toEqual(['Order o-new', 'Order o-old']);

    const old = card('o-old');
    expect(field(old, 'Date')).toBe(formatRecordDate(hoursAgo(72)));
    expect(within(old).getByText(formatRecordDate(hoursAgo(72)))).toHaveAttribute('datetime', hoursAgo(72).toISOString());
    expect(field(old, 'Status')).toBe('Delivered');
    expect(field(old, 'Total')).toBe(formatXof(45000));
    expect(
      within(old)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Théière du Sahel × 2', 'Boubou brodé × 1 (L, Indigo)']);
    expect(field(old, 'Delivery address')).toBe('Plateau, rue du Musée, Niamey');
    expect(field(old, 'Came in by')).toBe('App');
    // The name comes from zzstoreUsers, once that list has loaded too.
    await waitFor(() => expect(field(old, 'Customer')).toBe('Awa Hamidou+227 96 11 22 33u-awa'));

    const recent = card('o-new');
    expect(field(recent, 'Customer')).toBe('+227 98 77 88 99u-not-in-shop-users');
    expect(field(recent, 'Status')).toBe('New');
    expect(within(recent).getByRole('listitem')).toHaveTextContent('Beurre de karité × 3 (250 ml)');
  });

  it('shows a web order as the web site’s, asking for a call while it is new, and each other order’s channel', async () => {
    seedOrders();
    const webOrder = {
      userId: 'phone-22796112233',
      customerName: 'Aïcha Moussa',
      items: [{ productId: 'natte', title: 'Natte tressée', price: 7500, quantity: 2 }],
      total: 15500,
      status: 'new',
      phone: '+227 96 11 22 33',
      deliveryAddress: 'Yantala, portail vert',
      channel: 'web',
    };
    fakeFirestore.set('zzstoreOrders', 'o-web', { ...webOrder, createdAt: fakeTimestamp(hoursAgo(0.5)) });
    fakeFirestore.set('zzstoreOrders', 'o-web-confirmed', {
      ...webOrder,
      status: 'confirmed',
      createdAt: fakeTimestamp(hoursAgo(2)),
    });
    fakeFirestore.set('zzstoreOrders', 'o-phone', {
      ...webOrder,
      channel: 'whatsapp',
      takenBy: 'seller-1',
      createdAt: fakeTimestamp(hoursAgo(3)),
    });
    renderOrders();
    await waitFor(() => expect(cards()).toHaveLength(5));
    const note = 'Placed on the web site, without the app: call the customer to confirm.';
    expect(field(card('o-web'), 'Came in by')).toBe(`Web${note}`);
    expect(within(card('o-web')).getByText('Web')).toHaveAttribute('data-channel', 'web');
    expect(field(card('o-web-confirmed'), 'Came in by')).toBe('Web');
    expect(field(card('o-phone'), 'Came in by')).toBe('WhatsApp');
    expect(field(card('o-new'), 'Came in by')).toBe('App');
  });

  it('leaves out orders the server has not priced yet, and rejected ones until asked; says why it rejected one', async () => {
    seedOrders();
    const appWritten = { userId: 'u-awa', items: [{ productId: 'theiere', title: 'Théière', price: 1, quantity: 1 }], total: 1 };
    fakeFirestore.set('zzstoreOrders', 'o-pending', { ...appWritten, status: 'pending', createdAt: fakeTimestamp(hoursAgo(0)) });
    fakeFirestore.set('zzstoreOrders', 'o-rejected', {
      ...appWritten,
      status: 'rejected',
      rejection: 'The price of product theiere is 7500 F CFA, not 1.',
      createdAt: fakeTimestamp(hoursAgo(0.5)),
    });
    renderOrders();
    // By default the orders staff act on: a rejected order is not one.
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByRole('article', { name: 'Order o-rejected' })).not.toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Filter orders' });
    await userEvent.selectOptions(within(filters).getByLabelText('Status'), 'All, rejected included');
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByRole('article', { name: 'Order o-pending' })).not.toBeInTheDocument();
    expect(field(card('o-rejected'), 'Status')).toBe('RejectedThe price of product theiere is 7500 F CFA, not 1.');
  });

  it('shows a dash for what an order lacks among all orders, and leaves out orders without a date (npm run migrate stamps them)', async () => {
    seedOrders();
    fakeFirestore.set('zzstoreOrders', 'o-legacy', {
      items: 'two bags',
      total: 12.5,
      status: 'on the way',
      createdAt: fakeTimestamp(hoursAgo(100)),
    });
    fakeFirestore.set('zzstoreOrders', 'o-partial', { items: [{ price: 1000 }, null], createdAt: fakeTimestamp(hoursAgo(2)) });
    fakeFirestore.set('zzstoreOrders', 'o-undated', { items: [], total: 1000, status: 'new' });
    renderOrders('/store/orders?status=all');
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(cards().map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Order o-new',
      'Order o-partial',
      'Order o-old',
      'Order o-legacy',
    ]);

    const legacy = card('o-legacy');
    expect(['Total', 'Customer', 'Items', 'Delivery address'].map((label) => field(legacy, label))).toEqual(['-', '-', '-', '-']);
    expect(field(legacy, 'Status')).toBe('on the way');
    expect(field(card('o-partial'), 'Status')).toBe('-');
    expect(
      within(card('o-partial'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['- × -', '- × -']);
  });

  it('shows a new order without a reload, counted in today’s and this week’s sales', async () => {
    seedOrders();
    renderOrders();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const sales = (label: string) => field(screen.getByRole('region', { name: 'Sales' }), label);
    expect(sales('Today')).toBe(`${formatXof(0)}0 orders`);
    expect(screen.getByRole('status')).toHaveTextContent('2 orders');

    fakeFirestore.set('zzstoreOrders', 'o-live', {
      userId: 'u-awa',
      items: [{ productId: 'theiere', title: 'Théière du Sahel', price: 7500, quantity: 1 }],
      total: 7500,
      status: 'new',
      phone: '+227 96 11 22 33',
      deliveryAddress: 'Plateau, Niamey',
      createdAt: fakeTimestamp(new Date()),
    });
    await publishSnapshots();
    expect(cards().map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Order o-live',
      'Order o-new',
      'Order o-old',
    ]);
    // The figures are counted again by the server once the list has changed.
    await waitFor(() => expect(sales('Today')).toBe(`${formatXof(7500)}1 order`));
    expect(sales('This week')).toBe(`${formatXof(7500)}1 order`);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 orders'));
  });

  it('filters by status and days, kept in the address, and opens an order from its heading', async () => {
    seedOrders();
    renderOrders();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const filters = screen.getByRole('search', { name: 'Filter orders' });

    await userEvent.selectOptions(within(filters).getByLabelText('Status'), 'Delivered');
    await waitFor(() =>
      expect(cards().map((article) => within(article).getByRole('heading').textContent)).toEqual(['Order o-old']),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 order'));
    expect(currentSearch()).toBe('?status=delivered');

    await userEvent.selectOptions(within(filters).getByLabelText('Status'), 'Orders to act on');
    const placedOld = shopDay(hoursAgo(72));
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: placedOld } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: placedOld } });
    await waitFor(() =>
      expect(cards().map((article) => within(article).getByRole('heading').textContent)).toEqual(['Order o-old']),
    );
    expect(currentSearch()).toBe(`?from=${placedOld}&to=${placedOld}`);

    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: shopDay(hoursAgo(96)) } });
    expect(await screen.findByText('No order matches these filters.')).toBeInTheDocument();

    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '' } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '' } });
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(within(card('o-old')).getByRole('link', { name: 'Order o-old' }));
    expect(currentPath()).toBe('/store/orders/o-old');
  });

  it('keeps both of two changes made before the list renders again (a status, then a day, on a busy phone)', async () => {
    seedOrders();
    renderOrders();
    await waitFor(() => expect(cards()).toHaveLength(2));
    const filters = screen.getByRole('search', { name: 'Filter orders' });
    const today = shopDay(new Date());
    // One act: React renders once, after both changes, as a page too busy to render between them would.
    act(() => {
      fireEvent.change(within(filters).getByLabelText('Status'), { target: { value: 'new' } });
      fireEvent.change(within(filters).getByLabelText('From'), { target: { value: today } });
    });
    await waitFor(() => expect(currentSearch()).toBe(`?status=new&from=${today}`));
  });

  it("filters by delivery zone, shows the zone and fee on the card, and links to the zone's delivery sheet", async () => {
    seedOrders();
    fakeFirestore.set('deliveryZones', 'wadata', {
      name: 'Wadata',
      fee: 750,
      minimumOrder: 0,
      active: true,
      updatedAt: fakeTimestamp(hoursAgo(900)),
    });
    const wadata = { zoneId: 'wadata', zoneName: 'Wadata', deliveryFee: 750, total: 8250, campaign: 'affiche-wadata' };
    fakeFirestore.set('zzstoreOrders', 'o-new', { ...fakeFirestore.collections.get('zzstoreOrders')?.get('o-new'), ...wadata });
    renderOrders();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(field(card('o-new'), 'Zone')).toBe(`Wadata · delivery ${formatXof(750)}`);
    expect(field(card('o-new'), 'Campaign')).toBe('affiche-wadata');
    const filters = screen.getByRole('search', { name: 'Filter orders' });
    await waitFor(() => expect(within(filters).getByLabelText('Zone')).toBeEnabled());
    await userEvent.selectOptions(within(filters).getByLabelText('Zone'), 'Wadata');
    await waitFor(() =>
      expect(cards().map((article) => within(article).getByRole('heading').textContent)).toEqual(['Order o-new']),
    );
    expect(currentSearch()).toBe('?zone=wadata');
    expect(within(filters).getByRole('link', { name: 'Delivery sheet for Wadata' })).toHaveAttribute(
      'href',
      '/store/orders/deliveries?zone=wadata',
    );
  });

  it('says so when there is no order', async () => {
    renderOrders();
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  describe('offline', () => {
    afterEach(() => localStorage.clear());

    it('says the list comes from the device, with the time of its last read from the server', async () => {
      seedOrders();
      renderOrders();
      await screen.findByText('2 orders', { selector: '.store-list-count' });
      const readAt = Date.now();
      fakeFirestore.offline = true;
      await publishSnapshots();
      const clock = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Niamey' });
      expect(screen.getByText(`Offline — data from ${clock.format(readAt)}`)).toHaveAttribute('role', 'status');
      expect(screen.getByText('2 orders', { selector: '.store-list-count' })).toBeInTheDocument();

      fakeFirestore.offline = false;
      await publishSnapshots();
      expect(screen.queryByText(/^Offline/)).not.toBeInTheDocument();
    });

    it('never says "No orders yet." for a list the device has not read', async () => {
      fakeFirestore.offline = true;
      renderOrders();
      expect(
        await screen.findByText('Offline: this list has not been read on this device yet. It shows once the network is back.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Offline — data from an earlier visit')).toBeInTheDocument();
      expect(screen.queryByText('No orders yet.')).not.toBeInTheDocument();
    });
  });

  it('logs a failed load and shows it with a way to try again', async () => {
    seedOrders();
    fakeFirestore.failingPaths.add('zzstoreOrders');
    renderOrders();
    const alert = (await screen.findByText('Failed to load orders')).closest<HTMLElement>('[role="alert"]')!;
    expect(consoleError()).toHaveBeenCalledWith('Loading the orders failed:', expect.any(Error));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    fakeFirestore.failingPaths.clear();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByText('Failed to load orders')).not.toBeInTheDocument();
    // The sales failed with the orders; their own Try again counts them.
    await userEvent.click(
      within(screen.getByText('Failed to load sales').closest<HTMLElement>('[role="alert"]')!).getByRole('button'),
    );
    expect(await screen.findByRole('region', { name: 'Sales' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('still lists the orders when the customer names cannot be read', async () => {
    seedOrders();
    fakeFirestore.failingPaths.add('zzstoreUsers');
    renderOrders();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load customer names');
    expect(cards()).toHaveLength(2);
    expect(field(card('o-old'), 'Customer')).toBe('+227 96 11 22 33u-awa');
    expect(consoleError()).toHaveBeenCalledWith('Loading the shop users failed:', expect.any(Error));

    fakeFirestore.failingPaths.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(field(card('o-old'), 'Customer')).toBe('Awa Hamidou+227 96 11 22 33u-awa'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads no customer for the orders that carry their customer’s name, only for older ones', async () => {
    for (let at = 0; at < 50; at += 1) {
      fakeFirestore.set('zzstoreUsers', `u-${at}`, { name: `Fiche ${at}`, phone: '+227 90 00 00 00' });
      fakeFirestore.set('zzstoreOrders', `o-${String(at).padStart(3, '0')}`, {
        userId: `u-${at}`,
        ...(at >= 2 && { customerName: `Cliente ${at}` }),
        items: [{ productId: 'theiere', title: 'Théière', price: 1000, quantity: 1 }],
        total: 1000,
        status: 'new',
        phone: '+227 96 11 22 33',
        deliveryAddress: 'Niamey',
        createdAt: fakeTimestamp(hoursAgo(at)),
      });
    }
    renderOrders();
    await waitFor(() => expect(cards()).toHaveLength(50));
    await waitFor(() => expect(field(cards()[0]!, 'Customer')).toContain('Fiche 0'));
    expect(field(cards()[2]!, 'Customer')).toContain('Cliente 2');
    // 50 orders, and the customers of the two orders stored without a name.
    expect(fakeFirestore.documentsRead).toBe(52);
  });

  it('reads a page of 50, newest first, and the next one on request: never the whole collection', async () => {
    for (let at = 0; at < 7; at += 1) {
      fakeFirestore.set('zzstoreUsers', `u-${at}`, { name: `Client ${at}`, phone: '+227 90 00 00 0${at}' });
    }
    for (let at = 0; at < 120; at += 1) {
      fakeFirestore.set('zzstoreOrders', `o-${String(at).padStart(3, '0')}`, {
        userId: `u-${at % 7}`,
        items: [{ productId: 'theiere', title: 'Théière', price: 1000, quantity: 1 }],
        total: 1000,
        status: at % 2 ? 'new' : 'confirmed',
        phone: '+227 96 11 22 33',
        deliveryAddress: 'Niamey',
        createdAt: fakeTimestamp(hoursAgo(at)),
      });
    }
    renderOrders();
    await waitFor(() => expect(cards()).toHaveLength(50));
    expect(cards()[0]).toHaveAccessibleName('Order o-000');
    expect(cards()[49]).toHaveAccessibleName('Order o-049');
    // No count over every order the shop has had: only a filter of days is counted.
    expect(screen.getByText('50 orders shown')).toBeInTheDocument();
    await waitFor(() => expect(field(cards()[0]!, 'Customer')).toContain('Client 0'));
    // 50 orders and their 7 customers, whatever the collection holds.
    expect(fakeFirestore.documentsRead).toBe(57);

    await userEvent.click(screen.getByRole('button', { name: 'More orders' }));
    await waitFor(() => expect(cards()).toHaveLength(100));
    expect(cards()[50]).toHaveAccessibleName('Order o-050');
    expect(fakeFirestore.documentsRead).toBe(107); // the next 50; their customers were read already
    await userEvent.click(screen.getByRole('button', { name: 'More orders' }));
    await waitFor(() => expect(cards()).toHaveLength(120));
    expect(screen.getByRole('status')).toHaveTextContent('120 orders');
    expect(screen.queryByRole('button', { name: 'More orders' })).not.toBeInTheDocument();

    // A new order comes in at the top; the one it pushes off the first page stays in view.
    fakeFirestore.set('zzstoreOrders', 'o-newest', {
      ...fakeFirestore.collections.get('zzstoreOrders')?.get('o-000'),
      createdAt: fakeTimestamp(new Date()),
    });
    await publishSnapshots();
    expect(cards()).toHaveLength(121);
    expect(cards()[0]).toHaveAccessibleName('Order o-newest');
    expect(cards()[50]).toHaveAccessibleName('Order o-049');
  });

  it('filters days as Niamey lives them, both ends included, on the server', async () => {
    const placed = (id: string, instant: string, status = 'new') =>
      fakeFirestore.set('zzstoreOrders', id, {
        items: [],
        total: 1000,
        status,
        createdAt: fakeTimestamp(new Date(instant)),
      });
    // Niamey is UTC+1: Monday 23 November 2026 starts at 23:00 UTC on Sunday.
    placed('sunday-night', '2026-11-22T22:30:00Z');
    placed('after-midnight', '2026-11-22T23:30:00Z');
    placed('monday', '2026-11-23T09:00:00Z', 'confirmed');
    placed('tuesday', '2026-11-24T09:00:00Z', 'cancelled');
    const shownFor = async (search: string) => {
      const view = renderStaffRoutes(`/store/orders?${search}`, { '/store/orders': <OrdersPage /> });
      await waitFor(() => expect(screen.queryByText('Loading orders…')).not.toBeInTheDocument());
      const ids = screen
        .queryAllByRole('article')
        .map((article) => article.getAttribute('aria-labelledby') && within(article).getByRole('heading').textContent);
      view.unmount();
      return ids;
    };
    expect(await shownFor('from=2026-11-23')).toEqual(['Order tuesday', 'Order monday', 'Order after-midnight']);
    expect(await shownFor('from=2026-11-23&to=2026-11-23')).toEqual(['Order monday', 'Order after-midnight']);
    expect(await shownFor('to=2026-11-22')).toEqual(['Order sunday-night']);
    expect(await shownFor('status=cancelled&from=2026-11-24')).toEqual(['Order tuesday']);
  });

  it('counts today’s and this week’s sales (Monday on, Niamey days) on the server, sales only', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T09:00:00Z'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'] });
    try {
      const placed = (id: string, instant: string, status: string, total: number) =>
        fakeFirestore.set('zzstoreOrders', id, { items: [], total, status, createdAt: fakeTimestamp(new Date(instant)) });
      placed('today', '2026-11-25T08:00:00Z', 'new', 45000);
      placed('today-delivered', '2026-11-24T23:30:00Z', 'delivered', 5000);
      placed('monday', '2026-11-23T07:00:00Z', 'confirmed', 12000);
      placed('sunday', '2026-11-22T12:00:00Z', 'delivered', 99000);
      placed('cancelled', '2026-11-25T08:00:00Z', 'cancelled', 70000);
      placed('rejected', '2026-11-25T08:00:00Z', 'rejected', 70000);
      renderOrders();
      const sales = (label: string) => field(screen.getByRole('region', { name: 'Sales' }), label);
      await waitFor(() => expect(sales('Today')).toBe(`${formatXof(50000)}2 orders`));
      expect(sales('This week')).toBe(`${formatXof(62000)}3 orders`);
    } finally {
      jest.useRealTimers();
    }
  });
});
