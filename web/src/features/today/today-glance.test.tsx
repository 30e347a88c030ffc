import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collections } from '@kasuwa/contract/collections';
import { addDays, shopDay, shopHour } from '@kasuwa/contract/days';
import { formatXof } from '@kasuwa/contract/money';
import type { StaffRole } from '@kasuwa/contract/staff-roles';
import { StaffRoleProvider } from '../../components/staff/staff-role';
import { fakeFirestore, fakeTimestamp } from '../../test/fake-firestore';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import TodayAtAGlance from './today-glance';
import { changeText } from './today-figures';

// The Firebase boundary is faked; what each role may read is checked against the rules in
// tests/rules/today-glance.test.ts, and the figures against the reports page in tests/e2e/today-glance.spec.ts.
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: { uid: 'seller-1', email: 'seller@kasuwa.test' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);

const today = shopDay(new Date());
const hour = shopHour(new Date());

function order(id: string, status: string, fields: Record<string, unknown> = {}) {
  fakeFirestore.set(collections.orders, id, { status, total: 10_000, createdAt: fakeTimestamp(new Date()), ...fields });
}

function held(holder: string, email: string, amounts: number[]) {
  const orders = Object.fromEntries(
    amounts.map((amount, at) => [`${holder}-o${at}`, { amount, since: fakeTimestamp(new Date()) }]),
  );
  fakeFirestore.set(collections.cashInHand, holder, { orders, email, updatedAt: fakeTimestamp(new Date()) });
}

const renderAs = (role: StaffRole) =>
  renderStaffRoutes('/store', {
    '/store': (
      <StaffRoleProvider role={role}>
        <TodayAtAGlance />
      </StaffRoleProvider>
    ),
  });

const readsMetered = () => (globalThis as { kasuwaReads?: { documents: number } }).kasuwaReads?.documents ?? 0;

const figure = async (name: RegExp) => screen.findByRole('link', { name });

beforeEach(() => {
  fakeFirestore.reset();
  order('n1', 'new');
  order('n2', 'new');
  order('o1', 'outForDelivery');
  order('f1', 'deliveryFailed');
  order('d1', 'delivered');
  fakeFirestore.set(collections.stock, 'sac::', { productId: 'sac', available: 0, low: true });
  fakeFirestore.set(collections.stock, 'pagne::', { productId: 'pagne', available: 9, low: false });
  fakeFirestore.set(collections.salesDays, today, {
    orders: 2,
    amount: 35_000,
    hours: { [hour]: { orders: 3, amount: 45_000 } },
  });
  fakeFirestore.set(collections.salesDays, addDays(today, -7), {
    orders: 4,
    amount: 80_000,
    hours: { '00': { orders: 1, amount: 30_000 }, '23': { orders: 3, amount: 50_000 } },
  });
  held('rider-1', 'livreur@kasuwa.test', [15_000, 5_000]);
  held('seller-1', 'seller@kasuwa.test', [7_500]);
});

