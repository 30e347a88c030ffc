import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productDate } from '@kasuwa/contract/schemas';
import { fakeFirestore } from '../../test/fake-firestore';
import {
  catalogueCategories,
  productWrites,
  resetProductPageFakes,
  serverTimestampSentinel,
  storedProduct,
} from '../../test/fake-product-firestore';
import { storedAnswer } from '../../test/fake-xhr';
import { currentPath, renderStaffRoutes } from '../../test/render-staff-routes';
import { chooseAndUpload, fileInput, fillFields, jpeg, requestFor } from '../../test/product-form';
import { findToast } from '../../test/toasts';
import AddProductPage from './add-product-page';
import ProductDashboardPage from './product-dashboard-page';

const renderStore = (path: string) =>
  renderStaffRoutes(path, { '/store/products/new': <AddProductPage />, '/store': <ProductDashboardPage flags={null} /> });

// The Firebase boundary (Firestore, the signed-in user) and the network (XMLHttpRequest) are faked;
// tests/e2e/store-products.spec.ts runs the same pages against the emulators.
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: { getIdToken: async () => 'admin-id-token' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-product-firestore').productFirestoreModule);
jest.mock('../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('firebase/functions', () => jest.requireActual('../../test/fake-stock-functions').stockFunctionsModule);

resetProductPageFakes();
beforeEach(() => {
  jest.spyOn(window, 'confirm').mockReturnValue(false);
});

describe('adding a product: the checks', () => {
  it("says 'Please select images first!' when Add is pressed without an image, even with every field filled", async () => {
    const user = userEvent.setup();
    renderStore('/store/products/new');
    await fillFields(user);
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await findToast('Please select images first!')).toEqual({ error: true });
    expect(fileInput()).toHaveFocus();
    expect(fakeFirestore.collections.get('zzstoreProducts')).toBeUndefined();
  });

  it("says 'Please fill all fields' for a whitespace-only title, and puts the focus on it", async () => {
    const user = userEvent.setup();
    renderStore('/store/products/new');
    await chooseAndUpload(user, 'front.jpg');
    await fillFields(user, { title: '    ' });
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await findToast('Please fill all fields')).toEqual({ error: true });
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(fakeFirestore.collections.get('zzstoreProducts')).toBeUndefined();
  });

  it("says 'Please fill all fields' when the description is left empty", async () => {
    const user = userEvent.setup();
    renderStore('/store/products/new');
    await chooseAndUpload(user, 'front.jpg');
    await user.type(screen.getByLabelText('Title'), 'Boubou');
    await user.type(screen.getByLabelText('Price (F CFA)'), '45000');
    await user.type(screen.getByLabelText('Category'), 'Vêtements');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await findToast('Please fill all fields')).toEqual({ error: true });
    expect(screen.getByLabelText('Description')).toHaveFocus();
  });
});

