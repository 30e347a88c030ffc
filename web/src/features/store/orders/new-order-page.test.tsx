import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatXof } from '@kasuwa/contract/money';
import { searchKeys } from '@kasuwa/contract/catalogue-search';
import { fakeFirestore, fakeTimestamp } from '../../../test/fake-firestore';
import { currentPath, renderStaffRoutes } from '../../../test/render-staff-routes';
import { findToast } from '../../../test/toasts';
import NewOrderPage from './new-order-page';

/** placePhoneOrder's boundary: the requests sent, and its answer or refusal. The real one runs in tests/integration/orders.test.ts. */
const mockCallable = { calls: [] as unknown[], failWith: null as { code: string; message: string } | null };
jest.mock('../../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('firebase/firestore', () => jest.requireActual('../../../test/fake-firestore').firestoreModule);
jest.mock('firebase/functions', () => ({
  httpsCallable: () => async (data: unknown) => {
    mockCallable.calls.push(data);
    if (mockCallable.failWith) throw Object.assign(new Error(mockCallable.failWith.message), mockCallable.failWith);
    return {
      data: {
        orderId: 'phone-order-1',
        number: 42,
        status: 'new',
        items: [{ productId: 'boubou', title: 'Boubou', price: 30_000, quantity: 2, size: 'L' }],
        total: 60_750,
      },
    };
  },
}));

const xof = (amount: number) => formatXof(amount).replace(/\s/g, ' ');

beforeEach(() => {
  fakeFirestore.reset();
  mockCallable.calls = [];
  mockCallable.failWith = null;
  const time = fakeTimestamp(new Date('2026-11-01'));
  fakeFirestore.set('zzstoreProducts', 'boubou', {
    title: 'Boubou brodé',
    price: 30_000,
    category: 'Vêtements',
    description: 'Indigo',
    sizes: ['M', 'L'],
    colors: [],
    time,
    searchWords: searchKeys({ title: 'Boubou brodé', category: 'Vêtements', description: 'Indigo' }),
  });
  fakeFirestore.set('zzstoreUsers', 'u-awa', { name: 'Awa Hamidou', phone: '+227 96 11 22 33', createdAt: time });
  fakeFirestore.set('deliveryZones', 'wadata', { name: 'Wadata', fee: 750, minimumOrder: 0, active: true, updatedAt: time });
});

const renderNewOrder = () =>
  renderStaffRoutes('/store/orders/new', { '/store/orders/new': <NewOrderPage />, '/store/orders/:orderId': <p>An order</p> });

describe('a phone order', () => {
  it('finds the customer by phone and the product by a word, previews the total, and places it on the server', async () => {
    renderNewOrder();
    await userEvent.type(screen.getByLabelText('Phone'), '+227 96 11 22 33');
    await userEvent.click(screen.getByRole('button', { name: 'Find customer' }));
    expect(await screen.findByText('Customer account found: Awa Hamidou.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Product'), 'brode');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Boubou brodé' }));
    const line = within(screen.getByRole('list', { name: 'Order lines' })).getByRole('listitem');
    await userEvent.type(screen.getByLabelText('Delivery address'), 'Wadata, derrière le marché');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the size and colour of Boubou brodé.');
    await userEvent.selectOptions(within(line).getByLabelText('Size'), 'L');
    // jsdom cannot select the text of a number field for userEvent.clear: the change is sent as the browser would.
    fireEvent.change(within(line).getByLabelText('Quantity'), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByLabelText('Zone')).toHaveTextContent('Wadata'));
    await userEvent.selectOptions(screen.getByLabelText('Zone'), 'wadata');
    expect(screen.getByText(/^Lines/)).toHaveTextContent(`Lines ${xof(60_000)} · delivery ${xof(750)} · total ${xof(60_750)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await findToast('Order K-000042 placed');
    expect(mockCallable.calls).toEqual([
      {
        customer: { uid: 'u-awa' },
        lines: [{ productId: 'boubou', quantity: 2, size: 'L' }],
        phone: '+227 96 11 22 33',
        deliveryAddress: 'Wadata, derrière le marché',
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        zoneId: 'wadata',
      },
    ]);
    // The page leaves for the order once the save has settled, which may be a render after the toast.
    await waitFor(() => expect(currentPath()).toBe('/store/orders/phone-order-1'));
  });

  it("takes a name for a number without an account, and shows the server's refusal with nothing placed", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderNewOrder();
    await userEvent.type(screen.getByLabelText('Phone'), '+227 90 00 00 01');
    await userEvent.click(screen.getByRole('button', { name: 'Find customer' }));
    expect(await screen.findByText('No account has this number: the order is for the name entered.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Mariama');
    await userEvent.type(screen.getByLabelText('Product'), 'boubou');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add Boubou brodé' }));
    await userEvent.selectOptions(screen.getByLabelText('Size'), 'M');
    await userEvent.type(screen.getByLabelText('Delivery address'), 'Lazaret');
    mockCallable.failWith = { code: 'functions/failed-precondition', message: 'Épuisé : Boubou brodé (M). [400]' };
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Épuisé : Boubou brodé (M).');
    expect(mockCallable.calls).toEqual([expect.objectContaining({ customer: { name: 'Mariama' } })]);
    expect(currentPath()).toBe('/store/orders/new');
  });
});
