import { captureDownloads, textOf } from '../../test/downloads';
import { excelDay } from '../../lib/excel-csv';
import { formatXof } from '@kasuwa/contract/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, shopDay } from '@kasuwa/contract/days';
import type { ReferralStats } from '@kasuwa/contract/referrals';
import { fakeFirestore } from '../../test/fake-firestore';
import { watchConsoleErrors } from '../../test/page-failures';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import { findToast } from '../../test/toasts';
import ReferralsPage from './referrals-page';

/**
 * The Firebase boundary is faked: getReferralStats and listStaff answer from `mockCallables` (the
 * stats page their keys as the function does: code order, the bucket last), a new campaign is written
 * to the in-memory Firestore. The real functions, rules and a poster's QR code run in
 * tests/e2e/store-referrals.spec.ts.
 */
interface StatsCall {
  from: string;
  to: string;
  code?: string;
  pageSize?: number;
  pageToken?: string;
}
const mockCallables = {
  calls: [] as { name: string; data: unknown }[],
  stats: [] as ReferralStats['codes'],
  failing: false,
  /** While set, the callables answer only once it resolves, with what was stored when they were called. */
  held: null as Promise<void> | null,
};
/** The stats' keys: those given, and any campaign registered since with no hits, in code order. */
const statsKeys = () => {
  const known = new Set(mockCallables.stats.map((key) => key.code));
  const registered = [...(fakeFirestore.collections.get('referralCampaigns')?.entries() ?? [])]
    .filter(([code]) => !known.has(code))
    .map(([code, data]) => ({
      code,
      campaign: { label: (data as { label: string }).label, createdBy: 'seed-admin', createdAt: null },
      total: 0,
      uniques: 0,
      days: [],
      orderDays: [],
    }));
  return [...mockCallables.stats, ...registered].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
};
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: { uid: 'seed-admin' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);
jest.mock('firebase/functions', () => ({
  httpsCallable: (_functions: unknown, name: string) => async (data: StatsCall) => {
    mockCallables.calls.push({ name, data });
    if (mockCallables.failing) throw new Error('unavailable');
    const answer = answerOf(name, data);
    await mockCallables.held;
    return answer;
  },
}));

/** What a callable answers, as the function would read the store at the moment of the call. */
function answerOf(name: string, data: StatsCall) {
  if (name === 'listStaff') {
    return {
      data: {
        staff: [
          {
            uid: 'seed-admin',
            role: 'admin',
            email: 'admin@kasuwa.test',
            displayName: null,
            disabled: false,
            lastSignInAt: null,
          },
        ],
      },
    };
  }
  if (data.code) {
    const codes = statsKeys().filter((key) => key.code === data.code);
    return { data: { from: data.from, to: data.to, codes, unregistered: null, nextPageToken: null } };
  }
  const campaigns = statsKeys().filter((key) => key.code !== '~unregistered');
  const after = campaigns.filter((key) => data.pageToken === undefined || key.code > data.pageToken);
  const codes = after.slice(0, data.pageSize);
  const more = after.length > codes.length;
  const unregistered = data.pageToken ? null : (statsKeys().find((key) => key.code === '~unregistered') ?? null);
  return {
    data: { from: data.from, to: data.to, codes, unregistered, nextPageToken: more ? (codes.at(-1)?.code ?? null) : null },
  };
}

const today = shopDay(new Date());
const statsCalls = () =>
  mockCallables.calls.filter((call) => call.name === 'getReferralStats').map((call) => call.data as StatsCall);

const consoleError = watchConsoleErrors();

const affichePlateau = { label: 'Affiche du Plateau', createdBy: 'seed-admin', createdAt: '2026-10-01T00:00:00.000Z' };

beforeEach(() => {
  fakeFirestore.reset();
  mockCallables.calls = [];
  mockCallables.failing = false;
  mockCallables.held = null;
  fakeFirestore.set('referralCampaigns', 'affiche-plateau', { code: 'affiche-plateau', ...affichePlateau });
  mockCallables.stats = [
    {
      code: 'affiche-plateau',
      campaign: affichePlateau,
      total: 7,
      uniques: 4,
      days: [{ day: today, count: 7, uniques: 4 }],
      orderDays: [
        { day: today, orders: 1, delivered: 1, deliveredTotal: 8_250 },
        { day: addDays(today, -40), orders: 5, delivered: 5, deliveredTotal: 50_000 },
      ],
    },
    {
      code: '~unregistered',
      campaign: null,
      total: 5,
      uniques: 2,
      days: [
        { day: addDays(today, -60), count: 3, uniques: 1 },
        { day: addDays(today, -1), count: 2, uniques: 1 },
      ],
      orderDays: [],
    },
  ];
});

