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
});
