import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatXof } from '@kasuwa/contract/money';
import type { StaffRole } from '@kasuwa/contract/staff-roles';
import { StaffRoleProvider } from '../../components/staff/staff-role';
import { fakeFirestore, fakeTimestamp } from '../../test/fake-firestore';
import { setCashOrder } from '../../test/cash-orders';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import { findToast } from '../../test/toasts';
import CashPage from './cash-page';
import CloseSheetPage from './close-sheet-page';
import { fakeCallables } from '../../test/fake-callables';

/**
 * The day's close in the console, with Firebase faked: the cash held and the closes from the in-memory
 * Firestore, closeCashDay and adjustCashClose from `fakeCallables.calls`. The real functions and rules run in
 * tests/integration/cash-close.test.ts.
 */
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: { uid: 'staff-1', email: 'awa.staff@kasuwa.test' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);
jest.mock('firebase/functions', () => jest.requireActual('../../test/fake-callables').functionsModule);

fakeCallables.answer = (name, data) => {
  if (name === 'adjustCashClose') return { adjustmentId: data.requestId, day: '2026-11-28' };
  const difference = Number(data.counted) - Number(data.expected);
  return {
    closeId: '2026-11-27_staff-1',
    day: '2026-11-27',
    expected: data.expected,
    counted: data.counted,
    difference,
    orders: 2,
  };
};

const at = (hour: number) => fakeTimestamp(new Date(Date.UTC(2026, 10, 27, hour)));

beforeEach(() => {
  fakeFirestore.reset();
  fakeCallables.reset();
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  for (const [id, total, number] of [
    ['o-1', 15_000, 1],
    ['o-2', 20_000, 2],
  ] as const) {
    setCashOrder(id, total, number, 'staff-1', new Date(Date.UTC(2026, 10, 27, 9)));
  }
});
afterEach(() => jest.restoreAllMocks());

const renderAs = (path: string, role: StaffRole = 'seller') =>
  renderStaffRoutes(path, {
    '/store/cash': (
      <StaffRoleProvider role={role}>
        <CashPage />
      </StaffRoleProvider>
    ),
    '/store/cash/closes/:closeId': (
      <StaffRoleProvider role={role}>
        <CloseSheetPage />
      </StaffRoleProvider>
    ),
  });

const closeForm = () => screen.getByRole('form', { name: 'Close the day' });

