import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatXof } from '@kasuwa/contract/money';
import { fakeFirestore, publishSnapshots } from '../../test/fake-firestore';
import { retryFailedLoad } from '../../test/page-failures';
import { catalogueCategories, storedProduct } from '../../test/fake-product-firestore';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import { findToast } from '../../test/toasts';
import ProductDashboardPage from './product-dashboard-page';

const renderStore = (path: string) => renderStaffRoutes(path, { '/store': <ProductDashboardPage flags={null} /> });

// The Firebase boundary is faked (an in-memory Firestore); tests/e2e/store-products.spec.ts runs the
// real SDK against the emulators.
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: null } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-product-firestore').productFirestoreModule);

const day = 86_400_000;
function seedCatalogue() {
  storedProduct('boubou', { title: 'Grand boubou brodé indigo', price: 45_000, category: 'Vêtements' }, { createdAt: 5 * day });
  storedProduct('tshirt', { title: 'T-shirt coton Sahel', price: 6_500, category: 'Vêtements' }, { createdAt: 4 * day });
  storedProduct('baskets', { title: 'Baskets urbaines', price: 27_500, category: 'Chaussures' }, { createdAt: 3 * day });
  storedProduct(
    'radio',
    {
      title: 'Radio solaire',
      price: 12_000,
      category: 'Électronique',
      thumbnails: undefined,
      images: ['http://x.test/zzstoreImages/radio.jpg-1'],
    },
    { createdAt: 2 * day },
  );
}

// The products' titles: every second-level heading (the other features' flags are the app's, left out here).
const productHeadings = () => screen.queryAllByRole('heading', { level: 2 });
const shownTitles = () => productHeadings().map((heading) => heading.textContent);
const titlesBecome = (titles: string[]) => waitFor(() => expect(shownTitles()).toEqual(titles));

beforeEach(() => {
  fakeFirestore.reset();
  catalogueCategories(['Chaussures', 'Électronique', 'Vêtements']);
  jest.spyOn(window, 'confirm').mockReturnValue(false);
});
afterEach(() => jest.restoreAllMocks());

/** Presses the product's Delete and answers yes. */
async function deleteProduct(title: string) {
  jest.spyOn(window, 'confirm').mockReturnValue(true);
  await userEvent.click(screen.getByRole('button', { name: `Delete ${title}` }));
}

