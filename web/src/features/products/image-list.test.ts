import { imageFileProblem, pictureProblem } from './image-file-check';
import { imageNameOf, imagesReducer, isSending, storedFormImages, type FormImage } from './image-list';
import { storedAnswer } from '../../test/fake-xhr';
import { staffTextIn, textMessage } from '../../components/staff/staff-language';

const chosen = (name: string): FormImage => ({
  key: name,
  name,
  preview: `blob:${name}`,
  file: new File(['x'], name, { type: 'image/jpeg' }),
  upload: { status: 'uploading', progress: 0, retrying: null },
});
const keys = (images: FormImage[]) => images.map((image) => image.key);
const start = [chosen('a.jpg'), chosen('b.jpg'), chosen('c.jpg')];

describe('imagesReducer: order and removal', () => {
  it('adds chosen files after those already there', () => {
    expect(keys(imagesReducer(start, { type: 'add', images: [chosen('d.jpg'), chosen('e.jpg')] }))).toEqual([
      'a.jpg',
      'b.jpg',
      'c.jpg',
      'd.jpg',
      'e.jpg',
    ]);
  });

  it('moves an image up or down one place; the first is the main image', () => {
    expect(keys(imagesReducer(start, { type: 'move', key: 'c.jpg', offset: -1 }))).toEqual(['a.jpg', 'c.jpg', 'b.jpg']);
    expect(keys(imagesReducer(start, { type: 'move', key: 'a.jpg', offset: 1 }))).toEqual(['b.jpg', 'a.jpg', 'c.jpg']);
    const main = imagesReducer(imagesReducer(start, { type: 'move', key: 'c.jpg', offset: -1 }), {
      type: 'move',
      key: 'c.jpg',
      offset: -1,
    });
    expect(keys(main)).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);
  });

  it('does not move past either end, nor an image no longer there', () => {
    expect(imagesReducer(start, { type: 'move', key: 'a.jpg', offset: -1 })).toBe(start);
    expect(imagesReducer(start, { type: 'move', key: 'c.jpg', offset: 1 })).toBe(start);
    expect(imagesReducer(start, { type: 'move', key: 'gone.jpg', offset: 1 })).toBe(start);
  });

  it('removes one image and keeps the order of the others', () => {
    expect(keys(imagesReducer(start, { type: 'remove', key: 'b.jpg' }))).toEqual(['a.jpg', 'c.jpg']);
  });
});

describe('imagesReducer: uploads', () => {
  const upload = (images: FormImage[], key: string) => images.find((image) => image.key === key)?.upload;

  it('follows one upload from progress to stored', () => {
    let images = imagesReducer(start, { type: 'progress', key: 'b.jpg', progress: 0.5 });
    expect(upload(images, 'b.jpg')).toEqual({ status: 'uploading', progress: 0.5, retrying: null });
    const retry = { reason: 'Could not reach the server.' as const, seconds: 4 };
    images = imagesReducer(images, { type: 'retrying', key: 'b.jpg', retry });
    expect(upload(images, 'b.jpg')).toEqual({ status: 'uploading', progress: null, retrying: retry });
    images = imagesReducer(images, { type: 'stored', key: 'b.jpg', image: storedAnswer('b.jpg') });
    expect(upload(images, 'b.jpg')).toEqual({ status: 'ready', image: storedAnswer('b.jpg') });
    expect(upload(images, 'a.jpg')).toEqual(start[0]?.upload);
  });

  it('lets a failed upload be retried alone', () => {
    const error = textMessage('The server failed ({status}).', { status: '500' });
    const failed = imagesReducer(start, { type: 'failed', key: 'a.jpg', error });
    expect(upload(failed, 'a.jpg')).toEqual({ status: 'failed', error, canRetry: true });
    const again = imagesReducer(failed, { type: 'restart', key: 'a.jpg' });
    expect(upload(again, 'a.jpg')).toEqual({ status: 'uploading', progress: 0, retrying: null });
  });

  it('does not restart a file the browser refused, nor take late news of a finished upload', () => {
    const refused: FormImage = {
      ...chosen('notes.txt'),
      upload: { status: 'failed', error: 'Only JPEG, PNG or WebP images are accepted.', canRetry: false },
    };
    expect(imagesReducer([refused], { type: 'restart', key: 'notes.txt' })).toEqual([refused]);
    const done = imagesReducer(start, { type: 'stored', key: 'a.jpg', image: storedAnswer('a.jpg') });
    expect(upload(imagesReducer(done, { type: 'progress', key: 'a.jpg', progress: 0.1 }), 'a.jpg')?.status).toBe('ready');
    expect(upload(imagesReducer(done, { type: 'failed', key: 'a.jpg', error: 'The upload timed out.' }), 'a.jpg')?.status).toBe(
      'ready',
    );
  });
});

