import { orderStatuses } from './schemas/order';
import { movesFrom } from './order-workflow';

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
