import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatXof } from '@kasuwa/contract/money';
import type { StaffRole } from '@kasuwa/contract/staff-roles';
import { StaffRoleProvider } from '../../components/staff/staff-role';
import { fakeFirestore, fakeTimestamp } from '../../test/fake-firestore';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import { findToast } from '../../test/toasts';
import type { OrderRecord } from '../../components/store/orders/order-record';
import type { ReturnRecord } from './api/returns';
import { OrderReturns } from './components/order-returns';
import { slipText } from '../../lib/slip';
import { creditNoteOf, creditNoteSlip } from './credit-note';
import { fakeCallables } from '../../test/fake-callables';

/**
 * Returns in the console with Firebase faked: the order's returns from the in-memory Firestore,
 * recordReturn and refundReturn from `fakeCallables.calls`. The real functions, checks and rules run in
 * tests/integration/returns.test.ts.
 */
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: { uid: 'staff-1', email: 'awa.staff@kasuwa.test' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);
jest.mock('firebase/functions', () => jest.requireActual('../../test/fake-callables').functionsModule);

fakeCallables.answer = (name, data) =>
  name === 'refundReturn'
    ? { refundId: data.returnId, amount: data.amount }
    : { returnId: data.requestId, amount: 6_500, units: 1 };

const dayMs = 86_400_000;
const order = (daysAgo: number, fields: Partial<OrderRecord> = {}): OrderRecord =>
  ({
    id: 'o-1',
    status: 'delivered',
    total: 16_500,
    payment: 'cash',
    items: [
      { productId: 't', title: 'T-shirt coton', price: 6_500, quantity: 2, size: 'XL', color: 'Noir' },
      { productId: 'b', title: 'Beurre de karité', price: 3_500, quantity: 1, size: undefined, color: undefined },
    ],
    returnedUnits: { 0: 1 },
    statusChangedAt: new Date(Date.now() - daysAgo * dayMs),
    ...fields,
  }) as OrderRecord;

const renderReturns = (shown: OrderRecord, role: StaffRole = 'seller') =>
  renderStaffRoutes('/store/orders/o-1', {
    '/store/orders/o-1': (
      <StaffRoleProvider role={role}>
        <OrderReturns order={shown} />
      </StaffRoleProvider>
    ),
  });