describe('stored images', () => {
  it('names an image after its file in the blob store or in Cloud Storage', () => {
    expect(imageNameOf('http://127.0.0.1:5001/demo-kasuwa/europe-west1/blobs/zzstoreImages/Boubou-brode.jpg-1732200000000')).toBe(
      'Boubou-brode.jpg-1732200000000',
    );
    expect(
      imageNameOf('https://firebasestorage.googleapis.com/v0/b/demo/o/zzstoreImages%2Fpagne.webp-17?alt=media&token=t'),
    ).toBe('pagne.webp-17');
  });

  it('shows a stored image by its 200 px thumbnail, or by itself when it has none', () => {
    const plain = { url: 'http://x.test/zzstoreImages/plain.jpg-1' };
    const [first, second] = storedFormImages([storedAnswer('a.jpg'), plain]);
    expect(first).toEqual({
      key: storedAnswer('a.jpg').url,
      name: 'a.jpg-1',
      preview: storedAnswer('a.jpg').thumbnails.w200,
      upload: { status: 'ready', image: storedAnswer('a.jpg') },
    });
    expect(second?.preview).toBe(plain.url);
    expect(second?.file).toBeUndefined();
  });
});

describe('imageFileProblem', () => {
  const file = (type: string, size: number) => ({ type, size });
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(imageFileProblem(file(type, 10 * 1024 * 1024))).toBeNull();
  });
  it('refuses other types, empty files and files over 10 MB before sending them', () => {
    expect(imageFileProblem(file('image/gif', 100))).toBe('Only JPEG, PNG or WebP images are accepted.');
    expect(imageFileProblem(file('', 100))).toBe('Only JPEG, PNG or WebP images are accepted.');
    expect(imageFileProblem(file('image/png', 0))).toBe('This file is empty.');
    const tooLarge = imageFileProblem(file('image/jpeg', 10 * 1024 * 1024 + 1));
    expect(tooLarge && [staffTextIn('en', tooLarge), staffTextIn('fr', tooLarge)]).toEqual([
      'This image is larger than 10 MB.',
      'Cette image dépasse 10 Mo.',
    ]);
  });
});

describe('imagesReducer: a photo made lighter before it is sent', () => {
  const preparing = (name: string, size: number): FormImage => ({
    key: name,
    name,
    preview: `blob:${name}`,
    file: new File([new Uint8Array(size)], name, { type: 'image/jpeg' }),
    upload: { status: 'preparing' },
  });
  const lighter = new File([new Uint8Array(300)], 'a.webp', { type: 'image/webp' });

  it('sends the lighter file, keeping the chosen name and the bytes before and after', () => {
    const [image] = imagesReducer([preparing('a.jpg', 4000)], {
      type: 'prepared',
      key: 'a.jpg',
      file: lighter,
      preview: 'blob:a.webp',
    });
    expect(image).toMatchObject({ name: 'a.jpg', file: lighter, preview: 'blob:a.webp', weights: { before: 4000, after: 300 } });
    expect(image?.upload).toEqual({ status: 'uploading', progress: 0, retrying: null });
  });

  it('shows no bytes saved for a file sent as it was chosen', () => {
    const chosen = preparing('a.jpg', 200);
    const [image] = imagesReducer([chosen], { type: 'prepared', key: 'a.jpg', file: chosen.file as File, preview: 'blob:a.jpg' });
    expect(image?.weights).toBeUndefined();
  });

  it('refuses without Retry a picture the browser cannot send, and ignores late news of a removed one', () => {
    const [refused] = imagesReducer([preparing('a.heic', 200)], { type: 'refused', key: 'a.heic', error: 'This file is empty.' });
    expect(refused?.upload).toEqual({ status: 'failed', error: 'This file is empty.', canRetry: false });
    const images = [chosen('b.jpg')];
    expect(imagesReducer(images, { type: 'prepared', key: 'b.jpg', file: lighter, preview: 'x' })).toEqual(images);
    expect(imagesReducer(images, { type: 'refused', key: 'b.jpg', error: 'This file is empty.' })).toEqual(images);
  });

  it('counts a photo being made lighter as still being sent, so a save waits for it', () => {
    expect(isSending({ status: 'preparing' })).toBe(true);
    expect(isSending({ status: 'uploading', progress: 0.5, retrying: null })).toBe(true);
    expect(isSending({ status: 'failed', error: 'This file is empty.', canRetry: false })).toBe(false);
  });
});

describe('pictureProblem', () => {
  it('tries any picture, a HEIC named without a type too, and refuses at once what is empty or not a picture', () => {
    expect(pictureProblem({ type: 'image/heic', size: 100, name: 'a.heic' })).toBeNull();
    expect(pictureProblem({ type: '', size: 100, name: 'IMG_0001.HEIC' })).toBeNull();
    expect(pictureProblem({ type: 'image/jpeg', size: 20 * 1024 * 1024, name: 'big.jpg' })).toBeNull();
    expect(pictureProblem({ type: 'image/jpeg', size: 0, name: 'a.jpg' })).toBe('This file is empty.');
    expect(pictureProblem({ type: 'application/pdf', size: 100, name: 'a.pdf' })).toBe(
      'Only JPEG, PNG or WebP images are accepted.',
    );
  });
});
