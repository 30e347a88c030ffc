import { profileRoleOnServer } from './profile-role';

// The build's settings as the emulators' build has them; the server's answers are faked.
jest.mock('../env', () => ({
  env: {
    firebase: { apiKey: 'demo-api-key', projectId: 'demo-kasuwa' },
    emulators: { firestore: { host: '127.0.0.1', port: 8080 } },
  },
}));

const requests: { url: string; init?: RequestInit }[] = [];
let answer: { status: number; body?: unknown } | 'offline';

beforeEach(() => {
  requests.length = 0;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    requests.push({ url, init });
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const { status, body } = answer;
    return { ok: status < 300, status, json: async () => body } as Response;
  }) as typeof fetch;
});

describe('profileRoleOnServer', () => {
  it('reads users/{uid} on the server with the ID token, and gives its role', async () => {
    answer = {
      status: 200,
      body: { name: '…/users/u1', fields: { role: { stringValue: 'seller' }, email: { stringValue: 'a@b' } } },
    };
    await expect(profileRoleOnServer('u1', 'id-token')).resolves.toEqual({ role: 'seller' });
    expect(requests).toEqual([
      {
        url: 'http://127.0.0.1:8080/v1/projects/demo-kasuwa/databases/(default)/documents/users/u1',
        init: { headers: { Authorization: 'Bearer id-token' }, cache: 'no-store' },
      },
    ]);
  });

  it.each([
    ['no profile', { status: 404 }, { role: null }],
    ['a profile without a role', { status: 200, body: { fields: {} } }, { role: null }],
    ['a read the rules refuse', { status: 403 }, 'refused'],
    ['a token the server does not take', { status: 401 }, 'refused'],
  ])('answers %s', async (_case, given, expected) => {
    answer = given;
    await expect(profileRoleOnServer('u1', 'id-token')).resolves.toEqual(expected);
  });

  it('rejects when the server cannot be asked or fails', async () => {
    answer = 'offline';
    await expect(profileRoleOnServer('u1', 'id-token')).rejects.toThrow('Failed to fetch');
    answer = { status: 503 };
    await expect(profileRoleOnServer('u1', 'id-token')).rejects.toThrow('HTTP 503');
  });
});
