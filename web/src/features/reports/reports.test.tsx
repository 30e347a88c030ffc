import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collections } from '@kasuwa/contract/collections';
import { addDays, shopDay } from '@kasuwa/contract/days';
import { formatXof } from '@kasuwa/contract/money';
import { orderSalesPart, refundSalesPart, salesByDay, sumSales, variantMonthsOf, type SalesOrder } from '@kasuwa/contract/sales';
import { bytesOf, captureDownloads, textOf } from '../../test/downloads';
import { fakeFirestore, publishSnapshots } from '../../test/fake-firestore';
import { watchConsoleErrors } from '../../test/page-failures';
import { currentPath, renderStaffRoutes } from '../../test/render-staff-routes';
import ReportsPage from './reports-page';

/**
 * /store/reports with Firestore faked: the summaries as followOrder's sales effect leaves them, made by the
 * contract's own functions from a few orders. The trigger itself runs in tests/integration/sales.test.ts.
 */
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);

const consoleError = watchConsoleErrors();
// A week of the past, fixed: its days and its month do not move with the day the tests run.
const today = '2026-11-16';
const yesterday = '2026-11-15';
const at = (day: string, hour: number) => new Date(`${day}T${String(hour - 1).padStart(2, '0')}:30:00Z`);

const boubou = { productId: 'boubou', title: 'Boubou brodé', size: 'L', price: 25_000, quantity: 2 };
const pagne = { productId: 'pagne', title: 'Pagne wax', price: 8_000, quantity: 1 };
const orders: SalesOrder[] = [
  {
    status: 'delivered',
    items: [boubou],
    total: 51_000,
    deliveryFee: 1_000,
    zoneId: 'plateau',
    zoneName: 'Plateau',
    takenBy: 'seller-1',
    channel: 'whatsapp',
    riderId: 'rider-1',
    payment: 'cash',
    createdAt: at(yesterday, 10),
  },
  { status: 'new', items: [pagne], total: 8_000, createdAt: at(today, 9) },
  {
    status: 'cancelled',
    items: [pagne],
    total: 8_000,
    createdAt: at(yesterday, 18),
    statusChangedAt: at(today, 8),
  },
];

/** The summaries of those orders and of one refund, stored as the functions store them. */
function storeSales(refund = false) {
  const parts = orders.map(orderSalesPart);
  if (refund)
    parts.push(
      refundSalesPart(orders[0]!, { lines: [{ line: 0, quantity: 1 }], amount: 25_000, method: 'cash', at: at(today, 11) }),
    );
  const sum = sumSales(parts);
  for (const [id, variant] of variantMonthsOf(sum, (value) => value))
    fakeFirestore.set(collections.salesVariantMonths, id, variant);
  for (const [day, figures] of salesByDay(sum, (value) => value)) {
    fakeFirestore.set(collections.salesDays, day, {
      ...figures,
      staffEmails: { 'seller-1': 'vendeur@kasuwa.test', 'rider-1': 'livreur@kasuwa.test' },
    });
  }
  // Last period: 20,000 F CFA a day before the week shown.
  const days = Object.fromEntries(
    Array.from({ length: 7 }, (_, back) => [addDays(today, -7 - back), { orders: 1, units: 1, amount: 20_000 }]),
  );
  fakeFirestore.set(collections.salesTrends, today.slice(0, 4), { days });
}

const week = `/store/reports?from=${addDays(today, -6)}&to=${today}`;
const renderReports = (path = week) => renderStaffRoutes(path, { '/store/reports': <ReportsPage /> });
const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');
const nbsp = (text: string) => text.replace(/\s/g, ' ');

beforeEach(() => fakeFirestore.reset());

