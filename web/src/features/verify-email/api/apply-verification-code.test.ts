import { applyVerificationCode, NotAVerificationCodeError } from './apply-verification-code';
import { setEmailVerified } from './set-email-verified';

const mockCalls: string[] = [];
let mockInfo: { email?: string; requestType?: string } = { email: 'awa@kasuwa.test', requestType: 'VERIFY_EMAIL' };
let mockFunctionFailures = 0;

// The REST boundary is faked; the real Auth and function run in tests/e2e/verify-email.spec.ts.
jest.mock('../../../lib/firebase/rest', () => ({
  callAuth: async (method: string, body: { oobCode: string }) => {
    mockCalls.push(`${method} ${body.oobCode}`);
    return method === 'accounts:resetPassword' ? mockInfo : {};
  },
  callFunction: async (name: string, data: unknown) => {
    mockCalls.push(`${name} ${JSON.stringify(data)}`);
    if (mockFunctionFailures > 0) {
      mockFunctionFailures -= 1;
      throw new Error('unavailable');
    }
    return { ok: true };
  },
}));

beforeEach(() => {
  mockCalls.length = 0;
  mockInfo = { email: 'awa@kasuwa.test', requestType: 'VERIFY_EMAIL' };
  mockFunctionFailures = 0;
});

describe('applyVerificationCode', () => {
  it('reads the email before applying the code, for a visitor who is not signed in', async () => {
    await expect(applyVerificationCode('abc')).resolves.toEqual({ email: 'awa@kasuwa.test' });
    expect(mockCalls).toEqual(['accounts:resetPassword abc', 'accounts:update abc']);
  });

  it('refuses a code of another kind without applying it', async () => {
    mockInfo = { email: 'awa@kasuwa.test', requestType: 'PASSWORD_RESET' };
    await expect(applyVerificationCode('reset')).rejects.toBeInstanceOf(NotAVerificationCodeError);
    expect(mockCalls).toEqual(['accounts:resetPassword reset']);
  });
});

describe('setEmailVerified', () => {
  const waits: number[] = [];
  const wait = async (ms: number) => void waits.push(ms);
  beforeEach(() => {
    waits.length = 0;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('calls the function once when it answers', async () => {
    await expect(setEmailVerified('awa@kasuwa.test', wait)).resolves.toEqual({ ok: true });
    expect(mockCalls).toEqual(['setEmailVerified {"email":"awa@kasuwa.test"}']);
    expect(waits).toEqual([]);
  });

  it('tries three times more, 1, 2 and 4 s apart, then gives up with the last failure', async () => {
    mockFunctionFailures = 4;
    await expect(setEmailVerified('awa@kasuwa.test', wait)).rejects.toThrow('unavailable');
    expect(mockCalls).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('stops trying once a retry answers', async () => {
    mockFunctionFailures = 2;
    await expect(setEmailVerified('awa@kasuwa.test', wait)).resolves.toEqual({ ok: true });
    expect(waits).toEqual([1000, 2000]);
  });
});
