import { createHash } from 'node:crypto';
import { collections } from '@kasuwa/contract/collections';
import { fakeFirestore } from '../../test/fake-firestore';
import { phoneOrderDraft } from '../../components/store/offline/test-support/phone-order-draft';
import { keepDraft, phoneOrderDrafts } from '../../components/store/offline/phone-order-drafts';
import { sendDrafts } from './send-drafts';

/**
 * The sender against a faked placePhoneOrder: answers in turn from `answers` (an error is thrown).
 * The real callable, its idempotence by request id and its stock, run in tests/integration.
 */
const mockCalls: { sent: unknown[]; answers: (Error | { orderId: string })[] } = { sent: [], answers: [] };
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('../../lib/firebase/functions', () => ({ functions: {} }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);
jest.mock('firebase/functions', () => ({
  httpsCallable: () => async (data: unknown) => {
    mockCalls.sent.push(data);
    const answer = mockCalls.answers.shift();
    if (answer instanceof Error) throw answer;
    return { data: { number: 7, status: 'new', items: [], total: 30_000, attachedTo: 'phone', ...answer } };
  },
}));

const refusal = (code: string, message: string, details?: object) =>
  Object.assign(new Error(message), { code: `functions/${code}`, ...(details && { details }) });

const draft = (requestId: string, at: number) => phoneOrderDraft(requestId, { at });

beforeEach(() => {
  fakeFirestore.reset();
  mockCalls.sent = [];
  mockCalls.answers = [];
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

it('sends the waiting drafts oldest first, each with its request id, and forgets those placed', async () => {
  keepDraft('staff-1', draft('second', 2));
  keepDraft('staff-1', draft('first', 1));
  keepDraft('staff-1', { ...draft('refused-before', 0), toCheck: 'Épuisé.' });
  mockCalls.answers = [{ orderId: 'req-1' }, { orderId: 'req-2' }];
  await sendDrafts('staff-1');
  expect(mockCalls.sent.map((request) => (request as { requestId: string }).requestId)).toEqual(['first', 'second']);
  expect(phoneOrderDrafts('staff-1').map((kept) => kept.requestId)).toEqual(['refused-before']);
});

it('puts a draft the server refuses in the list to check, with its reason, and goes on with the next', async () => {
  keepDraft('staff-1', draft('stock-gone', 1));
  keepDraft('staff-1', draft('fine', 2));
  const soldOut = { refusal: 'sold-out', values: { item: 'Boubou brodé (M)' } };
  mockCalls.answers = [refusal('failed-precondition', 'Sold out: Boubou brodé (M). [400]', soldOut), { orderId: 'req-2' }];
  const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await sendDrafts('staff-1');
  // The codes kept, for the list to check to say the refusal in the console's language (draft-refusal.tsx);
  // the function's English only in the log.
  expect(warned).toHaveBeenCalledWith(
    expect.stringContaining('stock-gone'),
    expect.objectContaining({ message: expect.stringContaining('Sold out') }),
  );
  expect(phoneOrderDrafts('staff-1')).toEqual([{ ...draft('stock-gone', 1), toCheck: 'failed-precondition', refused: soldOut }]);
});

it('forgets a refused draft whose order is on the server: its first answer was lost, the retry refused', async () => {
  keepDraft('staff-1', draft('placed-before', 1));
  const orderId = `req-${createHash('sha256').update('staff-1\u0000placed-before').digest('hex').slice(0, 40)}`;
  fakeFirestore.set(collections.orders, orderId, { status: 'new' });
  mockCalls.answers = [refusal('not-found', 'This product is no longer sold.')];
  await sendDrafts('staff-1');
  expect(phoneOrderDrafts('staff-1')).toEqual([]);
});

it('stops at a call that does not reach the server, keeping every draft waiting for the next round', async () => {
  keepDraft('staff-1', draft('first', 1));
  keepDraft('staff-1', draft('second', 2));
  mockCalls.answers = [refusal('internal', 'internal')];
  await expect(sendDrafts('staff-1')).rejects.toThrow('internal');
  expect(mockCalls.sent).toHaveLength(1);
  expect(phoneOrderDrafts('staff-1').map((kept) => [kept.requestId, kept.toCheck])).toEqual([
    ['first', undefined],
    ['second', undefined],
  ]);
});
