import type { Request, Response } from 'express';

type HttpFunction = (req: Request, res: Response) => unknown;

/**
 * The exported callables, loaded as Cloud Functions loads them, with ENFORCE_APP_CHECK as given: the
 * option is read when a function is defined, so each setting needs a fresh load.
 */
function loadFunctions(enforce: 'true' | 'false'): Record<string, HttpFunction> {
  process.env.ENFORCE_APP_CHECK = enforce;
  process.env.GCLOUD_PROJECT = 'kasuwa-unit';
  process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: 'kasuwa-unit', storageBucket: 'kasuwa-unit.firebasestorage.app' });
  let loaded: Record<string, HttpFunction> = {};
  jest.isolateModules(() => {
    loaded = jest.requireActual('./index');
  });
  return loaded;
}

/** A callable request as the SDK sends it, signed out and without an App Check token. */
async function callWithoutTokens(
  fn: HttpFunction,
  data: unknown = { email: 'awa@kasuwa.test' },
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const req = {
    method: 'POST',
    url: '/',
    headers,
    header: (name: string) => headers[name.toLowerCase()],
    get: (name: string) => headers[name.toLowerCase()],
    body: { data },
  };
  return new Promise((resolve) => {
    const answer = { status: 200, body: undefined as unknown };
    const res = {
      statusCode: 200,
      setHeader: () => res,
      getHeader: () => undefined,
      set: () => res,
      vary: () => res,
      on: () => res,
      status(code: number) {
        answer.status = code;
        res.statusCode = code;
        return res;
      },
      send(body: unknown) {
        answer.body = body;
        resolve(answer);
        return res;
      },
      json(body: unknown) {
        return res.send(body);
      },
      end(body?: unknown) {
        return res.send(body);
      },
    };
    void fn(req as unknown as Request, res as unknown as Response);
  });
}

const messageOf = (body: unknown) => (body as { error?: { message?: string } } | undefined)?.error?.message;
const appCheckCallables = [
  'placeOrder',
  'getReferralStats',
  'setUserRole',
  'listStaff',
  'findAccount',
  'setStock',
  'setLowStockDefault',
  'placePhoneOrder',
  'setOrderHolds',
  'findPhoneCustomers',
  'linkPhoneOrders',
  'receiveCash',
  'setCashSettings',
  'closeCashDay',
  'adjustCashClose',
  'recordReturn',
  'refundReturn',
  'setReturnSettings',
];

describe('ENFORCE_APP_CHECK', () => {
  afterEach(() => {
    delete process.env.ENFORCE_APP_CHECK;
  });

  it('makes the callables of the app and the console refuse a request without an App Check token', async () => {
    const functions = loadFunctions('true');
    for (const name of appCheckCallables) {
      const answer = await callWithoutTokens(functions[name] as HttpFunction);
      expect([name, answer.status, messageOf(answer.body)]).toEqual([name, 401, 'Unauthenticated']);
    }
  });

  it('off, lets the same requests reach the handlers, which answer for themselves', async () => {
    const functions = loadFunctions('false');
    for (const name of appCheckCallables) {
      const answer = await callWithoutTokens(functions[name] as HttpFunction);
      expect([name, messageOf(answer.body)]).not.toEqual([name, 'Unauthenticated']);
    }
  });

  it('never applies to setEmailVerified, which the public verify page calls without the SDK', async () => {
    // Input it refuses before any read: the answer is its own, not App Check's.
    const answer = await callWithoutTokens(loadFunctions('true').setEmailVerified as HttpFunction, { email: 'x' });
    expect(answer.status).toBe(400);
  });
});