describe('closing the day', () => {
  it('shows what one holds, asks a note for a difference, and closes with what was shown and counted', async () => {
    renderAs('/store/cash');
    const form = closeForm();
    expect(
      await within(form).findByText(`2 cash payments held: ${formatXof(35_000)} expected`.replace(/\s/g, ' ')),
    ).toBeVisible();
    await userEvent.type(within(form).getByLabelText('Amount counted (F CFA)'), '34500');
    expect(form).toHaveTextContent(`Difference: −${formatXof(500)}`.replace(/\s/g, ' '));
    await userEvent.click(within(form).getByRole('button', { name: 'Close the day' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Say why the count differs from what is expected.');
    expect(fakeCallables.calls).toEqual([]);
    await userEvent.type(within(form).getByLabelText('Note (needed for a difference)'), 'Billet de 500 manquant');
    await userEvent.click(within(form).getByRole('button', { name: 'Close the day' }));
    await findToast(`Closed: ${formatXof(34_500)} counted`.replace(/\s/g, ' '));
    expect(fakeCallables.calls).toEqual([
      { name: 'closeCashDay', data: { holder: 'staff-1', expected: 35_000, counted: 34_500, note: 'Billet de 500 manquant' } },
    ]);
    expect(within(form).getByRole('link', { name: 'Open the close sheet' })).toHaveAttribute(
      'href',
      '/store/cash/closes/2026-11-27_staff-1',
    );
  });

  it('expects the cash held less the cash refunds one paid out, and closes with that', async () => {
    fakeFirestore.set('orderReturns', 'r-1', {
      orderId: 'o-9',
      orderNumber: 9,
      amount: 6_500,
      refund: { method: 'cash', amount: 6_500, by: 'staff-1', at: at(12) },
      refundCashHolder: 'staff-1',
    });
    renderAs('/store/cash');
    const form = closeForm();
    expect(
      await within(form).findByText(`2 cash payments held: ${formatXof(28_500)} expected`.replace(/\s/g, ' ')),
    ).toBeVisible();
    expect(form).toHaveTextContent(`less 1 cash refund paid out: ${formatXof(6_500)}`.replace(/\s/g, ' '));
    await userEvent.type(within(form).getByLabelText('Amount counted (F CFA)'), '28500');
    await userEvent.click(within(form).getByRole('button', { name: 'Close the day' }));
    await findToast(/^Closed: /);
    expect(fakeCallables.calls).toEqual([
      { name: 'closeCashDay', data: { holder: 'staff-1', expected: 28_500, counted: 28_500 } },
    ]);
  });

  it('lets a seller close only their own cash, and the manager choose anyone holding some', async () => {
    fakeFirestore.set('cashInHand', 'rider-1', {
      orders: { 'o-9': { amount: 5_000, since: at(10) } },
      email: 'moussa.rider@kasuwa.test',
      role: 'rider',
    });
    const seller = renderAs('/store/cash');
    await within(closeForm()).findByText(/expected/);
    expect(
      within(closeForm())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['You']);
    seller.unmount();
    renderAs('/store/cash', 'manager');
    await waitFor(() => expect(within(closeForm()).getAllByRole('option')).toHaveLength(2));
    expect(
      within(closeForm())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['You', 'moussa.rider@kasuwa.test']);
  });

  it("shows the server's refusal and closes nothing on the page", async () => {
    fakeCallables.refusal = {
      code: 'functions/failed-precondition',
      message: 'The cash held changed meanwhile: 50 000 F CFA is expected now. Count again; nothing was closed.',
      details: { refusal: 'cash-changed', values: { expected: '50 000 F CFA' } },
    };
    renderAs('/store/cash');
    const form = closeForm();
    await within(form).findByText(/expected/);
    await userEvent.type(within(form).getByLabelText('Amount counted (F CFA)'), '35000');
    await userEvent.click(within(form).getByRole('button', { name: 'Close the day' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The cash held changed meanwhile');
    expect(within(form).queryByRole('link', { name: 'Open the close sheet' })).not.toBeInTheDocument();
  });
});

describe('the close sheet', () => {
  beforeEach(() => {
    fakeFirestore.set('cashCloses', '2026-11-27_staff-1', {
      kind: 'close',
      day: '2026-11-27',
      holder: 'staff-1',
      holderEmail: 'awa.staff@kasuwa.test',
      expected: 35_000,
      counted: 34_500,
      difference: -500,
      note: 'Billet de 500 manquant',
      orderCount: 2,
      by: 'staff-1',
      byEmail: 'awa.staff@kasuwa.test',
      at: at(18),
    });
    fakeFirestore.set('cashCloseLines', '2026-11-27_staff-1', {
      orders: [
        { id: 'o-1', number: 1, total: 15_000 },
        { id: 'o-2', number: 2, total: 20_000 },
      ],
    });
    fakeFirestore.set('cashCloses', 'adj-1', {
      kind: 'adjustment',
      day: '2026-11-28',
      holder: 'staff-1',
      closeId: '2026-11-27_staff-1',
      amount: 500,
      note: 'Billet retrouvé',
      by: 'manager-1',
      byEmail: 'gerant@kasuwa.test',
      at: at(30),
    });
    fakeFirestore.set('unpaidDeliveries', 'o-7', {
      total: 9_000,
      number: 7,
      deliveredAt: fakeTimestamp(new Date(Date.now() - 30 * 3_600_000)),
    });
    // Delivered 2 h ago: not late yet, not listed.
    fakeFirestore.set('unpaidDeliveries', 'o-8', {
      total: 4_000,
      number: 8,
      deliveredAt: fakeTimestamp(new Date(Date.now() - 2 * 3_600_000)),
    });
  });

  it('prints in French: the counts, each order, the adjustments since and the deliveries unpaid for more than 24 h', async () => {
    renderAs('/store/cash/closes/2026-11-27_staff-1');
    const sheet = await screen.findByRole('article', { name: 'Clôture de caisse du 27 novembre 2026' });
    const text = sheet.textContent?.replace(/\s/g, ' ');
    for (const part of [
      'Espèces détenues par',
      'awa.staff@kasuwa.test',
      `Attendu${formatXof(35_000)}`,
      `Compté${formatXof(34_500)}`,
      `Écart−${formatXof(500)}`,
      'NoteBillet de 500 manquant',
      'K-000001',
      `Total${formatXof(35_000)}`,
      `28 novembre 2026+${formatXof(500)}Billet retrouvégerant@kasuwa.test`,
      `K-000007${formatXof(9_000)}`,
      'Signature du gérant',
    ]) {
      expect(text).toContain(part.replace(/\s/g, ' '));
    }
    expect(text).not.toContain('K-000008');
    expect(screen.queryByRole('form', { name: 'Record an adjustment' })).not.toBeInTheDocument();
  });

  it('lets the manager record an adjustment, an amount other than 0 with why, after asking', async () => {
    renderAs('/store/cash/closes/2026-11-27_staff-1', 'manager');
    const form = await screen.findByRole('form', { name: 'Record an adjustment' });
    await userEvent.type(within(form).getByLabelText('Amount (F CFA, negative when missing)'), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the adjustment' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter an amount other than 0');
    await userEvent.clear(within(form).getByLabelText('Amount (F CFA, negative when missing)'));
    await userEvent.type(within(form).getByLabelText('Amount (F CFA, negative when missing)'), '-1000');
    await userEvent.type(within(form).getByLabelText('Why'), 'Erreur de rendu de monnaie');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the adjustment' }));
    await findToast('Adjustment recorded');
    expect(fakeCallables.calls).toEqual([
      {
        name: 'adjustCashClose',
        data: { requestId: expect.any(String), closeId: '2026-11-27_staff-1', amount: -1000, note: 'Erreur de rendu de monnaie' },
      },
    ]);
  });

  it('says so for a close that does not exist', async () => {
    renderAs('/store/cash/closes/nothing');
    expect(await screen.findByText('There is no such close.')).toBeVisible();
  });
});
