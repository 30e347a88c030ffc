import { orderStatuses } from './schemas/order';
import { movesFrom, salesStatuses, statusIn } from './order-workflow';

describe('movesFrom', () => {
  it('moves new on to confirmed or cancelled, and confirmed on to delivered or cancelled', () => {
    expect(movesFrom('new')).toEqual(['confirmed', 'cancelled']);
    expect(movesFrom('confirmed')).toEqual(['delivered', 'cancelled']);
  });

  it.each([...orderStatuses.filter((status) => status !== 'new' && status !== 'confirmed'), undefined, 'shipped', 'toString'])(
    'moves nothing on from %s',
    (status) => {
      expect(movesFrom(status)).toEqual([]);
    },
  );
});

describe('statusIn', () => {
  it('tells whether a stored status, whatever it holds, is in a set of the contract', () => {
    expect(statusIn(salesStatuses, 'confirmed')).toBe(true);
    expect(statusIn(salesStatuses, 'cancelled')).toBe(false);
    for (const stored of [undefined, null, 3, ['new']]) expect(statusIn(salesStatuses, stored)).toBe(false);
  });
});