beforeEach(() => {
  fakeFirestore.reset();
  fakeCallables.reset();
  jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => jest.restoreAllMocks());

describe('recording a return', () => {
  it('takes no more than what can still come back, and records the units, restocked or damaged, with the reason', async () => {
    renderReturns(order(2));
    const form = await screen.findByRole('form', { name: 'Record a return' });
    expect(form).toHaveTextContent('T-shirt coton (XL, Noir) — 1 can come back');
    const shirt = within(form).getByLabelText(/^T-shirt coton/);
    await userEvent.type(shirt, '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the return' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('no more than were bought');
    expect(fakeCallables.calls).toEqual([]);
    await userEvent.clear(shirt);
    await userEvent.type(shirt, '1');
    await userEvent.type(within(form).getByLabelText(/^Beurre de karité/), '1');
    await userEvent.click(within(form).getAllByRole('checkbox', { name: 'Damaged: not back on sale' })[1] as HTMLElement);
    await userEvent.selectOptions(within(form).getByLabelText('Reason'), 'Defective');
    expect(form).toHaveTextContent(`Value at the price paid: ${formatXof(10_000)}`.replace(/\s/g, ' '));
    await userEvent.click(within(form).getByRole('button', { name: 'Record the return' }));
    await findToast(`Return recorded: ${formatXof(6_500)}`.replace(/\s/g, ' '));
    expect(fakeCallables.calls).toEqual([
      {
        name: 'recordReturn',
        data: {
          requestId: expect.any(String),
          orderId: 'o-1',
          lines: [
            { line: 0, quantity: 1, restock: true },
            { line: 1, quantity: 1, restock: false },
          ],
          reason: 'defective',
        },
      },
    ]);
  });

  it('past the 7 days, tells a seller only the owner or the manager may, and asks the manager why', async () => {
    const view = renderReturns(order(9));
    expect(
      await screen.findByText('Past the 7 days of the terms: only the owner or the manager may take it back.'),
    ).toBeVisible();
    view.unmount();
    renderReturns(order(9), 'manager');
    const form = await screen.findByRole('form', { name: 'Record a return' });
    await userEvent.type(within(form).getByLabelText(/^Beurre de karité/), '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the return' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Past the 7 days, say why the shop takes it back.');
    await userEvent.type(within(form).getByLabelText('Past the 7 days: why the shop takes it back'), 'Client hospitalisé');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the return' }));
    await findToast(/^Return recorded/);
    expect(fakeCallables.calls[0]?.data).toMatchObject({ override: 'Client hospitalisé' });
  });
});

/** A return of order o-1 (n° 12), recorded a day ago by staff-1, its refund due on 17 December. */
const setReturn = (id: string, fields: Record<string, unknown>) =>
  fakeFirestore.set('orderReturns', id, {
    orderId: 'o-1',
    orderNumber: 12,
    at: fakeTimestamp(new Date(Date.now() - dayMs)),
    by: 'staff-1',
    refundDue: '2026-12-17',
    ...fields,
  });

describe('refunding a return', () => {
  beforeEach(() => {
    setReturn('r-1', {
      lines: [{ line: 0, productId: 't', title: 'T-shirt coton', price: 6_500, quantity: 1, restock: true }],
      amount: 6_500,
      reason: 'withdrawal',
      deliveredAt: fakeTimestamp(new Date(Date.now() - 3 * dayMs)),
      byEmail: 'awa.staff@kasuwa.test',
      refundFlagFrom: '2026-12-11',
    });
  });

  it('offers the method the customer paid with and the amount left, and records the refund', async () => {
    renderReturns(order(2, { payment: 'mobile-money', refunded: 12_000 }));
    const form = await screen.findByRole('form', { name: 'Refund this return' });
    expect(screen.getByRole('list', { name: 'Returns of this order' })).toHaveTextContent(
      /, awa\.staff@kasuwa\.test — Withdrawal/,
    );
    expect(form).toHaveTextContent('Refund by Mobile Money, as the customer paid.');
    expect(within(form).getByLabelText('Amount refunded (F CFA)')).toHaveValue(4_500);
    await userEvent.click(within(form).getByRole('button', { name: 'Record the refund' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter the Mobile Money reference');
    await userEvent.type(within(form).getByLabelText('Mobile Money reference of the refund'), 'RF 2411');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the refund' }));
    await findToast(`Refunded: ${formatXof(4_500)}`.replace(/\s/g, ' '));
    expect(fakeCallables.calls).toEqual([
      {
        name: 'refundReturn',
        data: { requestId: expect.any(String), returnId: 'r-1', method: 'mobile-money', amount: 4_500, reference: 'RF 2411' },
      },
    ]);
  });

  it("has the customer's message ready on WhatsApp, in French, with the order and the refund's day", async () => {
    renderReturns(order(2, { phone: '96 11 22 33', customerName: 'Awa' }));
    const link = await screen.findByRole('link', { name: /Tell the customer on WhatsApp/ });
    const text = decodeURIComponent(link.getAttribute('href')?.split('?text=')[1] ?? '');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/22796112233\?text=/);
    expect(text).toBe(
      [
        'Bonjour Awa, ici Kasuwa.',
        'Nous avons bien reçu votre retour de la commande n° K-000012 :',
        '- 1 × T-shirt coton',
        `Nous vous remboursons ${formatXof(6_500)} par le moyen de paiement de la commande, au plus tard le 2026-12-17.`,
      ].join('\n'),
    );
  });

  it('says there is nothing to refund on an unpaid order', async () => {
    renderReturns(order(2, { payment: undefined }));
    expect(await screen.findByText('Nothing was paid on this order: there is nothing to refund.')).toBeVisible();
  });
});

describe('a cancelled paid order', () => {
  it('shows a cancelled paid order’s whole payment owed, with no return to record and the cancel in the message', async () => {
    setReturn('cancelled-o-1', {
      lines: [{ line: 0, productId: 't', title: 'T-shirt coton', price: 6_500, quantity: 2, restock: true }],
      amount: 16_500,
      reason: 'cancelled',
    });
    renderReturns(order(2, { status: 'cancelled', returnedUnits: undefined, phone: '96 11 22 33' }));
    const form = await screen.findByRole('form', { name: 'Refund this return' });
    expect(screen.getByRole('list', { name: 'Returns of this order' })).toHaveTextContent(
      'Cancelled after payment: all of it is owed back',
    );
    expect(form).toHaveTextContent('Refund in cash, as the customer paid.');
    expect(screen.queryByRole('form', { name: 'Record a return' })).toBeNull();
    const links = screen.getAllByRole('link', { name: /Tell the customer on WhatsApp/ });
    const texts = links.map((link) => decodeURIComponent(link.getAttribute('href')?.split('?text=')[1] ?? ''));
    expect(texts).toContainEqual(expect.stringContaining('Votre commande n° K-000012 est annulée.\nNous vous remboursons'));
  });
});

describe('the credit note', () => {
  const entry = {
    id: 'a1b2c3d4-0000',
    orderId: 'o-1',
    orderNumber: 12,
    lines: [{ line: 0, title: 'T-shirt coton', size: 'XL', color: 'Noir', price: 6_500, quantity: 1, restock: true }],
    amount: 6_500,
    refundDue: '2026-12-17',
    at: new Date(Date.UTC(2026, 10, 27, 10)),
  } as ReturnRecord;

  it('is in French: the order, the lines at the price paid, what the shop owes and the refund', () => {
    const note = creditNoteOf(entry, 'en');
    expect(note.title).toBe('Avoir A1B2C3D4');
    expect(note.facts).toEqual(['Commande K-000012', 'Retour du 27 novembre 2026']);
    expect(note.lines).toEqual([
      {
        text: '1 × T-shirt coton (XL, Noir)',
        name: 'T-shirt coton (XL, Noir)',
        each: `1 × ${formatXof(6_500)}`,
        amount: formatXof(6_500),
      },
    ]);
    expect(note.total).toEqual(['Total dû au client', formatXof(6_500)]);
    expect(note.refund).toBe('À rembourser par le moyen de paiement avant le 2026-12-17');
    const refunded = creditNoteOf({ ...entry, refund: { method: 'cash', amount: 6_500, at: entry.at } } as ReturnRecord, 'fr');
    expect(refunded.refund).toBe(`Remboursé en espèces le 27 novembre 2026 : ${formatXof(6_500)}`);
  });

  it('prints on 58 mm paper as 32 columns of text: the note, each line, the total on the right and the refund', () => {
    const lines = slipText(creditNoteSlip(creditNoteOf(entry, 'en')))
      .trimEnd()
      .split('\n');
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(32);
    const at = lines.indexOf('T-shirt coton (XL, Noir)');
    expect([lines[0]?.trim(), lines[at + 1]]).toEqual(['Kasuwa', '1 × 6 500 F CFA      6 500 F CFA']);
    expect(lines).toEqual(expect.arrayContaining(['Avoir A1B2C3D4', 'Commande K-000012', 'Total dû au client   6 500 F CFA']));
    expect(lines.join(' ')).toContain('À rembourser par le moyen de paiement avant le 2026-12-17');
  });
});
