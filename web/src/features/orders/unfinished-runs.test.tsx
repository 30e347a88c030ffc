import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, shopDay } from '@kasuwa/contract/days';
import { fakeFirestore, fakeTimestamp } from '../../test/fake-firestore';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import { findToast } from '../../test/toasts';
import { UnfinishedRuns } from './components/unfinished-runs';

/** The Firebase boundary is faked; the rules that let staff put an order in a run are in tests/rules/delivery-runs.test.ts. */
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: { uid: 'staff-1', email: 'awa.staff@kasuwa.test' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);

const today = shopDay(new Date());
const yesterday = addDays(today, -1);
const stop = (id: string, number: number, status: string, runDay: string, runPosition: number) =>
  fakeFirestore.set('zzstoreOrders', id, {
    userId: 'u',
    items: [{ productId: 'p', title: 'Savon noir', price: 1_000, quantity: 1 }],
    total: 1_000,
    number,
    status,
    riderId: 'rider-1',
    runDay,
    runPosition,
    createdAt: fakeTimestamp(new Date()),
  });

beforeEach(() => {
  fakeFirestore.reset();
  fakeFirestore.set('users', 'rider-1', { role: 'rider', emailVerified: true, email: 'moussa.rider@kasuwa.test' });
});

describe('runs not finished', () => {
  it('lists the earlier days’ stops not delivered, and puts them at the end of the rider’s run of today, in order', async () => {
    stop('o-late-2', 2, 'deliveryFailed', yesterday, 2);
    stop('o-late-1', 1, 'outForDelivery', yesterday, 1);
    stop('o-done', 3, 'delivered', yesterday, 3);
    stop('o-today', 4, 'confirmed', today, 3);
    renderStaffRoutes('/store', { '/store': <UnfinishedRuns /> });
    const panel = await screen.findByRole('region', { name: 'Runs not finished' });
    expect(await within(panel).findByText('moussa.rider@kasuwa.test')).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['K-000001', 'K-000002']);
    await userEvent.click(within(panel).getByRole('button', { name: 'Put them in the run of today (2)' }));
    await findToast('2 stops put in the run of today of moussa.rider@kasuwa.test');
    const stored = (id: string) => fakeFirestore.collections.get('zzstoreOrders')?.get(id);
    expect([stored('o-late-1'), stored('o-late-2')]).toEqual([
      expect.objectContaining({ runDay: today, runPosition: 4, assignedBy: 'staff-1' }),
      expect.objectContaining({ runDay: today, runPosition: 5, assignedBy: 'staff-1' }),
    ]);
    expect(stored('o-done')).toMatchObject({ runDay: yesterday });
  });

  it('shows nothing when every earlier run is finished', async () => {
    stop('o-done', 3, 'delivered', yesterday, 3);
    renderStaffRoutes('/store', { '/store': <UnfinishedRuns /> });
    await waitFor(() => expect(fakeFirestore.queries.some((asked) => JSON.stringify(asked).includes('runDay'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: 'Runs not finished' })).not.toBeInTheDocument();
  });
});
