import { cashFlagsOf, readCashSettings } from './cash';
import { readCashInHand } from './records';

const timestamp = (date: Date) => ({ toMillis: () => date.getTime() });
const now = Date.UTC(2026, 10, 27, 12);
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000);

describe('readCashInHand', () => {
  it('sums the payments held and keeps the oldest time, counting an unreadable entry as nothing', () => {
    const held = readCashInHand('rider-1', {
      orders: {
        a: { amount: 15_000, since: timestamp(hoursAgo(3)) },
        b: { amount: 20_000, since: timestamp(hoursAgo(5)) },
        c: { amount: 'lots', since: timestamp(hoursAgo(50)) },
        d: 'nothing',
      },
      email: ' moussa@kasuwa.test ',
      role: 'rider',
    });
    expect(held).toEqual({
      holder: 'rider-1',
      email: 'moussa@kasuwa.test',
      role: 'rider',
      amount: 35_000,
      orders: 2,
      since: hoursAgo(5),
    });
    expect(readCashInHand('x', null)).toEqual({
      holder: 'x',
      email: undefined,
      role: undefined,
      amount: 0,
      orders: 0,
      since: undefined,
    });
  });
});

describe('cashFlagsOf', () => {
  const held = (amount: number, hours: number) =>
    readCashInHand('h', { orders: { a: { amount, since: timestamp(hoursAgo(hours)) } } });

  it("flags a rider over the shop's amount, never another role, and anyone's cash past 24 h", () => {
    expect(cashFlagsOf(held(60_001, 1), { isRider: true, riderMax: 60_000 }, now)).toEqual({ tooMuch: true, tooOld: false });
    expect(cashFlagsOf(held(60_000, 1), { isRider: true, riderMax: 60_000 }, now)).toEqual({ tooMuch: false, tooOld: false });
    expect(cashFlagsOf(held(500_000, 1), { isRider: false, riderMax: 60_000 }, now)).toEqual({ tooMuch: false, tooOld: false });
    expect(cashFlagsOf(held(1_000, 24.1), { isRider: false, riderMax: 60_000 }, now)).toEqual({ tooMuch: false, tooOld: true });
    expect(cashFlagsOf(held(1_000, 23.9), { isRider: false, riderMax: 60_000 }, now).tooOld).toBe(false);
  });
});

describe('readCashSettings', () => {
  it('reads the stored amount, or 100,000 F CFA when none is stored or it cannot be read', () => {
    expect(readCashSettings({ riderMax: 75_000, by: 'u', updatedAt: {} })).toEqual({ riderMax: 75_000 });
    for (const stored of [undefined, {}, { riderMax: 10 }, { riderMax: '75000' }]) {
      expect(readCashSettings(stored)).toEqual({ riderMax: 100_000 });
    }
  });
});
