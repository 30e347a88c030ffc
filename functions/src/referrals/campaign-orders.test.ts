import { campaignOrderEvents, orderDaysIn, yearsOf } from './campaign-orders';

const at = (iso: string) => ({ toMillis: () => Date.parse(iso) });
const order = (status: string, extra: object = {}) => ({
  status,
  campaign: 'affiche-wadata',
  total: 8_250,
  createdAt: at('2026-11-24T23:30:00Z'),
  ...extra,
});

describe('campaignOrderEvents', () => {
  it('counts an order placed, on the Niamey day it was placed, and once delivered with its total', () => {
    expect(campaignOrderEvents(undefined, order('new'))).toEqual([
      { kind: 'placed', code: 'affiche-wadata', day: '2026-11-25', total: 8_250 },
    ]);
    expect(campaignOrderEvents(order('pending'), order('new'))).toHaveLength(1);
    expect(campaignOrderEvents(order('confirmed'), order('delivered'))).toEqual([
      { kind: 'delivered', code: 'affiche-wadata', day: '2026-11-25', total: 8_250 },
    ]);
  });

  it('takes back an order cancelled, by staff or when its hold ran out, once', () => {
    for (const from of ['new', 'confirmed']) {
      expect(campaignOrderEvents(order(from), order('cancelled'))).toEqual([
        { kind: 'cancelled', code: 'affiche-wadata', day: '2026-11-25', total: 8_250 },
      ]);
    }
    expect(campaignOrderEvents(order('cancelled'), order('cancelled', { cancelReason: 'Toujours annulée' }))).toEqual([]);
  });

  it('counts nothing for other moves, orders without a campaign, a code not a code, or a deletion', () => {
    expect(campaignOrderEvents(order('new'), order('confirmed'))).toEqual([]);
    expect(campaignOrderEvents(order('delivered'), order('delivered'))).toEqual([]);
    expect(campaignOrderEvents(order('pending'), order('rejected'))).toEqual([]);
    expect(campaignOrderEvents(undefined, order('new', { campaign: undefined }))).toEqual([]);
    expect(campaignOrderEvents(undefined, order('new', { campaign: 'pas un code' }))).toEqual([]);
    expect(campaignOrderEvents(order('new'), undefined)).toEqual([]);
  });
});

describe('orderDaysIn and yearsOf', () => {
  it('reads the days of the range, oldest first, damaged counts as 0', () => {
    const days = {
      '2026-11-25': { orders: 2, delivered: 1, deliveredTotal: 8_250 },
      '2026-11-01': { orders: 1, delivered: 0, deliveredTotal: 'x' },
      '2026-10-01': { orders: 5, delivered: 5, deliveredTotal: 1 },
    };
    expect(orderDaysIn(days, '2026-10-27', '2026-11-25')).toEqual([
      { day: '2026-11-01', orders: 1, delivered: 0, deliveredTotal: 0 },
      { day: '2026-11-25', orders: 2, delivered: 1, deliveredTotal: 8_250 },
    ]);
    expect(orderDaysIn(null, '2026-01-01', '2026-12-31')).toEqual([]);
  });

  it('gives the years a range touches', () => {
    expect(yearsOf('2026-10-01', '2026-12-31')).toEqual(['2026']);
    expect(yearsOf('2026-12-01', '2027-02-28')).toEqual(['2026', '2027']);
  });
});
