import { readOrder } from '@kasuwa/contract/records';
import type { OrderRecord } from './api/live-orders';
import { filterFromSearch, filterOrders, salesTotals, searchFromFilter } from './order-filters';

/** An order placed at `instant` (UTC); Niamey is an hour ahead. */
const order = (id: string, instant: string | undefined, status = 'new', total = 1000): OrderRecord => ({
  id,
  ...readOrder({ status, total, items: [] }),
  createdAt: instant === undefined ? undefined : new Date(instant),
});

describe('filterOrders', () => {
  const orders = [
    order('sunday-night', '2026-11-22T22:30:00Z'),
    order('after-midnight', '2026-11-22T23:30:00Z'),
    order('monday', '2026-11-23T09:00:00Z', 'confirmed'),
    order('tuesday', '2026-11-24T09:00:00Z', 'cancelled'),
    order('undated', undefined),
  ];
  const ids = (filter: Parameters<typeof filterOrders>[1]) => filterOrders(orders, filter).map(({ id }) => id);

  it('keeps every order without a filter, and those of a status with one', () => {
    expect(ids({})).toEqual(['sunday-night', 'after-midnight', 'monday', 'tuesday', 'undated']);
    expect(ids({ status: 'new' })).toEqual(['sunday-night', 'after-midnight', 'undated']);
    expect(ids({ status: 'delivered' })).toEqual([]);
  });

  it('counts days as Niamey lives them, both ends included, and leaves undated orders out of a day range', () => {
    // Niamey is UTC+1: Monday starts at 23:00 UTC on Sunday.
    expect(ids({ from: '2026-11-23' })).toEqual(['after-midnight', 'monday', 'tuesday']);
    expect(ids({ from: '2026-11-23', to: '2026-11-23' })).toEqual(['after-midnight', 'monday']);
    expect(ids({ to: '2026-11-22' })).toEqual(['sunday-night']);
    expect(ids({ status: 'cancelled', from: '2026-11-24' })).toEqual(['tuesday']);
  });
});

describe('the filter in the address', () => {
  it('reads status and days, and leaves out malformed days', () => {
    expect(filterFromSearch(new URLSearchParams('status=new&from=2026-11-01&to=yesterday'))).toEqual({
      status: 'new',
      from: '2026-11-01',
      to: undefined,
    });
    expect(filterFromSearch(new URLSearchParams(''))).toEqual({ status: undefined, from: undefined, to: undefined });
  });

  it('writes only what is set', () => {
    expect(searchFromFilter({ status: 'confirmed', from: undefined, to: '2026-11-23' }).toString()).toBe(
      'status=confirmed&to=2026-11-23',
    );
  });
});

describe('salesTotals', () => {
  // Wednesday 25 November 2026, 10:00 in Niamey.
  const now = new Date('2026-11-25T09:00:00Z');

  it('sums today and this week from Monday, sales only', () => {
    const orders = [
      order('today', '2026-11-25T08:00:00Z', 'new', 45000),
      order('today-delivered', '2026-11-24T23:30:00Z', 'delivered', 5000),
      order('monday', '2026-11-23T07:00:00Z', 'confirmed', 12000),
      order('sunday', '2026-11-22T12:00:00Z', 'delivered', 99000),
      order('cancelled', '2026-11-25T08:00:00Z', 'cancelled', 70000),
      order('rejected', '2026-11-25T08:00:00Z', 'rejected', 70000),
      order('undated', undefined, 'new', 70000),
    ];
    expect(salesTotals(orders, now)).toEqual({
      today: { orders: 2, total: 50000 },
      week: { orders: 3, total: 62000 },
    });
  });

  it('counts nothing in a week without sales', () => {
    expect(salesTotals([], now)).toEqual({ today: { orders: 0, total: 0 }, week: { orders: 0, total: 0 } });
  });
});
