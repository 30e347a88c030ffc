import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStaffRoutes } from '../../../test/render-staff-routes';
import { findToast } from '../../../test/toasts';
import type { OrderRecord } from './order-record';
import { LinkPhoneOrders } from './link-phone-orders';

/** The callables' boundary: the accounts claiming the number, and the links asked for. The real ones run in tests/integration/phone-order-trust.test.ts. */
const mockCalls: { name: string; data: unknown }[] = [];
jest.mock('../../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('../../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('firebase/functions', () => ({
  httpsCallable: (_functions: unknown, name: string) => async (data: unknown) => {
    mockCalls.push({ name, data });
    if (name === 'linkPhoneOrders') return { data: { linked: 2 } };
    const claimant = (uid: string, emailVerified: boolean, proven: boolean) => ({
      uid,
      name: 'Ɗan Ƙasa',
      email: `${uid}@kasuwa.test`,
      emailVerified,
      createdAt: null,
      orders: 0,
      proven,
    });
    // The thief's account is verified too: only the owner's is proven (an order of its own delivered and paid at the number).
    return { data: { claimants: [claimant('u-owner', true, true), claimant('u-thief', true, false)], trusted: 'u-owner' } };
  },
}));

const kept = { id: 'o-1', userId: 'phone-22791554433', phone: '+227 91 55 44 33', items: [] } as unknown as OrderRecord;

beforeEach(() => {
  mockCalls.length = 0;
});

describe('linking a number’s phone orders', () => {
  it('shows the accounts claiming the number, and links only to the proven one, after a confirmation', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderStaffRoutes('/', { '/': <LinkPhoneOrders phone={kept.phone} keptOnNumber about={kept.id} /> });
    await userEvent.click(screen.getByRole('button', { name: 'Find accounts with this number' }));
    const accounts = await screen.findByRole('list', { name: 'Accounts with this number' });
    expect(within(accounts).getAllByRole('listitem')).toHaveLength(2);
    // Only the proven account can be given the orders.
    const give = screen.getAllByRole('button', { name: /^Give this number’s orders to/ });
    expect(give).toHaveLength(1);
    await userEvent.click(give[0] as HTMLElement);
    expect(mockCalls.filter(({ name }) => name === 'linkPhoneOrders')).toEqual([]);
    await userEvent.click(give[0] as HTMLElement);
    await findToast('2 orders linked to Ɗan Ƙasa');
    expect(mockCalls.at(-1)).toEqual({ name: 'linkPhoneOrders', data: { phone: '+227 91 55 44 33', uid: 'u-owner' } });
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('shows nothing on an order of an account', () => {
    renderStaffRoutes('/', { '/': <LinkPhoneOrders phone={kept.phone} keptOnNumber={false} about={kept.id} /> });
    expect(screen.queryByRole('button', { name: 'Find accounts with this number' })).not.toBeInTheDocument();
  });
});
