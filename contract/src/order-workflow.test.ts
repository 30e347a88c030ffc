import { orderStatuses } from './schemas/order';
import { movesFrom, salesStatuses, statusIn } from './order-workflow';

describe('movesFrom', () => {
  it('moves an order through its delivery: out with a rider, delivered or failed at the door, out again or cancelled', () => {
    expect(movesFrom('new')).toEqual(['confirmed', 'cancelled']);
    expect(movesFrom('confirmed')).toEqual(['outForDelivery', 'delivered', 'cancelled']);
    expect(movesFrom('outForDelivery')).toEqual(['delivered', 'deliveryFailed']);
    expect(movesFrom('deliveryFailed')).toEqual(['outForDelivery', 'cancelled']);
  });

  const working = ['new', 'confirmed', 'outForDelivery', 'deliveryFailed'];
  it.each([...orderStatuses.filter((status) => !working.includes(status)), undefined, 'shipped', 'toString'])(
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
