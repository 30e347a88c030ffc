import { fakeFirestore } from '../../../test/fake-firestore';
import { keepAction, queuedActions } from './queued-actions';
import { settleEarlierActions } from './send-or-queue';
import { queuedMove } from './test-support/queued-move';

/** Settling what an earlier load of the console recorded, against the fake Firestore (the real one: tests/e2e/offline-console.spec.ts). */
jest.mock('../../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('firebase/firestore', () => jest.requireActual('../../../test/fake-firestore').firestoreModule);

const minuteAgo = () => Date.now() - 60_000;
const move = (id: string, at = minuteAgo()) => queuedMove(id, at);

beforeEach(() => fakeFirestore.reset());
afterEach(() => localStorage.clear());

it('forgets the actions whose record is on the server, keeps the absent ones as refused, and waits for the young ones', async () => {
  for (const id of ['arrived-1', 'arrived-2', 'arrived-3']) {
    keepAction('staff-1', move(id));
    fakeFirestore.set(`zzstoreOrders/order-${id}/statusChanges`, id, { from: 'new', to: 'confirmed' });
  }
  keepAction('staff-1', move('refused'));
  // Recorded a moment ago: maybe still on its way into Firestore's queue.
  keepAction('staff-1', move('young', Date.now()));
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);

  expect(await settleEarlierActions('staff-1')).toBe(1);
  expect(queuedActions('staff-1').map((action) => [action.id, action.refused ?? false])).toEqual([
    ['refused', true],
    ['young', false],
  ]);
  expect(error).toHaveBeenCalledWith('The move of order order-refused was refused on arrival (it is not stored).');
  error.mockRestore();
});

it('waits while the phone is offline, asking the server nothing', async () => {
  keepAction('staff-1', move('a'));
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  expect(await settleEarlierActions('staff-1')).toBe(1);
  expect(fakeFirestore.documentsRead).toBe(0);
  jest.restoreAllMocks();
});
