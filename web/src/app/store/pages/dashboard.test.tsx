import { screen, within } from '@testing-library/react';
import { collections } from '@kasuwa/contract/collections';
import { fakeFirestore } from '../../../test/fake-firestore';
import { catalogueCategories, storedProduct } from '../../../test/fake-product-firestore';
import { renderStaffRoutes } from '../../../test/render-staff-routes';
import Dashboard from './dashboard';

// The Firebase boundary is faked as in the products' and the stock's own tests.
jest.mock('../../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../../lib/firebase/auth', () => ({ auth: { currentUser: null } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../../test/fake-product-firestore').productFirestoreModule);
jest.mock('../../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('firebase/functions', () => jest.requireActual('../../../test/fake-stock-functions').stockFunctionsModule);

beforeEach(() => {
  fakeFirestore.reset();
  catalogueCategories(['Vêtements']);
});

describe('the dashboard, as the app puts it together', () => {
  it("shows the products under the other features' flags: here the stock's low variants", async () => {
    storedProduct('boubou', { title: 'Grand boubou brodé indigo', price: 45_000, category: 'Vêtements' });
    fakeFirestore.set(collections.stock, 'sac::', {
      productId: 'sac',
      title: 'Sac',
      size: null,
      color: null,
      reserved: 0,
      lowAt: null,
      available: 2,
      low: true,
    });
    renderStaffRoutes('/store', { '/store': <Dashboard /> });
    expect(await screen.findByRole('heading', { name: 'Grand boubou brodé indigo' })).toBeInTheDocument();
    const low = await screen.findByRole('link', { name: /^Sac/ });
    expect(low).toHaveAttribute('href', '/store/products/sac');
    expect(within(low.closest('li') as HTMLElement).getByText(/2 left/)).toBeInTheDocument();
  });
});
