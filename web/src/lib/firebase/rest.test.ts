import { callAuth, callFunction, FirebaseRestError } from './rest';

// The build's settings as the emulators' build has them.
jest.mock('../env', () => ({
  env: {
    firebase: { apiKey: 'demo-api-key', projectId: 'demo-kasuwa' },
    emulators: { auth: { host: '127.0.0.1', port: 9099 }, functions: { host: '127.0.0.1', port: 5001 } },
  },
}));

const answers: { status: number; body: unknown }[] = [];
const requests: { url: string; body: unknown }[] = [];
let offline = false;

beforeEach(() => {
  answers.length = 0;
  requests.length = 0;
  offline = false;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    requests.push({ url, body: JSON.parse(init?.body as string) });
    if (offline) throw new TypeError('Failed to fetch');
    const { status, body } = answers.shift() ?? { status: 500, body: null };
    return { ok: status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
});

const failure = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: FirebaseRestError) => ({ code: error.code, message: error.message }),
  );

describe('callAuth', () => {
  it('posts to the Auth emulator’s Identity Toolkit with the API key', async () => {
    answers.push({ status: 200, body: { email: 'awa@kasuwa.test', requestType: 'VERIFY_EMAIL' } });
    await expect(callAuth('accounts:resetPassword', { oobCode: 'abc' })).resolves.toEqual({
      email: 'awa@kasuwa.test',
      requestType: 'VERIFY_EMAIL',
    });
    expect(requests).toEqual([
      {
        url: 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key',
        body: { oobCode: 'abc' },
      },
    ]);
  });

  it.each([
    ['EXPIRED_OOB_CODE', 'auth/expired-action-code'],
    ['INVALID_OOB_CODE', 'auth/invalid-action-code'],
    ['USER_DISABLED', 'auth/user-disabled'],
    ['TOO_MANY_ATTEMPTS_TRY_LATER : slow down', 'auth/internal-error'],
  ])('names Auth’s %s as the SDK would (%s)', async (message, code) => {
    answers.push({ status: 400, body: { error: { code: 400, message } } });
    expect(await failure(callAuth('accounts:update', { oobCode: 'x' }))).toEqual({ code, message });
  });

  it('calls a failed connection a network failure', async () => {
    offline = true;
    expect((await failure(callAuth('accounts:update', { oobCode: 'x' })))?.code).toBe('auth/network-request-failed');
  });
});

describe('callFunction', () => {
  it('posts { data } to the Functions emulator and answers the result', async () => {
    answers.push({ status: 200, body: { result: { ok: true } } });
    await expect(callFunction('setEmailVerified', { email: 'awa@kasuwa.test' })).resolves.toEqual({ ok: true });
    expect(requests).toEqual([
      { url: 'http://127.0.0.1:5001/demo-kasuwa/europe-west1/setEmailVerified', body: { data: { email: 'awa@kasuwa.test' } } },
    ]);
  });

  it('answers a refusal with its code and message, and an unreadable answer as internal', async () => {
    answers.push({ status: 429, body: { error: { status: 'RESOURCE_EXHAUSTED', message: 'Too many requests' } } });
    expect(await failure(callFunction('setEmailVerified', {}))).toEqual({
      code: 'functions/resource-exhausted',
      message: 'Too many requests',
    });
    answers.push({ status: 502, body: null });
    expect((await failure(callFunction('setEmailVerified', {})))?.code).toBe('functions/internal');
  });
});
