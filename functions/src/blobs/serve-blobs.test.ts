import type { Request } from 'firebase-functions/v2/https';
import type { LocalBlobStore } from './local-blob-store';
import { blobRequestHandler } from './serve-blobs';
import { fakeResponse } from '../test-support/fake-response';

const store: LocalBlobStore = {
  save: async () => 'unused',
  remove: async () => undefined,
  pathOf: () => null,
  read: async (path) => (path === 'zzstoreImages/x.jpg' ? { bytes: Buffer.from('jpg'), contentType: 'image/jpeg' } : null),
};

const request = (method: string, path: string) => ({ method, path }) as Request;

describe('blob request handler', () => {
  it('serves a stored file with its type and a long cache', async () => {
    const { res, sent } = fakeResponse();
    await blobRequestHandler(store)(request('GET', '/zzstoreImages/x.jpg'), res);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual(Buffer.from('jpg'));
    expect(sent.headers['Content-Type']).toBe('image/jpeg');
    expect(sent.headers['Cache-Control']).toContain('immutable');
  });

  it('answers 404 for a missing file', async () => {
    const { res, sent } = fakeResponse();
    await blobRequestHandler(store)(request('GET', '/zzstoreImages/none.jpg'), res);
    expect(sent.status).toBe(404);
  });

  it.each(['/..%2F..%2Fetc%2Fpasswd', '/zzstoreImages/a%20b.jpg', '/%E0%A4%A'])('answers 400 for %s', async (path) => {
    const { res, sent } = fakeResponse();
    await blobRequestHandler(store)(request('GET', path), res);
    expect(sent.status).toBe(400);
  });

  it('allows only reading', async () => {
    const { res, sent } = fakeResponse();
    await blobRequestHandler(store)(request('POST', '/zzstoreImages/x.jpg'), res);
    expect(sent.status).toBe(405);
  });
});