const renderReferrals = () => renderStaffRoutes('/store/referrals', { '/store/referrals': <ReferralsPage /> });
const number = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ReferralsPage', () => {
  it('shows each campaign’s hits, unique visitors and chart over 30 days, the unregistered codes apart', async () => {
    renderReferrals();
    const card = await screen.findByRole('article', { name: 'affiche-plateau' });
    expect(within(card).getByText(/Affiche du Plateau · created by admin@kasuwa\.test/)).toBeInTheDocument();
    expect([number(card, 'Hits'), number(card, 'Unique visitors')]).toEqual(['7', '4']);
    // The orders its code brought over the same 30 days: one, delivered, out of 4 visitors.
    expect([number(card, 'Orders'), number(card, 'Delivered'), number(card, 'Conversion')]).toEqual([
      '1',
      formatXof(8_250),
      '25 %',
    ]);
    expect(
      within(card).getByRole('img', { name: `Hits per day over the last 30 days: 7 in all, the most on ${today} (7).` }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'https://kasuwa-app.web.app/t%C3%A9l%C3%A9charger?ref=affiche-plateau' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Poster of affiche-plateau (PDF)' })).toBeInTheDocument();

    const unregistered = screen.getByRole('region', { name: 'Codes not registered' });
    expect(screen.getByRole('list', { name: 'Campaigns, by code' })).not.toContainElement(unregistered);
    expect(number(within(unregistered).getByRole('article'), 'Hits')).toBe('2');
    expect(within(unregistered).queryByRole('button')).not.toBeInTheDocument();
    // The 90 days are read once, a page of campaigns with the unregistered codes; the 30 are cut from them.
    expect(statsCalls()).toEqual([{ from: addDays(today, -89), to: today, pageSize: 50 }]);
    expect(screen.getByRole('status')).toHaveTextContent('1 campaign');
  });

  it('shows the last 90 days on request, without reading them again', async () => {
    renderReferrals();
    await screen.findByRole('article', { name: 'affiche-plateau' });
    const unregistered = () => within(screen.getByRole('region', { name: 'Codes not registered' })).getByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findAllByRole('img', { name: /over the last 90 days/ })).toHaveLength(2);
    expect(number(unregistered(), 'Hits')).toBe('5');
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(number(unregistered(), 'Hits')).toBe('2'));
    expect(statsCalls()).toHaveLength(1);
  });

  it('registers a campaign with the referral endpoint’s code rules, as the staff member, once per code', async () => {
    renderReferrals();
    await screen.findByRole('article', { name: 'affiche-plateau' });
    const form = screen.getByRole('form', { name: 'New campaign' });
    const code = within(form).getByLabelText('Code');
    const label = within(form).getByLabelText('Label');
    const create = within(form).getByRole('button', { name: 'Create campaign' });

    await userEvent.type(code, 'marché');
    await userEvent.type(label, 'Affiche du marché');
    await userEvent.click(create);
    expect(within(form).getByRole('alert')).toHaveTextContent('A code is 1 to 64 letters without accents, digits, "_" or "-".');

    await userEvent.clear(code);
    await userEvent.type(code, 'affiche-plateau');
    await userEvent.click(create);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The code affiche-plateau is already a campaign: choose another.',
    );
    expect(fakeFirestore.collections.get('referralCampaigns')?.get('affiche-plateau')).toMatchObject({
      label: 'Affiche du Plateau',
    });

    await userEvent.clear(code);
    await userEvent.type(code, 'grand-marche_2026');
    let answer = () => undefined as void;
    mockCallables.held = new Promise((resolve) => (answer = resolve));
    await userEvent.click(create);
    await findToast('Campaign grand-marche_2026 created');
    expect(fakeFirestore.collections.get('referralCampaigns')?.get('grand-marche_2026')).toMatchObject({
      code: 'grand-marche_2026',
      label: 'Affiche du marché',
      createdBy: 'seed-admin',
    });
    expect(code).toHaveValue('');
    // Listed at once, with no hits yet: the statistics do not know the code until they are read again.
    const created = await screen.findByRole('article', { name: 'grand-marche_2026' });
    expect(number(created, 'Hits')).toBe('0');
    expect(within(created).getByText(/Affiche du marché · created by admin@kasuwa\.test/)).toBeInTheDocument();
    // The campaigns are read again (one page).
    await waitFor(() => expect(statsCalls()).toHaveLength(2));
    expect(statsCalls()[1]).toMatchObject({ pageSize: 50 });
    answer();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 campaigns'));
    expect(screen.getByRole('article', { name: 'grand-marche_2026' })).toBeInTheDocument();
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('shows a campaign created while the page is still reading the statistics', async () => {
    let answer = () => undefined as void;
    mockCallables.held = new Promise((resolve) => (answer = resolve));
    renderReferrals();
    const form = screen.getByRole('form', { name: 'New campaign' });
    await userEvent.type(within(form).getByLabelText('Code'), 'tot-venu');
    await userEvent.type(within(form).getByLabelText('Label'), 'Créée pendant la lecture');
    await userEvent.click(within(form).getByRole('button', { name: 'Create campaign' }));
    await findToast('Campaign tot-venu created');
    // The first read began before the campaign existed: its answer must not be the one shown.
    answer();
    expect(await screen.findByRole('article', { name: 'tot-venu' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'affiche-plateau' })).toBeInTheDocument();
  });

  it('exports the period as CSV', async () => {
    const { saved, clicked } = captureDownloads((link) =>
      expect(link.download).toBe(`parrainage-${addDays(today, -29)}-${today}.csv`),
    );
    renderReferrals();
    await screen.findByRole('article', { name: 'affiche-plateau' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect((await textOf(saved[0])).split('\r\n')).toEqual([
      'Code;Label;Day;Hits;Unique visitors;Orders;Orders delivered;F CFA delivered',
      `affiche-plateau;Affiche du Plateau;${excelDay(today)};7;4;1;1;8250`,
      `~unregistered;Codes not registered;${excelDay(addDays(today, -1))};2;1;;;`,
      '',
    ]);
  });

  it('logs a failed load and offers to try again', async () => {
    mockCallables.failing = true;
    renderReferrals();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the referral statistics');
    expect(consoleError()).toHaveBeenCalledWith('Loading the referral statistics failed:', expect.any(Error));
    mockCallables.failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'affiche-plateau' })).toBeInTheDocument();
  });

  describe('with more campaigns than a page', () => {
    const codes = Array.from({ length: 120 }, (_, index) => `campagne-${String(index).padStart(3, '0')}`);
    beforeEach(() => {
      fakeFirestore.reset();
      mockCallables.stats = [
        ...codes.map((code) => ({
          code,
          campaign: { label: `Affiche ${code}`, createdBy: 'seed-admin', createdAt: null },
          total: 1,
          uniques: 1,
          days: [{ day: today, count: 1, uniques: 1 }],
          orderDays: [],
        })),
        { code: '~unregistered', campaign: null, total: 0, uniques: 0, days: [], orderDays: [] },
      ];
    });
    // Rendering 50 to 120 cards with their charts takes 3 to 6 s alone, and passed 15 s beside the lint on a
    // machine running another suite (2026-12-02): a hang guard, not a performance target (bench/ has those).
    const manyCardsMs = 45_000;
    const shownCodes = () =>
      within(screen.getByRole('list', { name: 'Campaigns, by code' }))
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby') && within(card).getByRole('heading').textContent);

    it(
      'reads 50 campaigns a call, the unregistered codes with the first, the next 50 on request',
      async () => {
        renderReferrals();
        await screen.findByRole('article', { name: 'campagne-000' });
        expect(shownCodes()).toEqual(codes.slice(0, 50));
        expect(screen.getByRole('status')).toHaveTextContent('50 campaigns shown');
        expect(screen.getByRole('region', { name: 'Codes not registered' })).toBeInTheDocument();

        await userEvent.click(screen.getByRole('button', { name: 'More campaigns' }));
        await screen.findByRole('article', { name: 'campagne-099' });
        await userEvent.click(screen.getByRole('button', { name: 'More campaigns' }));
        await screen.findByRole('article', { name: 'campagne-119' });
        expect(shownCodes()).toEqual(codes);
        expect(screen.getByRole('status')).toHaveTextContent('120 campaigns');
        expect(screen.queryByRole('button', { name: 'More campaigns' })).not.toBeInTheDocument();
        expect(statsCalls().map((call) => call.pageToken ?? null)).toEqual([null, 'campagne-049', 'campagne-099']);
      },
      manyCardsMs,
    );

    it(
      'reads the campaigns not shown yet to export them all',
      async () => {
        const { saved } = captureDownloads();
        renderReferrals();
        await screen.findByRole('article', { name: 'campagne-000' });
        await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
        await waitFor(() => expect(saved).toHaveLength(1));
        const rows = (await textOf(saved[0])).trim().split('\r\n');
        expect(rows).toHaveLength(1 + 120);
        expect(rows.at(-1)).toBe(`campagne-119;Affiche campagne-119;${excelDay(today)};1;1;0;0;0`);
        expect(statsCalls()).toHaveLength(3);
      },
      manyCardsMs,
    );

    it(
      'keeps the campaigns read when a later page fails, and tries that page again',
      async () => {
        renderReferrals();
        await screen.findByRole('article', { name: 'campagne-000' });
        mockCallables.failing = true;
        await userEvent.click(screen.getByRole('button', { name: 'More campaigns' }));
        expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load more campaigns');
        expect(shownCodes()).toHaveLength(50);
        mockCallables.failing = false;
        await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
        await screen.findByRole('article', { name: 'campagne-099' });
        expect(consoleError()).toHaveBeenCalledWith('Loading the referral statistics failed:', expect.any(Error));
      },
      manyCardsMs,
    );
  });
});