describe('adding a product: sizes and colours', () => {
  it('toggles values in and out, and adds a value typed by hand (Enter does not send the form)', async () => {
    const user = userEvent.setup();
    renderStore('/store/products/new');
    const sizes = screen.getByRole('group', { name: 'Sizes' });
    const colours = screen.getByRole('group', { name: 'Colours' });
    expect(
      within(sizes)
        .getAllByRole('button', { pressed: false })
        .map((button) => button.textContent),
    ).toEqual(['S', 'M', 'L', 'XL', 'XXL']);

    await user.click(within(sizes).getByRole('button', { name: 'M' }));
    await user.click(within(sizes).getByRole('button', { name: 'XL' }));
    expect(within(sizes).getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(sizes).getByRole('button', { name: 'M' }));
    expect(within(sizes).getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'false');

    await user.type(within(colours).getByLabelText('Other colour'), 'Terre cuite{Enter}');
    expect(within(colours).getByRole('button', { name: 'Terre cuite' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(colours).getByLabelText('Other colour')).toHaveValue('');
    expect(screen.queryByText('Please select images first!')).not.toBeInTheDocument();

    await user.type(within(colours).getByLabelText('Other colour'), 'terre cuite');
    await user.click(within(colours).getByRole('button', { name: 'Add colour' }));
    expect(within(colours).getByRole('alert')).toHaveTextContent('terre cuite is already chosen.');
  });
});

describe('adding a product: saving', () => {
  it('writes the product with its images in order, then asks about another; declined, it goes to the dashboard', async () => {
    storedProduct('existing', { category: 'Chaussures' });
    const user = userEvent.setup();
    renderStore('/store/products/new');
    await fillFields(user, { title: '  Grand boubou brodé ' });
    await user.click(within(screen.getByRole('group', { name: 'Sizes' })).getByRole('button', { name: 'XL' }));
    await user.click(within(screen.getByRole('group', { name: 'Colours' })).getByRole('button', { name: 'Blanc' }));
    await chooseAndUpload(user, 'front.jpg', 'back.jpg');
    await user.click(screen.getByRole('button', { name: 'Move up back.jpg' }));
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    expect(fakeFirestore.collections.get('zzstoreProducts')?.get('added-1')).toEqual({
      title: 'Grand boubou brodé',
      price: 45000,
      images: [storedAnswer('back.jpg').url, storedAnswer('front.jpg').url],
      thumbnails: [storedAnswer('back.jpg').thumbnails, storedAnswer('front.jpg').thumbnails],
      category: 'Vêtements',
      sizes: ['XL'],
      colors: ['Blanc'],
      description: 'Bazin riche, broderie dorée.',
      time: serverTimestampSentinel,
      date: productDate(new Date()),
      version: 1,
    });
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Product added successfully. Add another product?'));
    await waitFor(() => expect(currentPath()).toBe('/store'));
    expect(await findToast('Product added successfully')).toEqual({ error: false });
    expect(await screen.findByRole('heading', { level: 2, name: 'Grand boubou brodé' })).toBeInTheDocument();
  });

  it('starts an empty form when the admin wants to add another', async () => {
    const user = userEvent.setup();
    renderStore('/store/products/new');
    await fillFields(user);
    await chooseAndUpload(user, 'front.jpg');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(within(screen.getByRole('group', { name: 'Images' })).queryAllByRole('listitem')).toHaveLength(0);
    expect(currentPath()).toBe('/store/products/new');
    expect(screen.getByText('Product added successfully')).toBeInTheDocument();
    expect(fakeFirestore.collections.get('zzstoreProducts')?.size).toBe(1);
  });

  it('waits for uploads still running, then saves by itself', async () => {
    const user = userEvent.setup();
    renderStore('/store/products/new');
    await fillFields(user);
    await user.upload(fileInput(), [jpeg('slow.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByText('The product will be saved as soon as the images have finished uploading.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(fakeFirestore.collections.get('zzstoreProducts')).toBeUndefined();
    act(() => requestFor('slow.jpg').respond(201, storedAnswer('slow.jpg')));
    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    expect(fakeFirestore.collections.get('zzstoreProducts')?.get('added-1')).toMatchObject({
      images: [storedAnswer('slow.jpg').url],
    });
  });

  it("says 'Failed to add product' and logs why when the write is refused", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    productWrites.failWrites = Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
    const user = userEvent.setup();
    renderStore('/store/products/new');
    await fillFields(user);
    await chooseAndUpload(user, 'front.jpg');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await findToast('Failed to add product')).toEqual({ error: true });
    expect(logged).toHaveBeenCalledWith('Could not add the product:', productWrites.failWrites);
    expect(window.confirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add product' })).toBeEnabled();
  });

  it('suggests the categories already in use, as the catalogue knows them', async () => {
    const fetchMock = catalogueCategories(['Chaussures', 'Vêtements']);
    renderStore('/store/products/new');
    const list = screen.getByLabelText('Category').getAttribute('list') as string;
    await waitFor(() =>
      expect([...(document.getElementById(list)?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
        'Chaussures',
        'Vêtements',
      ]),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/catalogue?page=1');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Chaussures' } });
    expect(screen.getByLabelText('Category')).toHaveValue('Chaussures');
  });
});
