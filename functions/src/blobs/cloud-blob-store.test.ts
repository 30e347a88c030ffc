import { createCloudBlobStore, type CloudBucket } from './cloud-blob-store';

function fakeBucket() {
  const calls: { path: string; action: string; options: unknown }[] = [];
  const bucket: CloudBucket = {
    name: 'demo-kasuwa.appspot.com',
    file: (path) => ({
      save: async (_bytes, options) => calls.push({ path, action: 'save', options }),
      delete: async (options) => calls.push({ path, action: 'delete', options }),
    }),
  };
  return { bucket, calls };
}

describe('cloud blob store', () => {
  it('saves with a download token and returns the token URL', async () => {
    const { bucket, calls } = fakeBucket();
    const store = createCloudBlobStore(bucket, {});

    const url = await store.save('zzstoreImages/sac.png-5', Buffer.from('x'), 'image/png');

    const token = (calls[0]?.options as { metadata: { metadata: { firebaseStorageDownloadTokens: string } } }).metadata.metadata
      .firebaseStorageDownloadTokens;
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(url).toBe(
      `https://firebasestorage.googleapis.com/v0/b/demo-kasuwa.appspot.com/o/zzstoreImages%2Fsac.png-5?alt=media&token=${token}`,
    );
    expect(calls[0]).toMatchObject({ path: 'zzstoreImages/sac.png-5', action: 'save', options: { contentType: 'image/png' } });
  });

  it('points URLs at the Storage emulator when it runs', async () => {
    const store = createCloudBlobStore(fakeBucket().bucket, { FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' });
    expect(await store.save('a.png', Buffer.from('x'), 'image/png')).toMatch(/^http:\/\/127\.0\.0\.1:9199\/v0\/b\//);
  });

  it('removes without failing on a missing file, and refuses bad paths', async () => {
    const { bucket, calls } = fakeBucket();
    const store = createCloudBlobStore(bucket, {});
    await store.remove('zzstoreImages/gone');
    expect(calls).toEqual([{ path: 'zzstoreImages/gone', action: 'delete', options: { ignoreNotFound: true } }]);
    await expect(store.remove('../x')).rejects.toThrow();
  });

  it("turns the URLs it gives out, and the client SDK's for the same bucket, back into their paths", async () => {
    const store = createCloudBlobStore(fakeBucket().bucket, {});
    const url = await store.save('feedbackScreenshots/uid_1/f-1.png', Buffer.from('x'), 'image/png');
    expect(store.pathOf(url)).toBe('feedbackScreenshots/uid_1/f-1.png');
    expect(
      store.pathOf(
        'https://firebasestorage.googleapis.com/v0/b/demo-kasuwa.appspot.com/o/zzstoreImages%2Fa.jpg-1?alt=media&token=t',
      ),
    ).toBe('zzstoreImages/a.jpg-1');

    const emulated = createCloudBlobStore(fakeBucket().bucket, { FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' });
    expect(emulated.pathOf('http://127.0.0.1:9199/v0/b/demo-kasuwa.appspot.com/o/a.png?alt=media')).toBe('a.png');
    expect(emulated.pathOf(url)).toBeNull();
  });

  it.each([
    ['another bucket', 'https://firebasestorage.googleapis.com/v0/b/other.appspot.com/o/a.png?alt=media'],
    ['another site', 'https://evil.example/v0/b/demo-kasuwa.appspot.com/o/a.png?alt=media'],
    ['plain http', 'http://firebasestorage.googleapis.com/v0/b/demo-kasuwa.appspot.com/o/a.png'],
    ['an unencoded path', 'https://firebasestorage.googleapis.com/v0/b/demo-kasuwa.appspot.com/o/a/b.png'],
    ['a way out of the store', 'https://firebasestorage.googleapis.com/v0/b/demo-kasuwa.appspot.com/o/..%2Fa.png'],
    ['the bucket itself', 'https://firebasestorage.googleapis.com/v0/b/demo-kasuwa.appspot.com/o/'],
    ['the local store', 'http://127.0.0.1:5001/demo-kasuwa/europe-west1/blobs/a.png'],
    ['no URL at all', 'not a url'],
  ])('gives no path for %s', (_label, url) => {
    expect(createCloudBlobStore(fakeBucket().bucket, {}).pathOf(url)).toBeNull();
  });
});
