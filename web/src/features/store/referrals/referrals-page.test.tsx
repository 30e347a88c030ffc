import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, shopDay } from '@kasuwa/contract/days';
import { fakeFirestore, fakeTimestamp, watchConsoleErrors } from '../../../test/fake-firestore';
import { renderStaffRoutes } from '../../../test/render-staff-routes';
import { findToast } from '../../../test/toasts';
import ReferralsPage from './referrals-page';

/**
 * The Firebase boundary is faked: getReferralStats and listStaff answer from `mockCallables`, the
 * campaigns live in the in-memory Firestore. The real functions, rules and a poster's QR code run in
 * tests/e2e/store-referrals.spec.ts.
 */
const mockCallables = { calls: [] as { name: string; data: unknown }[], stats: [] as object[] };
jest.mock('../../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('../../../lib/firebase/auth', () => ({ auth: { currentUser: { uid: 'seed-admin' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../../test/fake-firestore').firestoreModule);
jest.mock('firebase/functions', () => ({
  httpsCallable: (_functions: unknown, name: string) => async (data: { from: string; to: string }) => {
    mockCallables.calls.push({ name, data });
    if (name === 'listStaff') {
      return {
        data: {
          staff: [{ uid: 'seed-admin', email: 'admin@kasuwa.test', displayName: null, disabled: false, lastSignInAt: null }],
        },
      };
    }
    return { data: { from: data.from, to: data.to, codes: mockCallables.stats, nextPageToken: null } };
  },
}));

const today = shopDay(new Date());
const statsCalls = () => mockCallables.calls.filter((call) => call.name === 'getReferralStats').map((call) => call.data);

const consoleError = watchConsoleErrors();

beforeEach(() => {
  fakeFirestore.reset();
  mockCallables.calls = [];
  fakeFirestore.set('referralCampaigns', 'affiche-plateau', {
    code: 'affiche-plateau',
    label: 'Affiche du Plateau',
    createdBy: 'seed-admin',
    createdAt: fakeTimestamp(new Date(Date.UTC(2026, 9, 1))),
  });
  mockCallables.stats = [
    { code: 'affiche-plateau', total: 7, uniques: 4, days: [{ day: today, count: 7, uniques: 4 }] },
    {
      code: '~unregistered',
      total: 5,
      uniques: 2,
      days: [
        { day: addDays(today, -60), count: 3, uniques: 1 },
        { day: addDays(today, -1), count: 2, uniques: 1 },
      ],
    },
  ];
});

const renderReferrals = () => renderStaffRoutes('/store/referrals', { '/store/referrals': <ReferralsPage /> });
/** jsdom's Blob has no text(). */
const textOf = (blob: Blob | undefined) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The blob could not be read'));
    reader.readAsText(blob ?? new Blob());
  });

const number = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('ReferralsPage', () => {
  it('shows each campaign’s hits, unique visitors and chart over 30 days, the unregistered codes apart', async () => {
    renderReferrals();
    const card = await screen.findByRole('article', { name: 'affiche-plateau' });
    expect(within(card).getByText(/Affiche du Plateau · created by admin@kasuwa\.test/)).toBeInTheDocument();
    expect([number(card, 'Hits'), number(card, 'Unique visitors')]).toEqual(['7', '4']);
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
    // The 90 days are read once; the 30 are cut from them.
    expect(statsCalls()).toEqual([{ from: addDays(today, -89), to: today, pageSize: 100 }]);
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
    await waitFor(() => expect(statsCalls()).toHaveLength(2));
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it('exports the period as CSV', async () => {
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe(`parrainage-${addDays(today, -29)}-${today}.csv`);
    });
    renderReferrals();
    await screen.findByRole('article', { name: 'affiche-plateau' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect((await textOf(saved[0])).split('\r\n')).toEqual([
      'code,label,day,hits,unique_visitors',
      `affiche-plateau,Affiche du Plateau,${today},7,4`,
      `~unregistered,Codes not registered,${addDays(today, -1)},2,1`,
      '',
    ]);
  });

  it('logs a failed load and offers to try again', async () => {
    fakeFirestore.failingPaths.add('referralCampaigns');
    renderReferrals();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the referral statistics');
    expect(consoleError()).toHaveBeenCalledWith('Loading the campaigns failed:', expect.any(Error));
    fakeFirestore.failingPaths.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'affiche-plateau' })).toBeInTheDocument();
  });
});