describe('ReportsPage', () => {
  it('sums the period’s days, net of the cancellation, beside the previous period', async () => {
    storeSales();
    renderReports();
    expect(await screen.findByText('Net sales', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Net sales')).toBe(nbsp(`${formatXof(59_000)} (−58 % on the previous period)`));
    expect(figure('Orders')).toBe('2 (−71 % on the previous period)');
    expect(figure('Cancellations')).toBe(nbsp(`1 order · ${formatXof(8_000)}`));
    const perDay = screen.getByRole('table', { name: 'Sales per day' });
    const todayRow = within(perDay).getAllByRole('row').at(-1)!;
    expect(nbsp(todayRow.textContent ?? '')).toContain(nbsp(`${formatXof(0)} · 0 orders`));
    const yesterdayRow = within(perDay).getAllByRole('row').at(-2)!;
    expect(nbsp(yesterdayRow.textContent ?? '')).toContain(nbsp(`${formatXof(59_000)} · 2 orders${formatXof(20_000)}`));
    const best = within(await screen.findByRole('table', { name: 'Best sellers of November 2026' })).getAllByRole('row');
    expect(nbsp(best[1]?.textContent ?? '')).toBe(nbsp(`Boubou brodé · L${formatXof(50_000)} · 2 units`));
    expect(screen.getByRole('table', { name: 'Payments' })).toHaveTextContent(/Cash.*Not paid yet/);
    expect(screen.getByRole('table', { name: 'Channels' })).toHaveTextContent(/App.*WhatsApp/);
    expect(screen.getByRole('table', { name: 'Staff' })).toHaveTextContent(/vendeur@kasuwa\.test.*livreur@kasuwa\.test/);
    // Reads: the week's days that sold, the year's trend and the month's two variants sold.
    expect(fakeFirestore.documentsRead).toBe(5);
  });

  it('follows the days as they change, and takes a refund off on its day', async () => {
    storeSales();
    renderReports();
    expect(await screen.findByText('Net sales', { selector: 'dt' })).toBeInTheDocument();
    storeSales(true);
    await publishSnapshots();
    expect(figure('Net sales')).toBe(nbsp(`${formatXof(34_000)} (−76 % on the previous period)`));
    expect(figure('Refunds')).toBe(nbsp(formatXof(25_000)));
  });

  it('exports the period as CSV for French Excel, its columns in the console’s language', async () => {
    storeSales();
    renderReports();
    const { saved } = captureDownloads();
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect([...(await bytesOf(saved[0])).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = (await textOf(saved[0])).split('\r\n');
    const [y, m, d] = yesterday.split('-');
    expect(rows[1]).toBe('Day;Orders;Units;Sales F CFA;Previous day compared;Sales F CFA (previous period)');
    expect(rows).toContain(`${d}/${m}/${y};2;3;59000;${addDays(yesterday, -7).split('-').reverse().join('/')};20000`);
    expect(rows).toContain('Best sellers of 11/2026');
    expect(rows).toContain('Boubou brodé;L;;2;50000');
    expect(rows).toContain('WhatsApp;1;51000');
  });

  it('names the CSV’s columns in French in a French console', async () => {
    localStorage.setItem('kasuwa.staff-language', 'fr');
    try {
      storeSales();
      renderReports();
      const { saved } = captureDownloads();
      await userEvent.click(await screen.findByRole('button', { name: 'Exporter en CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      const rows = (await textOf(saved[0])).split('\r\n');
      expect(rows[1]).toBe('Jour;Commandes;Articles;Ventes F CFA;Jour précédent comparé;Ventes F CFA (période précédente)');
      expect(rows).toContain('Meilleures ventes de 11/2026');
      expect(rows).toContain('Canal;Commandes;Ventes F CFA');
    } finally {
      localStorage.removeItem('kasuwa.staff-language');
    }
  });

  it('says so when nothing sold, and reads the days chosen, at most 31', async () => {
    renderReports();
    expect(await screen.findByText('No sale in this period.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), addDays(today, -40));
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at most 31 days.');
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), addDays(today, -9));
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(currentPath()).toBe('/store/reports');
    expect(screen.getByTestId('current-path').dataset.search).toBe(`?from=${addDays(today, -9)}&to=${today}`);
    expect(await screen.findByText('No sale in this period.')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue(addDays(today, -9));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the last 30 days for an address it cannot read', async () => {
    renderReports('/store/reports?from=2026-02-30&to=nonsense');
    const realToday = shopDay(new Date());
    expect(await screen.findByLabelText('From')).toHaveValue(addDays(realToday, -29));
    expect(screen.getByLabelText('To')).toHaveValue(realToday);
    expect(screen.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the best sellers of either month a period touches', async () => {
    storeSales();
    fakeFirestore.set(collections.salesVariantMonths, '2026-10_theiere::', {
      month: '2026-10',
      productId: 'theiere',
      title: 'Théière du Sahel',
      units: 3,
      amount: 22_500,
    });
    renderReports(`/store/reports?from=2026-10-20&to=${today}`);
    expect(await screen.findByRole('table', { name: 'Best sellers of November 2026' })).toHaveTextContent('Boubou brodé');
    await userEvent.click(screen.getByRole('button', { name: 'October 2026' }));
    expect(await screen.findByRole('table', { name: 'Best sellers of October 2026' })).toHaveTextContent('Théière du Sahel');
    expect(screen.getByRole('button', { name: 'October 2026' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the sales cannot be read, and tries again', async () => {
    fakeFirestore.failReads = new Error('offline');
    renderReports();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load sales');
    expect(consoleError()).toHaveBeenCalledWith('Loading the sales failed:', expect.any(Error));
    fakeFirestore.failReads = null;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No sale in this period.')).toBeInTheDocument();
  });
});
