import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFirestore } from '../../test/fake-firestore';
import { retryFailedLoad } from '../../test/page-failures';
import { productWrites, resetProductPageFakes, storedProduct } from '../../test/fake-product-firestore';
import { FakeXhr, storedAnswer } from '../../test/fake-xhr';
import { currentPath, renderStaffRoutes } from '../../test/render-staff-routes';
import { findToast } from '../../test/toasts';
import EditProductPage from './edit-product-page';
import ProductDashboardPage from './product-dashboard-page';

const renderStore = (path: string) =>
  renderStaffRoutes(path, {
    '/store/products/:productId': <EditProductPage stockPanel={() => null} />,
    '/store': <ProductDashboardPage flags={null} />,
  });

// The Firebase boundary and the network are faked, as in add-product-page.test.tsx.
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: { getIdToken: async () => 'admin-id-token' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-product-firestore').productFirestoreModule);
jest.mock('../../lib/firebase/functions', () => ({ functions: {} }));

const stored = () => fakeFirestore.collections.get('zzstoreProducts')?.get('boubou');
const imageNames = () =>
  within(screen.getByRole('group', { name: 'Images' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));

resetProductPageFakes();

async function openBoubou(user: ReturnType<typeof userEvent.setup>) {
  const original = storedProduct('boubou', { title: 'Grand boubou', price: 45_000, sizes: ['M', '6 yards'] });
  renderStore('/store/products/boubou');
  expect(screen.getByText('Loading product…')).toHaveAttribute('role', 'status');
  await screen.findByDisplayValue('Grand boubou');
  return { original, user };
}

describe('editing a product', () => {
  it('starts from the stored product: fields, sizes, colours and images with their thumbnails', async () => {
    await openBoubou(userEvent.setup());
    expect(screen.getByLabelText('Price (F CFA)')).toHaveValue(45000);
    expect(screen.getByLabelText('Category')).toHaveValue('Vêtements');
    expect(screen.getByLabelText('Description')).toHaveValue('About boubou');
    const sizes = screen.getByRole('group', { name: 'Sizes' });
    expect(
      within(sizes)
        .getAllByRole('button', { pressed: true })
        .map((button) => button.textContent),
    ).toEqual(['M', '6 yards']);
    expect(imageNames()).toEqual(['Preview of boubou.jpg-1', 'Preview of boubou-back.jpg-2']);
    expect(within(screen.getByRole('group', { name: 'Images' })).getAllByRole('img')[0]).toHaveAttribute(
      'src',
      expect.stringMatching(/boubou-1-w200\.webp$/),
    );
    // Stored images are not uploads: no progress bar.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("saves the changes, keeps the product's time and date, says 'Product Updated successfully', and goes to the dashboard 3 s later", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { original } = await openBoubou(user);
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Grand boubou brodé');
    await user.click(screen.getByRole('button', { name: 'Remove boubou.jpg-1' }));
    await user.upload(screen.getByLabelText('Select images'), [new File(['x'], 'side.png', { type: 'image/png' })]);
    act(() => (FakeXhr.requests[0] as FakeXhr).respond(201, storedAnswer('side.png')));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'side.png' })).toHaveAttribute('value', '100'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await findToast('Product Updated successfully')).toEqual({ error: false });
    expect(stored()).toEqual({
      ...original,
      title: 'Grand boubou brodé',
      images: [original.images[1], storedAnswer('side.png').url],
      thumbnails: [original.thumbnails[1], storedAnswer('side.png').thumbnails],
      version: 1,
    });
    expect(stored()?.time).toBe(original.time);
    expect(stored()?.date).toBe('Nov 1, 2026');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await act(() => jest.advanceTimersByTimeAsync(2_900));
    expect(currentPath()).toBe('/store/products/boubou');
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(currentPath()).toBe('/store');
  });

  it('does not send the admin to the dashboard once they have left the page', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await openBoubou(user);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Product Updated successfully');
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(currentPath()).toBe('/elsewhere');
  });

  it('saves a legacy product (no time, a day-first date) with both normalised, keeping its day', async () => {
    storedProduct('boubou', { title: 'Grand boubou', time: undefined, date: '05/03/2024' });
    const user = userEvent.setup();
    renderStore('/store/products/boubou');
    await screen.findByDisplayValue('Grand boubou');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Product Updated successfully');
    expect(stored()?.date).toBe('Mar 5, 2024');
    expect((stored()?.time as { toMillis(): number }).toMillis()).toBe(Date.UTC(2024, 2, 5, 12));
  });

  it('drops the thumbnail list when an image has none, so it never gets out of step with the images', async () => {
    storedProduct('boubou', {
      title: 'Grand boubou',
      images: ['http://x.test/zzstoreImages/old.jpg-1'],
      thumbnails: undefined,
    });
    const user = userEvent.setup();
    renderStore('/store/products/boubou');
    await screen.findByDisplayValue('Grand boubou');
    await user.upload(screen.getByLabelText('Select images'), [new File(['x'], 'new.jpg', { type: 'image/jpeg' })]);
    act(() => (FakeXhr.requests[0] as FakeXhr).respond(201, storedAnswer('new.jpg')));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Product Updated successfully');
    expect(stored()?.images).toEqual(['http://x.test/zzstoreImages/old.jpg-1', storedAnswer('new.jpg').url]);
    expect(stored()).not.toHaveProperty('thumbnails');
  });

  it("checks like Add: no image left gives 'Please select images first!', a blank field 'Please fill all fields'", async () => {
    const user = userEvent.setup();
    await openBoubou(user);
    await user.clear(screen.getByLabelText('Category'));
    await user.type(screen.getByLabelText('Category'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findToast('Please fill all fields')).toEqual({ error: true });
    await user.click(screen.getByRole('button', { name: 'Remove boubou.jpg-1' }));
    await user.click(screen.getByRole('button', { name: 'Remove boubou-back.jpg-2' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findToast('Please select images first!')).toEqual({ error: true });
    expect(stored()?.title).toBe('Grand boubou');
  });

  it("says 'Failed to update product', logs why and stays when the write is refused", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await openBoubou(user);
    productWrites.failWrites = new Error('Missing or insufficient permissions.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findToast('Failed to update product')).toEqual({ error: true });
    expect(logged).toHaveBeenCalledWith('Could not update product boubou:', productWrites.failWrites);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(currentPath()).toBe('/store/products/boubou');
  });

  it('writes only the changed fields with the next version', async () => {
    const user = userEvent.setup();
    const { original } = await openBoubou(user);
    await user.clear(screen.getByLabelText('Price (F CFA)'));
    await user.type(screen.getByLabelText('Price (F CFA)'), '47000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Product Updated successfully');
    expect(productWrites.updates).toEqual([{ price: 47_000, version: 1 }]);
    expect(stored()).toEqual({ ...original, price: 47_000, version: 1 });
  });

  it("tells 'This product was changed by someone else', writes nothing, and reloads keeping what was typed", async () => {
    const user = userEvent.setup();
    const { original } = await openBoubou(user);
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Grand boubou brodé');
    // Another admin saves a new price and removes the second image meanwhile.
    storedProduct('boubou', {
      ...original,
      price: 50_000,
      images: [original.images[0]],
      thumbnails: [original.thumbnails[0]],
      version: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect((await screen.findByText('This product was changed by someone else')).closest('[role="alert"]')).not.toBeNull();
    expect(stored()?.title).toBe('Grand boubou');
    expect(screen.getByRole('button', { name: 'Reload, keeping my changes' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Reload, keeping my changes' }));
    expect(screen.queryByText('This product was changed by someone else')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Grand boubou brodé');
    expect(screen.getByLabelText('Price (F CFA)')).toHaveValue(50000);
    expect(imageNames()).toEqual(['Preview of boubou.jpg-1']);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Product Updated successfully');
    expect(stored()).toMatchObject({ title: 'Grand boubou brodé', price: 50_000, images: [original.images[0]], version: 2 });
  });

  it('saves over the other change when asked to, still only the fields this admin changed', async () => {
    const user = userEvent.setup();
    const { original } = await openBoubou(user);
    await user.clear(screen.getByLabelText('Price (F CFA)'));
    await user.type(screen.getByLabelText('Price (F CFA)'), '40000');
    storedProduct('boubou', { ...original, price: 50_000, description: 'Brodé main', version: 4 });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('This product was changed by someone else');
    await user.click(screen.getByRole('button', { name: 'Save mine anyway' }));
    await screen.findByText('Product Updated successfully');
    expect(stored()).toMatchObject({ price: 40_000, description: 'Brodé main', version: 5 });
  });

  it('says when no product has that id', async () => {
    renderStore('/store/products/gone');
    expect(await screen.findByText('Product not found. It may have been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the products' })).toHaveAttribute('href', '/store');
  });

  it("says 'Failed to load product' and loads it on Try again", async () => {
    storedProduct('boubou', { title: 'Grand boubou' });
    fakeFirestore.failReads = new Error('unavailable');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderStore('/store/products/boubou');
    await retryFailedLoad('Failed to load product', 'Could not load product boubou:');
    expect(await screen.findByDisplayValue('Grand boubou')).toBeInTheDocument();
  });
});
