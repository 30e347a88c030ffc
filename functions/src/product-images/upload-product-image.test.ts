import type { Request } from 'firebase-functions/v2/https';
import sharp from 'sharp';
import { uploadedImageSchema } from '@kasuwa/contract/schemas';
import { multipartBody } from '../test-support/fake-multipart';
import { uploadProductImageHandler } from './upload-product-image';
import { fakeResponse } from '../test-support/fake-response';

const siteOrigin = 'http://127.0.0.1:5000';
const tokens: Record<string, { uid: string; role?: unknown; email_verified?: unknown }> = {
  admin: { uid: 'a1', role: 'admin', email_verified: true },
  unverifiedAdmin: { uid: 'u1', role: 'admin', email_verified: false },
  customer: { uid: 'c1', role: 'customer' },
  none: { uid: 'n1' },
};

function setUp({ failSaveOf }: { failSaveOf?: string } = {}) {
  const stored = new Map<string, string>();
  let uploads = 0;
  const removed: string[] = [];
  const handler = uploadProductImageHandler({
    allowedOrigins: [siteOrigin],
    verifyIdToken: async (token) => {
      const claims = tokens[token];
      if (!claims) throw new Error('auth/argument-error');
      return claims;
    },
    store: {
      save: async (path, _bytes, contentType) => {
        if (failSaveOf && path.includes(failSaveOf)) throw new Error('quota exceeded');
        stored.set(path, contentType);
        return `https://files.example/${path}`;
      },
      remove: async (path) => {
        removed.push(path);
        stored.delete(path);
      },
    },
    now: () => 1732200000000,
    uniquePart: () => `u${(uploads += 1)}`,
  });
  const call = async (request: { method?: string; token?: string; origin?: string; file?: Buffer; filename?: string }) => {
    const { body, headers } = multipartBody(
      request.file ? [{ field: 'file', filename: request.filename ?? 'photo.jpg', bytes: request.file }] : [],
    );
    const { res, sent } = fakeResponse();
    await handler(
      {
        method: request.method ?? 'POST',
        headers: {
          ...headers,
          ...(request.token && { authorization: `Bearer ${request.token}` }),
          ...(request.origin && { origin: request.origin }),
        },
        rawBody: body,
      } as unknown as Request,
      res,
    );
    return sent;
  };
  return { call, stored, removed };
}

const jpeg = () =>
  sharp({ create: { width: 1000, height: 500, channels: 3, background: '#0b6e4f' } })
    .jpeg()
    .toBuffer();

describe('uploadProductImage', () => {
  it("stores an admin's JPEG and its three WebP thumbnails, and answers 201 with their URLs", async () => {
    const { call, stored } = setUp();
    const answer = await call({ token: 'admin', origin: siteOrigin, file: await jpeg(), filename: 'Boubou brodé.jpg' });
    expect(answer.status).toBe(201);
    expect(uploadedImageSchema.parse(answer.body)).toEqual({
      url: 'https://files.example/zzstoreImages/Boubou-brode-u1.jpg-1732200000000',
      thumbnails: {
        w200: 'https://files.example/zzstoreImages/thumbnails/Boubou-brode-u1.jpg-1732200000000-w200.webp',
        w400: 'https://files.example/zzstoreImages/thumbnails/Boubou-brode-u1.jpg-1732200000000-w400.webp',
        w800: 'https://files.example/zzstoreImages/thumbnails/Boubou-brode-u1.jpg-1732200000000-w800.webp',
      },
    });
    expect([...stored.values()]).toEqual(['image/jpeg', 'image/webp', 'image/webp', 'image/webp']);
    expect(answer.headers['Access-Control-Allow-Origin']).toBe(siteOrigin);
  });

  it('keeps both of two uploads with the same name in the same millisecond, each with its own bytes', async () => {
    const { call, stored } = setUp();
    const red = sharp({ create: { width: 300, height: 300, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    const answers = await Promise.all([
      call({ token: 'admin', file: await jpeg(), filename: 'sac.jpg' }),
      call({ token: 'admin', file: await red, filename: 'sac.jpg' }),
    ]);
    const urls = answers.map((answer) => uploadedImageSchema.parse(answer.body).url);
    expect(new Set(urls).size).toBe(2);
    expect(urls).toEqual([
      expect.stringMatching(/\/zzstoreImages\/sac-u\d\.jpg-1732200000000$/),
      expect.stringMatching(/\/zzstoreImages\/sac-u\d\.jpg-1732200000000$/),
    ]);
    expect(stored.size).toBe(8);
  });

  it.each([
    ['no token', { token: undefined }, 401],
    ['an invalid token', { token: 'forged' }, 401],
    ['a customer', { token: 'customer' }, 403],
    ['an account with no role', { token: 'none' }, 403],
    ['an admin claim on an unverified address', { token: 'unverifiedAdmin' }, 403],
  ])('refuses %s and stores nothing', async (_label, who, status) => {
    const { call, stored } = setUp();
    const answer = await call({ ...who, file: await jpeg() });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({
      error: expect.any(String),
      refusal: expect.stringMatching(/^(no-token|token-invalid|not-staff)$/),
    });
    expect(stored.size).toBe(0);
  });

  it('refuses text named .jpg with 415, and a pixel bomb with 422, storing nothing', async () => {
    const { call, stored } = setUp();
    const text = await call({ token: 'admin', file: Buffer.from('I am not a photo'), filename: 'photo.jpg' });
    expect([text.status, text.body]).toEqual([
      415,
      { error: 'Only JPEG, PNG or WebP images are accepted.', refusal: 'not-an-image' },
    ]);
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await call({ token: 'admin', file: bomb, filename: 'bomb.png' })).status).toBe(422);
    expect(stored.size).toBe(0);
  });

  it('refuses a file over 10 MB with 413 without reading it', async () => {
    const { call, stored } = setUp();
    const answer = await call({ token: 'admin', file: Buffer.alloc(10 * 1024 * 1024 + 1) });
    expect([answer.status, answer.body]).toEqual([
      413,
      { error: 'The image is larger than 10 MB.', refusal: 'too-large', values: { megabytes: 10 } },
    ]);
    expect(stored.size).toBe(0);
  });

  it('removes what it stored when one save fails, and answers 500', async () => {
    const { call, stored, removed } = setUp({ failSaveOf: 'w400' });
    const answer = await call({ token: 'admin', file: await jpeg() });
    expect(answer.status).toBe(500);
    expect(stored.size).toBe(0);
    expect(removed).toHaveLength(4);
  });

  it('answers a preflight from an allowed origin with the Authorization header allowed', async () => {
    const { call } = setUp();
    const answer = await call({ method: 'OPTIONS', origin: siteOrigin });
    expect(answer.status).toBe(204);
    expect(answer.headers).toMatchObject({
      'Access-Control-Allow-Origin': siteOrigin,
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    });
    const denied = await call({ method: 'OPTIONS', origin: 'https://evil.example' });
    expect(denied.headers['Access-Control-Allow-Origin']).toBeUndefined();
  });

  it('answers 405 to other methods', async () => {
    const { call } = setUp();
    const answer = await call({ method: 'GET', token: 'admin' });
    expect([answer.status, answer.headers.Allow]).toEqual([405, 'POST, OPTIONS']);
  });
});