describe('the product dashboard', () => {
  it('shows loading, then every product newest first with its thumbnail, price and actions', async () => {
    seedCatalogue();
    renderStore('/store');
    expect(screen.getByText('Loading products…')).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(shownTitles()).toEqual(['Grand boubou brodé indigo', 'T-shirt coton Sahel', 'Baskets urbaines', 'Radio solaire']),
    );
    expect(screen.getByText('4 products')).toHaveAttribute('role', 'status');

    const boubou = screen.getByRole('img', { name: 'Grand boubou brodé indigo' });
    expect(boubou).toHaveAttribute('src', expect.stringMatching(/thumbnails\/boubou-1-w200\.webp$/));
    expect(boubou.getAttribute('srcset')).toMatch(/boubou-1-w200\.webp 200w, .*boubou-1-w400\.webp 400w$/);
    expect(boubou).toHaveAttribute('loading', 'lazy');
    expect([boubou.getAttribute('width'), boubou.getAttribute('height')]).toEqual(['200', '200']);
    // A product without thumbnails falls back to its image.
    expect(screen.getByRole('img', { name: 'Radio solaire' })).toHaveAttribute('src', 'http://x.test/zzstoreImages/radio.jpg-1');

    expect(screen.getByText(formatXof(45_000), { normalizer: (text) => text })).toHaveClass('product-card__price');
    expect(formatXof(45_000)).toMatch(/^45\s000\sF\sCFA$/);
    expect(screen.getByRole('link', { name: 'Edit Grand boubou brodé indigo' })).toHaveAttribute(
      'href',
      '/store/products/boubou',
    );
    expect(screen.getByRole('button', { name: 'Delete Grand boubou brodé indigo' })).toBeEnabled();
  });

  it('switches between a grid and a table', async () => {
    seedCatalogue();
    renderStore('/store');
    await screen.findByText('4 products');
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Chaussures', formatXof(27_500), 'Nov 1, 2026', 'EditDelete']);
    expect(within(rows[2] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Baskets urbaines');
    expect(within(rows[2] as HTMLElement).getByRole('img')).toHaveAttribute('width', '64');
  });

  it('filters by title, category and price range on the server, and says how many match', async () => {
    seedCatalogue();
    renderStore('/store');
    await screen.findByText('4 products');
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Category'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All categories', 'Chaussures', 'Électronique', 'Vêtements']),
    );

    await userEvent.type(screen.getByLabelText('Search products'), 'BRODE');
    await titlesBecome(['Grand boubou brodé indigo']);
    expect(screen.getByText('1 product of 4')).toBeInTheDocument();
    expect(fakeFirestore.ranQueries.at(-1)?.constraints).toContainEqual({
      kind: 'where',
      field: 'searchWords',
      op: 'array-contains',
      value: 'brode',
    });
    // The search field kept its focus while the list changed under it.
    expect(screen.getByLabelText('Search products')).toHaveFocus();
    await userEvent.clear(screen.getByLabelText('Search products'));

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Vêtements');
    await titlesBecome(['Grand boubou brodé indigo', 'T-shirt coton Sahel']);
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'All categories');

    await userEvent.type(screen.getByLabelText('Min price (F CFA)'), '10000');
    await userEvent.type(screen.getByLabelText('Max price (F CFA)'), '30000');
    // A price range lists the cheapest first.
    await titlesBecome(['Radio solaire', 'Baskets urbaines']);

    await userEvent.type(screen.getByLabelText('Search products'), 'boubou');
    expect(await screen.findByText('No product matches these filters.')).toBeInTheDocument();
    expect(productHeadings()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shownTitles()).toHaveLength(4));
    expect(screen.getByLabelText('Min price (F CFA)')).toHaveValue(null);
  });

  it('reads a page of 50, and the next on "More products"', async () => {
    for (let index = 0; index < 60; index += 1) {
      storedProduct(`p${String(index).padStart(2, '0')}`, { title: `Pagne ${index}` }, { createdAt: (index + 1) * day });
    }
    renderStore('/store');
    expect(await screen.findByText('60 products, 50 shown')).toBeInTheDocument();
    expect(shownTitles()).toHaveLength(50);
    expect(shownTitles()[0]).toBe('Pagne 59');
    await userEvent.click(screen.getByRole('button', { name: 'More products' }));
    await waitFor(() => expect(shownTitles()).toHaveLength(60));
    expect(screen.getByText('60 products')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More products' })).not.toBeInTheDocument();
  });

  it('says when there are no products yet, with a way to add one', async () => {
    renderStore('/store');
    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add the first product' })).toHaveAttribute('href', '/store/products/new');
  });

  it("says 'Failed to load products' and loads them on Try again", async () => {
    seedCatalogue();
    fakeFirestore.failReads = Object.assign(new Error('denied'), { code: 'permission-denied' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderStore('/store');
    await retryFailedLoad('Failed to load products', 'Loading the products failed:');
    expect(await screen.findByText('4 products')).toBeInTheDocument();
  });

  it('asks before deleting and keeps the product when the answer is no', async () => {
    seedCatalogue();
    renderStore('/store');
    await screen.findByText('4 products');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Baskets urbaines' }));
    expect(window.confirm).toHaveBeenCalledWith('Delete Baskets urbaines? Its images are deleted with it.');
    expect(fakeFirestore.has('zzstoreProducts', 'baskets')).toBe(true);
    expect(shownTitles()).toHaveLength(4);
  });

  it("deletes on yes: the document and the card go, and it says 'Product Deleted successfully'", async () => {
    seedCatalogue();
    renderStore('/store');
    await screen.findByText('4 products');
    await deleteProduct('Baskets urbaines');
    expect(await findToast('Product Deleted successfully')).toEqual({ error: false });
    // Firestore tells the list's listener.
    await publishSnapshots();
    await titlesBecome(['Grand boubou brodé indigo', 'T-shirt coton Sahel', 'Radio solaire']);
    expect(fakeFirestore.has('zzstoreProducts', 'baskets')).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toHaveFocus();
  });

  it("says 'Failed to delete product', logs why, and keeps the product when the delete fails", async () => {
    seedCatalogue();
    fakeFirestore.failDeletes = new Error('denied');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderStore('/store');
    await screen.findByText('4 products');
    await deleteProduct('Radio solaire');
    expect(await findToast('Failed to delete product')).toEqual({ error: true });
    expect(logged).toHaveBeenCalledWith('Could not delete product radio:', expect.any(Error));
    expect(shownTitles()).toHaveLength(4);
  });
});
