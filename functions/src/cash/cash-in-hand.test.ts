import { Timestamp } from 'firebase-admin/firestore';
import { heldEntryOf, sameHeld } from './cash-in-hand';

const at = Timestamp.fromMillis(Date.UTC(2026, 10, 27, 9));
const cash = { payment: 'cash', total: 12_500, cashHolder: 'rider-1', cashSince: at };

describe('heldEntryOf', () => {
  it('counts a cash payment someone holds, with its total and since when', () => {
    expect(heldEntryOf(cash)).toEqual({ holder: 'rider-1', entry: { amount: 12_500, since: at } });
  });

  it('counts nothing for Mobile Money, an unpaid order, cash closed (no holder) or no order', () => {
    for (const order of [
      { ...cash, payment: 'mobile-money' },
      { ...cash, payment: undefined },
      { ...cash, cashHolder: null },
      { ...cash, cashHolder: '' },
      undefined,
    ]) {
      expect(heldEntryOf(order)).toBeNull();
    }
  });

  it('reads a damaged total as nothing and a missing time as the payment’s, or as long ago (flagged)', () => {
    expect(heldEntryOf({ ...cash, total: 'lots' })?.entry.amount).toBe(0);
    expect(heldEntryOf({ ...cash, cashSince: undefined, paidAt: at })?.entry.since).toEqual(at);
    expect(heldEntryOf({ ...cash, cashSince: undefined })?.entry.since.toMillis()).toBe(0);
  });
});

describe('sameHeld', () => {
  it('tells a change of holder, amount or time from an event that leaves the cash as it was', () => {
    const held = heldEntryOf(cash);
    expect(sameHeld(held, heldEntryOf({ ...cash, status: 'delivered' }))).toBe(true);
    expect(sameHeld(null, null)).toBe(true);
    for (const other of [
      { ...cash, cashHolder: 'seller-1' },
      { ...cash, total: 13_000 },
      { ...cash, cashSince: Timestamp.fromMillis(at.toMillis() + 1) },
      undefined,
    ]) {
      expect(sameHeld(held, heldEntryOf(other))).toBe(false);
    }
  });
});