describe('today at a glance', () => {
  it('shows the owner every figure, each a link to its page, in a handful of reads', async () => {
    const metered = readsMetered();
    renderAs('admin');
    expect(await figure(/^2 orders to confirm$/)).toHaveAttribute('href', '/store/orders?status=new');
    expect(await figure(/^1 order out for delivery$/)).toHaveAttribute('href', '/store/orders?status=outForDelivery');
    expect(await figure(/^1 failed delivery$/)).toHaveAttribute('href', '/store/orders?status=deliveryFailed');
    expect(await figure(/^1 variant low or sold out$/)).toHaveAttribute('href', '#low-stock');
    const sales = await figure(new RegExp(`^Sales so far ${formatXof(35_000)} net, 2 orders$`));
    expect(sales).toHaveAttribute('href', `/store/reports?from=${today}&to=${today}`);
    const lastWeek = within(sales.closest('li') as HTMLElement).getByText(/^Same day last week:/);
    // By this hour: the midnight hour, and 23 h only once it is 23 h.
    const byNow = hour === '23' ? 80_000 : 30_000;
    const change = changeText(Math.round(((45_000 - byNow) / byNow) * 100));
    expect(lastWeek.textContent).toBe(
      `Same day last week: ${formatXof(byNow)} by this hour, ${formatXof(80_000)} in all. ` +
        `Placed so far: ${formatXof(45_000)} (${change} on last week by this hour).`,
    );
    const cash = await figure(new RegExp(`^Cash in hand, ${formatXof(27_500)} in all$`));
    expect(cash).toHaveAttribute('href', '/store/cash');
    expect(
      within(cash.closest('li') as HTMLElement)
        .getAllByRole('listitem')
        .map((person) => person.textContent),
    ).toEqual([`livreur@kasuwa.test: ${formatXof(20_000)} for 2 orders`, `seller@kasuwa.test: ${formatXof(7_500)} for 1 order`]);
    // As the read meter bills them: 4 counts (a read each under 1,000 orders), 2 days' summaries, 2 holders;
    // no order nor stock document read.
    expect(readsMetered() - metered).toBe(4 + 2 + 2);
    expect(fakeFirestore.documentsRead).toBe(2 + 2);
  });

  it('shows a seller the orders and the stock, and their own cash only, without the sales', async () => {
    renderAs('seller');
    expect(await figure(/^2 orders to confirm$/)).toBeInTheDocument();
    expect(await figure(new RegExp(`^Your cash in hand: ${formatXof(7_500)} for 1 order$`))).toHaveAttribute(
      'href',
      '/store/cash',
    );
    expect(screen.queryByText(/Sales so far/)).not.toBeInTheDocument();
    expect(screen.queryByText(/livreur@kasuwa\.test/)).not.toBeInTheDocument();
  });

  it("shows a rider their own run of today and their own cash, nothing of the shop's", async () => {
    jest.requireMock<{ auth: { currentUser: { uid: string } } }>('../../lib/firebase/auth').auth.currentUser.uid = 'rider-1';
    try {
      order('r1', 'outForDelivery', { riderId: 'rider-1', runDay: today });
      order('r2', 'confirmed', { riderId: 'rider-1', runDay: today });
      order('r3', 'delivered', { riderId: 'rider-1', runDay: today });
      order('r4', 'deliveryFailed', { riderId: 'rider-2', runDay: today });
      order('r5', 'delivered', { riderId: 'rider-1', runDay: addDays(today, -1) });
      renderAs('rider');
      expect(await screen.findByRole('heading', { name: 'Your run today' })).toBeInTheDocument();
      expect(await figure(/^2 stops left$/)).toHaveAttribute('href', '/store/run');
      expect(await figure(/^1 delivered$/)).toHaveAttribute('href', '/store/run');
      expect(await figure(/^0 failed deliveries$/)).toHaveAttribute('href', '/store/run');
      expect(await figure(new RegExp(`^Your cash in hand: ${formatXof(20_000)} for 2 orders$`))).toHaveAttribute(
        'href',
        '/store/run',
      );
      expect(screen.queryByText(/to confirm|Sales so far|seller@kasuwa/)).not.toBeInTheDocument();
    } finally {
      jest.requireMock<{ auth: { currentUser: { uid: string } } }>('../../lib/firebase/auth').auth.currentUser.uid = 'seller-1';
    }
  });

  it('says when nobody holds cash and when nothing sold, and lets a figure that failed be read again', async () => {
    fakeFirestore.collections.delete(collections.cashInHand);
    fakeFirestore.collections.delete(collections.salesDays);
    fakeFirestore.failingPaths.add(collections.stock);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAs('manager');
    expect(await screen.findByText('Nobody holds the shop’s cash.')).toBeInTheDocument();
    expect(await figure(new RegExp(`^Sales so far ${formatXof(0)} net, 0 orders$`))).toBeInTheDocument();
    const failed = await screen.findByText(/^This figure could not be read\./);
    expect(console.error).toHaveBeenCalledWith('Loading the low stock count failed:', expect.any(Error));
    fakeFirestore.failingPaths.delete(collections.stock);
    await userEvent.click(within(failed).getByRole('button', { name: 'Read again' }));
    expect(await figure(/^1 variant low or sold out$/)).toBeInTheDocument();
  });
});
