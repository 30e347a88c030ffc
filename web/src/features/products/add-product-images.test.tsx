import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFirestore } from '../../test/fake-firestore';
import { resetProductPageFakes } from '../../test/fake-product-firestore';
import { FakeXhr, storedAnswer } from '../../test/fake-xhr';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import { chooseAndUpload, fileInput, fillFields, imageItems, imageNames, jpeg, requestFor } from '../../test/product-form';
import { findToast } from '../../test/toasts';
import AddProductPage from './add-product-page';

/** The add page alone: these tests stay on it. Its fakes are those of add-product-page.test.tsx. */
const renderAddPage = () => renderStaffRoutes('/store/products/new', { '/store/products/new': <AddProductPage /> });

resetProductPageFakes();
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: { getIdToken: async () => 'admin-id-token' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-product-firestore').productFirestoreModule);

describe('adding a product: images', () => {
  it('uploads each chosen file at once, with a progress bar named after it', async () => {
    const user = userEvent.setup();
    renderAddPage();
    await user.upload(fileInput(), [jpeg('front.jpg'), jpeg('back.jpg')]);
    expect(FakeXhr.requests.map((request) => [request.url, request.fileName, request.headers.Authorization])).toEqual([
      ['/api/product-images', 'front.jpg', 'Bearer admin-id-token'],
      ['/api/product-images', 'back.jpg', 'Bearer admin-id-token'],
    ]);
    expect(screen.getByRole('progressbar', { name: 'front.jpg' })).toHaveAttribute('value', '0');

    act(() => requestFor('front.jpg').progress(512, 2048));
    expect(screen.getByRole('progressbar', { name: 'front.jpg' })).toHaveAttribute('value', '25');
    expect(screen.getByText('Uploading… 25 %')).toBeInTheDocument();

    act(() => requestFor('front.jpg').progress(2048, 2048));
    expect(screen.getByRole('progressbar', { name: 'front.jpg' })).toHaveAttribute('value', '100');
    expect(within(imageItems()[0] as HTMLElement).getByText('Processing…')).toBeInTheDocument();

    act(() => requestFor('front.jpg').respond(201, storedAnswer('front.jpg')));
    expect(await within(imageItems()[0] as HTMLElement).findByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'front.jpg' })).toHaveAttribute('value', '100');
    expect(screen.getByRole('progressbar', { name: 'back.jpg' })).toHaveAttribute('value', '0');
    expect(within(imageItems()[0] as HTMLElement).getByText('Main image')).toBeInTheDocument();
  });

  it('reorders with Move up and Move down, keeping the keyboard focus on the moved image', async () => {
    const user = userEvent.setup();
    renderAddPage();
    await chooseAndUpload(user, 'a.jpg', 'b.jpg', 'c.jpg');
    expect(screen.getByRole('button', { name: 'Move up a.jpg' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down c.jpg' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move up c.jpg' }));
    expect(imageNames()).toEqual(['a.jpg', 'c.jpg', 'b.jpg']);
    expect(screen.getByRole('button', { name: 'Move up c.jpg' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(imageNames()).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);
    // At the top, Move up is disabled: the focus stays in the item, on Move down.
    expect(screen.getByRole('button', { name: 'Move down c.jpg' })).toHaveFocus();
    expect(within(imageItems()[0] as HTMLElement).getByText('Main image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move down a.jpg' }));
    expect(imageNames()).toEqual(['c.jpg', 'b.jpg', 'a.jpg']);
  });

  it('removes an image, cancelling its upload, and gives the focus to the next one', async () => {
    const user = userEvent.setup();
    renderAddPage();
    await chooseAndUpload(user, 'a.jpg');
    await user.upload(fileInput(), [jpeg('b.jpg'), jpeg('c.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(imageNames()).toEqual(['a.jpg', 'c.jpg']);
    expect(requestFor('b.jpg').aborted).toBe(true);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:b.jpg');
    expect(screen.getByRole('button', { name: 'Remove c.jpg' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove c.jpg' }));
    expect(screen.getByRole('button', { name: 'Remove a.jpg' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove a.jpg' }));
    expect(within(screen.getByRole('group', { name: 'Images' })).queryAllByRole('listitem')).toHaveLength(0);
    expect(fileInput()).toHaveFocus();
  });

  it('refuses a file the browser can tell is not a product image, without sending it or offering Retry', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAddPage();
    await user.upload(fileInput(), [
      new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
      jpeg('huge.jpg', 10 * 1024 * 1024 + 1),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(FakeXhr.requests).toHaveLength(0);
    const [gif, huge, notes] = imageItems();
    expect(within(notes as HTMLElement).getByText('No preview')).toBeInTheDocument();
    expect(within(notes as HTMLElement).getByRole('alert')).toHaveTextContent('Only JPEG, PNG or WebP images are accepted.');
    expect(within(gif as HTMLElement).getByRole('alert')).toHaveTextContent('Only JPEG, PNG or WebP images are accepted.');
    expect(within(huge as HTMLElement).getByRole('alert')).toHaveTextContent('This image is larger than 10 MB.');
    expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal next to the file, and Retry sends that file alone again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAddPage();
    await user.upload(fileInput(), [jpeg('a.jpg'), jpeg('fake.jpg')]);
    act(() => requestFor('a.jpg').respond(201, storedAnswer('a.jpg')));
    act(() =>
      requestFor('fake.jpg').respond(415, {
        error: 'Only JPEG, PNG or WebP images are accepted.',
        refusal: 'not-an-image',
        values: {},
      }),
    );
    const failed = await screen.findByText('Only JPEG, PNG or WebP images are accepted.');
    expect(failed).toHaveAttribute('role', 'alert');
    expect(FakeXhr.requests).toHaveLength(2);

    await fillFields(user);
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await findToast('An image could not be uploaded: retry it or remove it.')).toEqual({ error: true });
    expect(fakeFirestore.collections.get('zzstoreProducts')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Retry fake.jpg' }));
    expect(FakeXhr.requests.map((request) => request.fileName)).toEqual(['a.jpg', 'fake.jpg', 'fake.jpg']);
    act(() => requestFor('fake.jpg').respond(201, storedAnswer('fake.jpg')));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'fake.jpg' })).toHaveAttribute('value', '100'));
    expect(screen.queryByText('Only JPEG, PNG or WebP images are accepted.')).not.toBeInTheDocument();
  });

  it('retries a 503 by itself after a backoff, saying so', async () => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(1);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAddPage();
    await user.upload(fileInput(), [jpeg('a.jpg')]);
    act(() => requestFor('a.jpg').respond(503, 'Service Unavailable'));
    expect(await screen.findByText('The server failed (503). Trying again in 1 s.')).toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    act(() => requestFor('a.jpg').respond(201, storedAnswer('a.jpg')));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'a.jpg' })).toHaveAttribute('value', '100'));
  });
});
