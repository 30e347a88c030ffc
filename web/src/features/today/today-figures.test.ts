import { cashGlance, changeText, salesDaysOf, salesGlance } from './today-figures';

const day = (amount: number, orders: number, hours: Record<string, { orders: number; amount: number }>) => ({
  orders,
  amount,
  units: orders,
  hours,
});

describe('salesGlance', () => {
  it("reads today's and the same weekday's summaries of last week", () => {
    expect(salesDaysOf('2026-12-06')).toEqual({ today: '2026-12-06', lastWeek: '2026-11-29' });
    expect(salesDaysOf('2026-03-03')).toEqual({ today: '2026-03-03', lastWeek: '2026-02-24' });
  });

  it("says today's net sales as the reports page does, and last week's by this hour and in all", () => {
    const today = day(42_500, 3, { '08': { orders: 1, amount: 12_500 }, '10': { orders: 2, amount: 40_000 } });
    const lastWeek = day(90_000, 5, {
      '09': { orders: 1, amount: 20_000 },
      '10': { orders: 1, amount: 5_000 },
      '11': { orders: 3, amount: 65_000 },
    });
    expect(salesGlance('2026-12-06', today, lastWeek, '10')).toEqual({
      today: { orders: 3, amount: 42_500 },
      lastWeek: { orders: 5, amount: 90_000 },
      // Placed includes what was cancelled since: the hours keep what was placed.
      placedByNow: { orders: 3, amount: 52_500 },
      lastWeekByNow: { orders: 2, amount: 25_000 },
      change: 110,
    });
  });

  it('counts a day without a summary as nothing sold, and no change against nothing', () => {
    const glance = salesGlance('2026-12-06', null, undefined, '23');
    expect(glance.today).toEqual({ orders: 0, amount: 0 });
    expect(glance.lastWeekByNow).toEqual({ orders: 0, amount: 0 });
    expect(glance.change).toBeNull();
  });

  it('writes a change as the reports page does, the percent sign held to its number', () => {
    expect(changeText(110)).toBe('+110\u00a0%');
    expect(changeText(-8)).toBe('−8\u00a0%');
    expect(changeText(0)).toBe('0\u00a0%');
  });
});

describe('cashGlance', () => {
  it('lists who holds cash, the most first, with the sum; nobody holding nothing', () => {
    const people = [
      { holder: 'a', email: 'a@kasuwa.test', amount: 5_000, orders: 1 },
      { holder: 'b', email: 'b@kasuwa.test', amount: 0, orders: 0 },
      { holder: 'c', email: undefined, amount: 30_000, orders: 2 },
      // A refund paid out of these hands: negative, no order held, still theirs to account for.
      { holder: 'd', email: 'd@kasuwa.test', amount: -2_000, orders: 0 },
    ];
    expect(cashGlance(people)).toEqual({ people: [people[2], people[0], people[3]], total: 33_000 });
  });
});
