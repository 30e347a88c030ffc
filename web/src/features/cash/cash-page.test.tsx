import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatXof } from '@kasuwa/contract/money';
import { fakeFirestore, fakeTimestamp } from '../../test/fake-firestore';
import { setCashOrder } from '../../test/cash-orders';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import { findToast } from '../../test/toasts';
import type { StaffRole } from '@kasuwa/contract/staff-roles';
import { StaffRoleProvider } from '../../components/staff/staff-role';
import CashPage from './cash-page';
import { CashFlags } from './components/cash-flags';
import { fakeCallables } from '../../test/fake-callables';

/**
 * The Firebase boundary is faked: the riders and their cash from the in-memory Firestore, receiveCash
 * from `fakeCallables.calls`. The real function, its checks and the rules run in tests/integration/cash.test.ts.
 */
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: { uid: 'staff-1', email: 'awa.staff@kasuwa.test' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);
jest.mock('firebase/functions', () => jest.requireActual('../../test/fake-callables').functionsModule);

const cashOrder = (id: string, total: number, number: number) =>
  setCashOrder(id, total, number, 'rider-1', new Date(Date.UTC(2026, 10, 27, 8 + number)));

beforeEach(() => {
  fakeFirestore.reset();
  fakeCallables.reset();
  fakeCallables.answer = (name, data) =>
    name === 'setCashSettings'
      ? { riderMax: data.riderMax }
      : { handoverId: data.requestId, amount: data.amount, orders: (data.orderIds as string[]).length };
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
    expect(fakeFirestore.queries.some((asked) => JSON.stringify(asked).includes('cashInHand'))).toBe(false);
    expect(screen.queryByLabelText('Flag a rider holding more than (F CFA)')).not.toBeInTheDocument();
  });

  it("says who holds the cash, how much and since when, from each holder's one document, and flags a rider over the shop's amount or cash held too long", async () => {
    const hoursAgo = (hours: number) => fakeTimestamp(new Date(Date.now() - hours * 3_600_000));
    fakeFirestore.set('stockSettings', 'cash', { riderMax: 60_000 });
    fakeFirestore.set('cashInHand', 'rider-1', {
      orders: { 'o-1': { amount: 45_000, since: hoursAgo(2) }, 'o-2': { amount: 20_000, since: hoursAgo(1) } },
      email: 'moussa.rider@kasuwa.test',
      role: 'rider',
    });
    fakeFirestore.set('cashInHand', 'staff-1', { orders: { 'o-old': { amount: 5_000, since: hoursAgo(30) } }, role: 'admin' });
    fakeFirestore.set('cashInHand', 'seller-1', {
      orders: { 'o-3': { amount: 80_000, since: hoursAgo(3) } },
      email: 'awa.seller@kasuwa.test',
      role: 'seller',
    });
    renderCash();
    const list = await screen.findByRole('list');
    const shown = within(list)
      .getAllByRole('listitem')
      .map((person) =>
        person.textContent
          ?.replace(/\s+/g, ' ')
          .replace(/since .*?(More|Held|$)/, 'since … $1')
          .trim(),
      );
    expect(shown).toEqual(
      [
        `You ${formatXof(5_000)} for 1 order, since … Held for more than 24 h.`,
        `awa.seller@kasuwa.test ${formatXof(80_000)} for 1 order, since …`,
        `moussa.rider@kasuwa.test ${formatXof(65_000)} for 2 orders, since … More than ${formatXof(60_000)} in a rider’s hands.`,
      ].map((line) => line.replace(/\s+/g, ' ')),
    );
    // The list reads the holders' documents: no query over the orders' cash.
    expect(fakeFirestore.queries.some((asked) => JSON.stringify(asked).includes('cashSince'))).toBe(false);
  });

  it('flags on the dashboard only the people over the limits, with the way to /store/cash, and nothing when all is well', async () => {
    fakeFirestore.set('cashInHand', 'seller-1', {
      orders: { 'o-3': { amount: 80_000, since: fakeTimestamp(new Date()) } },
      email: 'awa.seller@kasuwa.test',
      role: 'seller',
    });
    const view = renderStaffRoutes('/store', { '/store': <CashFlags /> });
    await waitFor(() => expect(fakeFirestore.queries.length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Cash to collect' })).not.toBeInTheDocument();
    view.unmount();
    fakeFirestore.set('cashInHand', 'rider-1', {
      orders: { 'o-1': { amount: 120_000, since: fakeTimestamp(new Date()) } },
      email: 'moussa.rider@kasuwa.test',
      role: 'rider',
    });
    renderStaffRoutes('/store', { '/store': <CashFlags /> });
    const flags = await screen.findByRole('region', { name: 'Cash to collect' });
    expect(within(flags).getAllByRole('listitem')).toHaveLength(1);
    expect(flags).toHaveTextContent(`More than ${formatXof(100_000)} in a rider’s hands.`.replace(/\s/g, ' '));
    expect(within(flags).getByRole('link', { name: 'Receive the cash' })).toHaveAttribute('href', '/store/cash');
  });

  it("saves the owner's amount for riders, refusing one under 1,000 F CFA with nothing sent", async () => {
    renderCash();
    const amount = await screen.findByLabelText('Flag a rider holding more than (F CFA)');
    expect(amount).toHaveValue(100_000);
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save the amount' }));
    expect(await screen.findByText('Enter a whole amount of at least 1,000 F CFA.')).toBeInTheDocument();
    expect(fakeCallables.calls).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, '75000');
    await userEvent.click(screen.getByRole('button', { name: 'Save the amount' }));
    await findToast('Cash settings saved');
    expect(fakeCallables.calls).toEqual([{ name: 'setCashSettings', data: { riderMax: 75_000 } }]);
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
    expect(fakeCallables.calls).toEqual([
      { name: 'receiveCash', data: { requestId: expect.any(String), from: 'rider-1', orderIds: ['o-1'], amount: 15_000 } },
    ]);
  });

  it("shows the server's refusal, keeps what was typed, and sends the same request id again", async () => {
    fakeCallables.refusal = {
      code: 'functions/failed-precondition',
      message: 'These orders come to 35 000 F CFA: count the cash again.',
      details: { refusal: 'wrong-amount', values: { expected: '35 000 F CFA' } },
    };
    renderCash();
    const form = await chooseRider();
    await userEvent.type(within(form).getByLabelText('Amount counted (F CFA)'), '30000');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the cash received' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('These orders come to 35 000 F CFA: count the cash again,');
    expect(within(form).getByLabelText('Amount counted (F CFA)')).toHaveValue(30000);
    await userEvent.click(within(form).getByRole('button', { name: 'Record the cash received' }));
    await waitFor(() => expect(fakeCallables.calls).toHaveLength(2));
    const [first, second] = fakeCallables.calls.map((call) => (call.data as { requestId: string }).requestId);
    expect(second).toBe(first);
  });
});
