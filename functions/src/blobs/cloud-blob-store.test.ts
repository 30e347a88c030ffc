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

    const token = (calls[0]?.options as { metadata: { metadata: { firebaseStorageDownloadTokens: string } } })
      .metadata.metadata.firebaseStorageDownloadTokens;
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
});
