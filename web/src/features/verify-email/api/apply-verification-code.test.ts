import { applyVerificationCode, NotAVerificationCodeError } from './apply-verification-code';

const mockCalls: string[] = [];
const mockAuth: { currentUser: object | null; authStateReady: () => Promise<void> } = {
  currentUser: null,
  authStateReady: async () => undefined,
};
let mockInfo = { operation: 'VERIFY_EMAIL', data: { email: 'awa@kasuwa.test' as string | null } };

jest.mock('../../../lib/firebase/auth', () => ({
  get auth() {
    return mockAuth;
  },
}));
jest.mock('firebase/auth', () => ({
  ActionCodeOperation: { VERIFY_EMAIL: 'VERIFY_EMAIL' },
  checkActionCode: async (_auth: unknown, code: string) => {
    mockCalls.push(`check ${code}`);
    return mockInfo;
  },
  applyActionCode: async (_auth: unknown, code: string) => void mockCalls.push(`apply ${code}`),
  reload: async () => void mockCalls.push('reload'),
}));

beforeEach(() => {
  mockCalls.length = 0;
  mockAuth.currentUser = null;
  mockInfo = { operation: 'VERIFY_EMAIL', data: { email: 'awa@kasuwa.test' } };
});

describe('applyVerificationCode', () => {
  it('reads the email before applying the code, for a visitor who is not signed in', async () => {
    await expect(applyVerificationCode('abc')).resolves.toEqual({ email: 'awa@kasuwa.test' });
    expect(mockCalls).toEqual(['check abc', 'apply abc']);
  });

  it('reloads the signed-in user after applying the code', async () => {
    mockAuth.currentUser = { uid: 'u1' };
    await applyVerificationCode('abc');
    expect(mockCalls).toEqual(['check abc', 'apply abc', 'reload']);
  });

  it('refuses a code of another kind without applying it', async () => {
    mockInfo = { operation: 'PASSWORD_RESET', data: { email: 'awa@kasuwa.test' } };
    await expect(applyVerificationCode('reset')).rejects.toBeInstanceOf(NotAVerificationCodeError);
    expect(mockCalls).toEqual(['check reset']);
  });
});
