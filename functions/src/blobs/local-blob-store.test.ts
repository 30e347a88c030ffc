import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalBlobStore } from './local-blob-store';

describe('local blob store', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'blobs-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('saves, reads back with its content type, and removes', async () => {
    const store = createLocalBlobStore(root, 'http://127.0.0.1:5001/p/r/blobs/');
    const url = await store.save('zzstoreImages/pagne.jpg-17', Buffer.from([1, 2, 3]), 'image/jpeg');

    expect(url).toBe('http://127.0.0.1:5001/p/r/blobs/zzstoreImages/pagne.jpg-17');
    expect(await store.read('zzstoreImages/pagne.jpg-17')).toEqual({
      bytes: Buffer.from([1, 2, 3]),
      contentType: 'image/jpeg',
    });

    await store.remove('zzstoreImages/pagne.jpg-17');
    expect(await store.read('zzstoreImages/pagne.jpg-17')).toBeNull();
  });

  it('treats removing a missing file as done', async () => {
    const store = createLocalBlobStore(root, 'http://localhost/blobs');
    await expect(store.remove('zzstoreImages/none')).resolves.toBeUndefined();
  });

  it('never writes outside its root', async () => {
    const store = createLocalBlobStore(root, 'http://localhost/blobs');
    await expect(store.save('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow('Not a valid blob path');
    expect(await readdir(root)).toEqual([]);
  });

  it('turns the URLs it gives out back into their paths', async () => {
    const store = createLocalBlobStore(root, 'http://127.0.0.1:5001/p/r/blobs');
    const url = await store.save('feedbackScreenshots/uid_1/f-1.png', Buffer.from('x'), 'image/png');
    expect(store.pathOf(url)).toBe('feedbackScreenshots/uid_1/f-1.png');
    expect(createLocalBlobStore(root, 'http://127.0.0.1:5001/p/r/blobs/').pathOf(url)).toBe('feedbackScreenshots/uid_1/f-1.png');
  });

  it.each([
    ['another host', 'http://localhost:5001/p/r/blobs/a.png'],
    ['another port', 'http://127.0.0.1:5002/p/r/blobs/a.png'],
    ['another function', 'http://127.0.0.1:5001/p/r/blobsx/a.png'],
    ['the store itself', 'http://127.0.0.1:5001/p/r/blobs/'],
    ['a way out of the store', 'http://127.0.0.1:5001/p/r/blobs/a/..%2F..%2Fsecret'],
    ['an undecodable path', 'http://127.0.0.1:5001/p/r/blobs/%E0%A4%A'],
    ['Cloud Storage', 'https://firebasestorage.googleapis.com/v0/b/b/o/a.png?alt=media'],
    ['no URL at all', 'feedbackScreenshots/a.png'],
  ])('gives no path for %s', (_label, url) => {
    expect(createLocalBlobStore(root, 'http://127.0.0.1:5001/p/r/blobs').pathOf(url)).toBeNull();
  });
});
