import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatXof } from '@kasuwa/contract/money';
import { searchKeys } from '@kasuwa/contract/catalogue-search';
import { fakeFirestore, fakeTimestamp } from '../../test/fake-firestore';
import { currentPath, renderStaffRoutes } from '../../test/render-staff-routes';
import { findToast } from '../../test/toasts';
import { phoneOrderDraft } from '../../components/store/offline/test-support/phone-order-draft';
import { keepDraft, phoneOrderDrafts } from '../../components/store/offline/phone-order-drafts';
import NewOrderPage from './new-order-page';

/**
 * The callables' boundary: findPhoneCustomers answers `claimants` (with the server's trust rule);
 * placePhoneOrder records the requests sent and answers, or refuses. The real ones run in
 * tests/integration/orders.test.ts and order-holds.test.ts.
 */
const mockCallable = {
  calls: [] as unknown[],
  failWith: null as { code: string; message: string; details?: object } | null,
  claimants: [] as { uid: string; name: string | null; emailVerified: boolean; proven: boolean }[],
};
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: { uid: 'staff-1', email: 'awa.staff@kasuwa.test' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);
jest.mock('firebase/functions', () => ({
  httpsCallable: (_functions: unknown, name: string) => async (data: unknown) => {
    if (name === 'findPhoneCustomers') {
      const claimants = mockCallable.claimants.map((claimant) => ({
        ...claimant,
        email: `${claimant.uid}@kasuwa.test`,
        createdAt: '2026-11-01T10:00:00.000Z',
        orders: 3,
      }));
      const proven = claimants.filter((claimant) => claimant.proven && claimant.emailVerified);
      return { data: { claimants, trusted: proven.length === 1 ? (proven[0]?.uid ?? null) : null } };
    }
    mockCallable.calls.push(data);
    if (mockCallable.failWith) throw Object.assign(new Error(mockCallable.failWith.message), mockCallable.failWith);
    return {
      data: {
        orderId: 'phone-order-1',
        number: 42,
        status: 'new',
        items: [{ productId: 'boubou', title: 'Boubou', price: 30_000, quantity: 2, size: 'L' }],
        total: 60_750,
        attachedTo: 'account',
      },
    };
  },
}));

const xof = (amount: number) => formatXof(amount).replace(/\s/g, ' ');

beforeEach(() => {
  fakeFirestore.reset();
  mockCallable.calls = [];
  mockCallable.failWith = null;
  mockCallable.claimants = [{ uid: 'u-awa', name: 'Awa Hamidou', emailVerified: true, proven: true }];
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
  fakeFirestore.set('customerNotes', 'note-awa', {
    customerKey: '96112233',
    text: 'Préfère être appelée après 17 h.',
    by: 'staff-1',
    byEmail: 'awa.staff@kasuwa.test',
    at: time,
  });
});

const renderNewOrder = () =>
  renderStaffRoutes('/store/orders/new', { '/store/orders/new': <NewOrderPage />, '/store/orders/:orderId': <p>An order</p> });

/** The name Mariama, a boubou in M and her address, once the phone number is typed. */
async function fillMariamasNameAndBoubou() {
  await userEvent.type(screen.getByLabelText('Name'), 'Mariama');
  await userEvent.type(screen.getByLabelText('Product'), 'boubou');
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Add Boubou brodé' }));
  await userEvent.selectOptions(screen.getByLabelText('Size'), 'M');
  await userEvent.type(screen.getByLabelText('Delivery address'), 'Lazaret');
}

