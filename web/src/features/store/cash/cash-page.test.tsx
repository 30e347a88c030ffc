import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatXof } from '@kasuwa/contract/money';
import { fakeFirestore, fakeTimestamp } from '../../../test/fake-firestore';
import { renderStaffRoutes } from '../../../test/render-staff-routes';
import { findToast } from '../../../test/toasts';
import type { StaffRole } from '@kasuwa/contract/staff-roles';
import { StaffRoleProvider } from '../../../components/staff/staff-role';
import CashPage from './cash-page';

/**
 * The Firebase boundary is faked: the riders and their cash from the in-memory Firestore, receiveCash
 * from `mockCalls`. The real function, its checks and the rules run in tests/integration/cash.test.ts.
 */
const mockCalls: { name: string; data: unknown }[] = [];
let mockRefusal: { code: string; message: string } | null = null;
jest.mock('../../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('../../../lib/firebase/auth', () => ({ auth: { currentUser: { uid: 'staff-1', email: 'awa.staff@kasuwa.test' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../../test/fake-firestore').firestoreModule);
jest.mock('firebase/functions', () => ({
  httpsCallable:
    (_functions: unknown, name: string) => async (data: { requestId: string; amount: number; orderIds: string[] }) => {
      mockCalls.push({ name, data });
      if (mockRefusal) throw Object.assign(new Error(mockRefusal.message), mockRefusal);
      return { data: { handoverId: data.requestId, amount: data.amount, orders: data.orderIds.length } };
    },
}));

const cashOrder = (id: string, total: number, number: number) =>
  fakeFirestore.set('zzstoreOrders', id, {
    userId: 'u',
    items: [{ productId: 'p', title: 'Savon noir', price: total, quantity: 1 }],
    total,
    number,
    status: 'delivered',
    payment: 'cash',
    cashHolder: 'rider-1',
    cashSince: fakeTimestamp(new Date(Date.UTC(2026, 10, 27, 8 + number))),
    createdAt: fakeTimestamp(new Date(Date.UTC(2026, 10, 27, 7))),
  });

beforeEach(() => {
  fakeFirestore.reset();
  mockCalls.length = 0;
  mockRefusal = null;
  fakeFirestore.set('users', 'rider-1', { role: 'rider', emailVerified: true, email: 'moussa.rider@kasuwa.test' });
  cashOrder('o-1', 15_000, 1);
  cashOrder('o-2', 20_000, 2);
});

const renderCash = (role: StaffRole = 'admin') =>
  renderStaffRoutes('/store/cash', {
    '/store/cash': (
      <StaffRoleProvider role={role}>
        <CashPage />
      </StaffRoleProvider>
    ),
  });

async function chooseRider() {
  const form = screen.getByRole('form', { name: 'Receive cash from a rider' });
  await waitFor(() => expect(within(form).getAllByRole('option')).toHaveLength(2));
  await userEvent.selectOptions(within(form).getByLabelText('Rider'), 'moussa.rider@kasuwa.test');
  await within(form).findByRole('group', { name: 'Orders paid in cash to this rider' });
  return form;
}

describe('CashPage', () => {
  it('shows a seller only the hand-over, never who holds how much', async () => {
    renderCash('seller');
    await chooseRider();
    expect(screen.queryByText(/for \d+ orders?, since/)).not.toBeInTheDocument();
    expect(fakeFirestore.queries.some((asked) => JSON.stringify(asked).includes('cashSince'))).toBe(false);
  });

  it('says who holds the cash, how much and since when, and flags a rider holding too much or cash held too long', async () => {
    const hoursAgo = (hours: number) => fakeTimestamp(new Date(Date.now() - hours * 3_600_000));
    fakeFirestore.set('zzstoreOrders', 'o-1', {
      ...fakeFirestore.collections.get('zzstoreOrders')?.get('o-1'),
      total: 90_000,
      cashSince: hoursAgo(2),
    });
    fakeFirestore.set('zzstoreOrders', 'o-old', {
      ...fakeFirestore.collections.get('zzstoreOrders')?.get('o-2'),
      total: 5_000,
      cashHolder: 'staff-1',
      cashSince: hoursAgo(30),
    });
    renderCash();
    const people = await screen.findAllByRole('listitem');
    expect(fakeFirestore.queries.some((asked) => JSON.stringify(asked).includes('cashSince'))).toBe(true);
    const shown = people.map((person) =>
      person.textContent
        ?.replace(/\s+/g, ' ')
        .replace(/since .*?(More|Held|$)/, 'since … $1')
        .trim(),
    );
    expect(shown).toEqual([
      `You ${formatXof(5_000)} for 1 order, since … Held for more than 24 h.`.replace(/\s+/g, ' '),
      `moussa.rider@kasuwa.test ${formatXof(110_000)} for 2 orders, since … More than ${formatXof(100_000)} in a rider’s hands.`.replace(
        /\s+/g,
        ' ',
      ),
    ]);
  });

  it("lists the rider's cash, oldest first, and records the amount counted for the orders chosen", async () => {
    renderCash();
    const form = await chooseRider();
    expect(
      within(form)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent?.slice(0, 8)),
    ).toEqual(['K-000001', 'K-000002']);
    expect(form).toHaveTextContent(`These orders come to ${formatXof(35_000)}.`.replace(/\s/g, ' '));
    await userEvent.click(within(form).getAllByRole('checkbox')[1] as HTMLElement);
    expect(form).toHaveTextContent(`These orders come to ${formatXof(15_000)}.`.replace(/\s/g, ' '));
    await userEvent.click(within(form).getByRole('button', { name: 'Record the cash received' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter the amount you counted, in F CFA.');
    await userEvent.type(within(form).getByLabelText('Amount counted (F CFA)'), '15000');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the cash received' }));
    await findToast(`${formatXof(15_000)} received for 1 order`.replace(/\s/g, ' '));
    expect(mockCalls).toEqual([
      { name: 'receiveCash', data: { requestId: expect.any(String), from: 'rider-1', orderIds: ['o-1'], amount: 15_000 } },
    ]);
  });

  it("shows the server's refusal, keeps what was typed, and sends the same request id again", async () => {
    mockRefusal = { code: 'functions/failed-precondition', message: 'These orders come to 35 000 F CFA: count the cash again.' };
    renderCash();
    const form = await chooseRider();
    await userEvent.type(within(form).getByLabelText('Amount counted (F CFA)'), '30000');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the cash received' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('These orders come to 35 000 F CFA: count the cash again.');
    expect(within(form).getByLabelText('Amount counted (F CFA)')).toHaveValue(30000);
    await userEvent.click(within(form).getByRole('button', { name: 'Record the cash received' }));
    await waitFor(() => expect(mockCalls).toHaveLength(2));
    const [first, second] = mockCalls.map((call) => (call.data as { requestId: string }).requestId);
    expect(second).toBe(first);
  });
});
