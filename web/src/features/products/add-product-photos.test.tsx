import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetProductPageFakes } from '../../test/fake-product-firestore';
import { FakeXhr, storedAnswer } from '../../test/fake-xhr';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import { fileInput, imageItems, jpeg, requestFor } from '../../test/product-form';
import AddProductPage from './add-product-page';
import { lightenPhoto, type LightenedPhoto } from './lighten-photo';

/** The add page's photos as the browser makes them lighter: lighten-photo.ts's answer is the test's. */
const renderAddPage = () => renderStaffRoutes('/store/products/new', { '/store/products/new': <AddProductPage /> });

resetProductPageFakes();
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/auth', () => ({ auth: { currentUser: { getIdToken: async () => 'admin-id-token' } } }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-product-firestore').productFirestoreModule);
jest.mock('./lighten-photo', () => ({ lightenPhoto: jest.fn() }));

const lighten = jest.mocked(lightenPhoto);
beforeEach(() => lighten.mockReset());
const heic = (name: string) => new File([new Uint8Array(3000)], name, { type: 'image/heic' });

/** Each call answers in turn; a call left waiting answers when the test says so. */
function answers(...given: LightenedPhoto[]) {
  for (const answer of given) lighten.mockResolvedValueOnce(answer);
}

describe('adding a product: photos made lighter before they are sent', () => {
  it('sends the lighter file under the chosen name’s bar, and shows the bytes saved', async () => {
    const lighter = new File([new Uint8Array(296_960)], 'IMG_0001.webp', { type: 'image/webp' });
    answers({ kind: 'lightened', file: lighter });
    const user = userEvent.setup();
    renderAddPage();
    await user.upload(fileInput(), [jpeg('IMG_0001.jpg', 4_089_446)]);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(lighten).toHaveBeenCalledWith(expect.objectContaining({ name: 'IMG_0001.jpg', size: 4_089_446 }));
    expect(requestFor('IMG_0001.webp').body?.get('file')).toMatchObject({
      name: 'IMG_0001.webp',
      size: 296_960,
      type: 'image/webp',
    });
    const item = imageItems()[0] as HTMLElement;
    expect(within(item).getByText('3.9 MB → 290 KB')).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:IMG_0001.jpg');
    expect(within(item).getByRole('img')).toHaveAttribute('src', 'blob:IMG_0001.webp');

    act(() => requestFor('IMG_0001.webp').respond(201, storedAnswer('IMG_0001.webp')));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'IMG_0001.jpg' })).toHaveAttribute('value', '100'));
    expect(within(item).getByText('Uploaded')).toBeInTheDocument();
    expect(within(item).getByText('3.9 MB → 290 KB')).toBeInTheDocument();
  });

  it('says it is making the photo lighter, with a bar without a share, until it is ready', async () => {
    let ready: (photo: LightenedPhoto) => void = () => undefined;
    lighten.mockReturnValueOnce(new Promise((resolve) => (ready = resolve)));
    const user = userEvent.setup();
    renderAddPage();
    await user.upload(fileInput(), [jpeg('slow.jpg')]);
    const bar = await screen.findByRole('progressbar', { name: 'slow.jpg' });
    expect(bar).not.toHaveAttribute('value');
    expect(screen.getByText('Making the photo lighter…')).toBeInTheDocument();
    expect(FakeXhr.requests).toHaveLength(0);

    act(() => ready({ kind: 'kept' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(requestFor('slow.jpg').body?.get('file')).toMatchObject({ name: 'slow.jpg', size: 2048 });
    expect(screen.queryByText(/→/)).not.toBeInTheDocument();
  });

  it('tells what to do with a HEIC photo the browser cannot open, sending nothing and offering no Retry', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answers({ kind: 'unreadable', error: new DOMException('The source image could not be decoded.', 'InvalidStateError') });
    const user = userEvent.setup();
    renderAddPage();
    await user.upload(fileInput(), [heic('IMG_0002.HEIC')]);
    const alert = await within(imageItems()[0] as HTMLElement).findByRole('alert');
    expect(alert).toHaveTextContent(
      'This browser cannot open HEIC photos. On the phone, set the camera to save photos as JPEG (“Most compatible”), or send a screenshot of the photo.',
    );
    expect(FakeXhr.requests).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
  });

  it('sends a JPEG the browser cannot open as it is: the server judges its bytes', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answers({ kind: 'unreadable', error: new DOMException('The source image could not be decoded.', 'InvalidStateError') });
    const user = userEvent.setup();
    renderAddPage();
    await user.upload(fileInput(), [jpeg('odd.jpg')]);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(requestFor('odd.jpg').fileName).toBe('odd.jpg');
  });

  it('says so of another picture the browser cannot open, and refuses what is not a picture without trying', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answers({ kind: 'unreadable', error: new Error('no decoder') });
    const user = userEvent.setup({ applyAccept: false });
    renderAddPage();
    await user.upload(fileInput(), [
      new File(['BM'], 'scan.bmp', { type: 'image/bmp' }),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ]);
    const [scan, notes] = imageItems();
    expect(await within(scan as HTMLElement).findByRole('alert')).toHaveTextContent(
      'This browser cannot open this picture. Send it as a JPEG, PNG or WebP image, or send a screenshot of it.',
    );
    expect(within(notes as HTMLElement).getByRole('alert')).toHaveTextContent('Only JPEG, PNG or WebP images are accepted.');
    expect(lighten).toHaveBeenCalledTimes(1);
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('offers every picture, HEIC ones included, in the file chooser', () => {
    renderAddPage();
    expect(fileInput()).toHaveAttribute('accept', 'image/*,.heic,.heif');
  });
});