describe('a phone order', () => {
  it('finds the customer by phone and the product by a word, previews the total, and places it on the server', async () => {
    renderNewOrder();
    await userEvent.type(screen.getByLabelText('Phone'), '+227 96 11 22 33');
    await userEvent.click(screen.getByRole('button', { name: 'Find customer' }));
    // Nothing is chosen for staff: the proven account is offered, and taken only once they say so.
    await userEvent.click(await screen.findByRole('button', { name: 'The order is for Awa Hamidou' }));
    expect(await screen.findByText('The order goes to the account of Awa Hamidou.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Accounts with this number' })).getByRole('listitem')).toHaveTextContent(
      'Awa Hamidou · u-awa@kasuwa.test · email verified · account made 1 Nov 2026, 10:00 · 3 orders so far · received and paid an order at this number',
    );
    // What the team noted of the number, before the order is taken.
    expect(
      within(await screen.findByRole('region', { name: 'Notes on this customer' })).getByText('Préfère être appelée après 17 h.'),
    ).toBeInTheDocument();
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
    await userEvent.selectOptions(screen.getByLabelText('Came in by'), 'WhatsApp');
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
        channel: 'whatsapp',
      },
    ]);
    // The page leaves for the order once the save has settled, which may be a render after the toast.
    await waitFor(() => expect(currentPath()).toBe('/store/orders/phone-order-1'));
  });

  /** Mariama's order of a boubou (M), for a number without an account, ready to place. */
  async function fillMariamasOrder() {
    mockCallable.claimants = [];
    await userEvent.type(screen.getByLabelText('Phone'), '+227 90 00 00 01');
    await userEvent.click(screen.getByRole('button', { name: 'Find customer' }));
    expect(await screen.findByText('No account has this number: the order is for the name entered.')).toBeInTheDocument();
    await fillMariamasNameAndBoubou();
  }

  it("takes a name for a number without an account, and shows the server's refusal with nothing placed", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderNewOrder();
    await fillMariamasOrder();
    mockCallable.failWith = {
      code: 'functions/failed-precondition',
      message: 'Sold out: Boubou brodé (M). [400]',
      details: { refusal: 'sold-out', values: { item: 'Boubou brodé (M)' } },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sold out: Boubou brodé (M).');
    expect(mockCallable.calls).toEqual([expect.objectContaining({ customer: { name: 'Mariama' } })]);
    expect(currentPath()).toBe('/store/orders/new');
  });

  it('says a refusal by its code, in the words of the console, not in the words the server sent', async () => {
    renderNewOrder();
    await fillMariamasOrder();
    mockCallable.failWith = {
      code: 'functions/invalid-argument',
      message: 'Le produit boubou n’a pas de taille « XL ». [400]',
      details: { refusal: 'no-such-size', values: { product: 'boubou', choice: 'XL' } },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product boubou has no size "XL".');
  });

  it('shows every account claiming the number and offers none without proof, however verified', async () => {
    mockCallable.claimants = [
      { uid: 'u-awa', name: 'Awa Hamidou', emailVerified: true, proven: false },
      { uid: 'u-thief', name: 'Awa Hamidou', emailVerified: false, proven: false },
    ];
    renderNewOrder();
    await userEvent.type(screen.getByLabelText('Phone'), '+227 96 11 22 33');
    await userEvent.click(screen.getByRole('button', { name: 'Find customer' }));
    expect(await screen.findByText(/^No account is proven at this number: the order stays on the number/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^The order is for/ })).not.toBeInTheDocument();
    const accounts = within(screen.getByRole('list', { name: 'Accounts with this number' })).getAllByRole('listitem');
    expect(accounts.map((account) => account.textContent)).toEqual([
      expect.stringContaining('u-awa@kasuwa.test · email verified'),
      expect.stringContaining('u-thief@kasuwa.test · email not verified'),
    ]);
    // Nothing was picked: the name is staff's to enter, and the order goes by name.
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('readonly');
  });
});

describe('a phone order taken offline', () => {
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  async function fillMariama() {
    await userEvent.type(screen.getByLabelText('Phone'), '+227 90 00 00 01');
    await fillMariamasNameAndBoubou();
  }

  it('is kept on the device with its request id, said so, and the form starts again', async () => {
    renderNewOrder();
    await fillMariama();
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await findToast('Phone order for Mariama saved on this device (not sent yet: it goes when the network is back)');
    expect(mockCallable.calls).toEqual([]);
    const [kept] = phoneOrderDrafts('staff-1');
    expect(kept).toMatchObject({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      form: { name: 'Mariama', phone: '+227 90 00 00 01' },
    });
    expect(kept?.toCheck).toBeUndefined();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Order lines' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/store/orders/new');
  });

  // A failed fetch is `internal [0]` (no HTTP status), whatever navigator.onLine says.
  it.each([
    ['unavailable', { code: 'functions/unavailable', message: 'unavailable [503]' }],
    ['unanswered', { code: 'functions/internal', message: 'internal [0]' }],
  ])(
    'is kept as a draft when the call does not reach the server (%s), with the request id it was sent with',
    async (_, failure) => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      renderNewOrder();
      await fillMariama();
      mockCallable.failWith = failure;
      await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
      await findToast('Phone order for Mariama saved on this device (not sent yet: it goes when the network is back)');
      expect(phoneOrderDrafts('staff-1').map((kept) => kept.requestId)).toEqual([
        (mockCallable.calls[0] as { requestId: string }).requestId,
      ]);
    },
  );

  it('is not kept when the server answered with its own failure: staff are told nothing was saved', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderNewOrder();
    await fillMariama();
    mockCallable.failWith = { code: 'functions/internal', message: 'INTERNAL [500]' };
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('The order could not be placed. Nothing was saved; try again.')).toBeInTheDocument();
    expect(phoneOrderDrafts('staff-1')).toEqual([]);
  });

  it('opens a draft to check with its own request id; placing it forgets the draft', async () => {
    keepDraft('staff-1', phoneOrderDraft('draft-1', { toCheck: 'Plus que quelques-uns : Boubou brodé (M).' }));
    renderStaffRoutes(
      { pathname: '/store/orders/new', state: { draft: 'draft-1' } },
      { '/store/orders/new': <NewOrderPage />, '/store/orders/:orderId': <p>An order</p> },
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Mariama');
    const line = within(screen.getByRole('list', { name: 'Order lines' })).getByRole('listitem');
    fireEvent.change(within(line).getByLabelText('Quantity'), { target: { value: '2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await findToast('Order K-000042 placed');
    expect(mockCallable.calls).toEqual([
      expect.objectContaining({ requestId: 'draft-1', lines: [{ productId: 'boubou', quantity: 2, size: 'M' }] }),
    ]);
    expect(phoneOrderDrafts('staff-1')).toEqual([]);
  });
});
