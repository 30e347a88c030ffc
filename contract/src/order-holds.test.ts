import { defaultOpeningHours } from './opening-hours';
import { defaultOrderHolds, holdDuration, lapsedHoldReason, readOrderHolds, setOrderHoldsInputSchema } from './order-holds';

describe('order holds', () => {
  it('reads stored settings, ignoring who set them, and falls back to the defaults when they cannot be read', () => {
    expect(readOrderHolds({ holdMinutes: 90, perVariant: 5, inAll: 12, by: 'seed-admin' })).toEqual({
      holdMinutes: 90,
      perVariant: 5,
      inAll: 12,
      // Settings stored before the share of new customers and the opening hours have their defaults.
      newCustomerPercent: 50,
      openingHours: defaultOpeningHours,
    });
    expect(defaultOpeningHours).toEqual(Array.from({ length: 7 }, () => ({ opens: '08:00', closes: '20:00' })));
    for (const unreadable of [undefined, null, { holdMinutes: 0, perVariant: 5, inAll: 12 }, { holdMinutes: '4h' }]) {
      expect(readOrderHolds(unreadable)).toEqual(defaultOrderHolds);
    }
  });

  it('takes from staff only whole settings within bounds, nothing more', () => {
    expect(setOrderHoldsInputSchema.safeParse({ holdMinutes: 240, perVariant: 10, inAll: 30 }).success).toBe(true);
    for (const bad of [
      { holdMinutes: 240, perVariant: 10 },
      { holdMinutes: 240, perVariant: 10, inAll: 30, by: 'me' },
      { holdMinutes: 1.5, perVariant: 10, inAll: 30 },
      { holdMinutes: 8 * 24 * 60, perVariant: 10, inAll: 30 },
      { holdMinutes: 240, perVariant: 0, inAll: 30 },
      { holdMinutes: 240, perVariant: 10, inAll: 30, newCustomerPercent: 0 },
      { holdMinutes: 240, perVariant: 10, inAll: 30, newCustomerPercent: 101 },
      { holdMinutes: 240, perVariant: 10, inAll: 30, openingHours: [] },
    ]) {
      expect(setOrderHoldsInputSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('says a hold in French hours and minutes, and why the server cancelled an order', () => {
    expect([holdDuration(240), holdDuration(90), holdDuration(45), holdDuration(125)]).toEqual([
      '4 h',
      '1 h 30',
      '45 min',
      '2 h 05',
    ]);
    expect(lapsedHoldReason(240)).toBe('Non confirmée dans les 4 h : commande annulée, les articles sont remis en vente.');
  });
});
