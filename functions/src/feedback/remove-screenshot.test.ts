import { createLocalBlobStore } from '../blobs/local-blob-store';
import { isScreenshotOf, removeScreenshotHandler } from './remove-screenshot';

const base = 'http://127.0.0.1:5001/demo-kasuwa/europe-west1/blobs';

function setUp() {
  const store = createLocalBlobStore('/nonexistent', base);
  const removed: string[] = [];
  const handler = removeScreenshotHandler({
    pathOf: store.pathOf,
    remove: async (path) => {
      removed.push(path);
    },
  });
  return { handler, removed };
}

describe('isScreenshotOf', () => {
  it.each(['feedbackScreenshots/u1/f-1.png', 'feedbackScreenshots/u1/f-1.jpg', 'feedbackScreenshots/u1/f-1'])(
    'knows %s as the screenshot of f-1',
    (path) => expect(isScreenshotOf(path, 'f-1')).toBe(true),
  );

  it.each([
    'feedbackScreenshots/u1/f-2.png',
    'feedbackScreenshots/u1/f-10.png',
    'feedbackScreenshots/f-1.png',
    'feedbackScreenshots/u1/x/f-1.png',
    'zzstoreImages/f-1.png',
    'zzstoreImages/u1/f-1.png',
  ])('does not take %s for the screenshot of f-1', (path) => expect(isScreenshotOf(path, 'f-1')).toBe(false));
});

describe('removeFeedbackScreenshot', () => {
  it('removes the screenshot of the deleted feedback', async () => {
    const { handler, removed } = setUp();
    await handler('f-1', { screenshotUrl: `${base}/feedbackScreenshots/u1/f-1.png` });
    expect(removed).toEqual(['feedbackScreenshots/u1/f-1.png']);
  });

  it.each([
    ['no screenshot', {}],
    ['a screenshot elsewhere', { screenshotUrl: 'https://example.com/feedbackScreenshots/u1/f-1.png' }],
    ['a product image', { screenshotUrl: `${base}/zzstoreImages/boubou-1.jpg-1` }],
    ["another feedback's screenshot", { screenshotUrl: `${base}/feedbackScreenshots/u1/f-2.png` }],
    ['a screenshot URL that is not text', { screenshotUrl: 7 }],
  ])('removes nothing for %s', async (_label, data) => {
    const { handler, removed } = setUp();
    await handler('f-1', data);
    expect(removed).toEqual([]);
  });

  it('passes on a failed removal', async () => {
    const handler = removeScreenshotHandler({
      pathOf: () => 'feedbackScreenshots/u1/f-1.png',
      remove: async () => {
        throw new Error('EACCES');
      },
    });
    await expect(handler('f-1', { screenshotUrl: `${base}/feedbackScreenshots/u1/f-1.png` })).rejects.toThrow('EACCES');
  });
});
