import { defaultOrderHolds } from '@kasuwa/contract/order-holds';
import type { OrderItem } from '@kasuwa/contract/schemas';
import { heldOrderOf, heldUnitsAt, holdsTooMuch, newCustomersHoldId, passesNewCustomerShare } from './held-units';

const line = (productId: string, quantity: number, size?: string): OrderItem => ({
  productId,
  title: productId,
  price: 1_000,
  quantity,
  ...(size && { size }),
});

const now = 1_000_000;
const stored = (...orders: { id: string; lines: OrderItem[]; until: number }[]) => ({
  orders: Object.fromEntries(orders.map(({ id, lines, until }) => [id, heldOrderOf(lines, until)])),
});

describe('held units', () => {
  it('counts the units of the customer’s orders whose hold has not ended, per variant, and names the ended ones', () => {
    const held = heldUnitsAt(
      stored(
        { id: 'a', lines: [line('pagne', 4, 'M')], until: now + 1 },
        { id: 'b', lines: [line('pagne', 3, 'M'), line('savon', 10), line('pagne', 1, 'M')], until: now + 60_000 },
        { id: 'old', lines: [line('pagne', 9, 'M')], until: now },
      ),
      now,
    );
    expect(Object.fromEntries(held.units)).toEqual({ 'pagne:M:': 8, 'savon::': 10 });
    expect(held.ended).toEqual(['old']);
    expect(held.latest).toBe(now + 60_000);
  });

  it('reads nothing from a missing or malformed document', () => {
    for (const malformed of [undefined, null, {}, { orders: 'x' }, { orders: { a: null, b: { until: 'soon' } } }]) {
      expect(Object.fromEntries(heldUnitsAt(malformed, now).units)).toEqual({});
    }
    const odd = heldUnitsAt({ orders: { a: { until: now + 5, units: { x: -4, y: 2.5, z: 3 } } } }, now);
    expect(Object.fromEntries(odd.units)).toEqual({ x: 0, y: 0, z: 3 });
  });

  it('allows up to the units of one variant and in all, the new order’s lines included', () => {
    const held = new Map([
      ['pagne:M:', 7],
      ['savon::', 10],
    ]);
    expect(holdsTooMuch(held, [line('pagne', 3, 'M')], defaultOrderHolds)).toBe(false);
    expect(holdsTooMuch(held, [line('pagne', 4, 'M')], defaultOrderHolds)).toBe(true);
    // Another size is another variant; two lines of one variant add up.
    expect(holdsTooMuch(held, [line('pagne', 9, 'L')], defaultOrderHolds)).toBe(false);
    expect(holdsTooMuch(held, [line('pagne', 6, 'L'), line('pagne', 5, 'L')], defaultOrderHolds)).toBe(true);
    expect(holdsTooMuch(held, [line('pagne', 10, 'L'), line('the', 4)], defaultOrderHolds)).toBe(true);
    expect(holdsTooMuch(new Map(), [line('pagne', 11)], defaultOrderHolds)).toBe(true);
    expect(holdsTooMuch(new Map(), [line('pagne', 2)], { ...defaultOrderHolds, perVariant: 1, inAll: 5 })).toBe(true);
  });
});

describe('new customers’ share of a variant', () => {
  const half = { newCustomerPercent: 50 };

  it('lets new customers together hold half of what is not held by known customers, rounded up', () => {
    // Six units free: three throwaway accounts asking two each get the first three units, not more.
    expect(passesNewCustomerShare({ quantity: 2 }, 0, 6, half)).toBe(true);
    expect(passesNewCustomerShare({ quantity: 1 }, 2, 4, half)).toBe(true);
    expect(passesNewCustomerShare({ quantity: 1 }, 3, 3, half)).toBe(false);
    expect(passesNewCustomerShare({ quantity: 4 }, 0, 6, half)).toBe(false);
    // Rounded up: the last unit of a variant may go to a new customer.
    expect(passesNewCustomerShare({ quantity: 1 }, 0, 1, half)).toBe(true);
    expect(passesNewCustomerShare({ quantity: 6 }, 0, 6, { newCustomerPercent: 100 })).toBe(true);
  });

  it('keeps no share of a variant the shop does not count, and leaves what the stock cannot serve to the stock', () => {
    expect(passesNewCustomerShare({ quantity: 99 }, 0, undefined, half)).toBe(true);
    // Sold out: the stock's own refusal ("Épuisé") is the one the shopper reads.
    expect(passesNewCustomerShare({ quantity: 1 }, 1, 0, { newCustomerPercent: 100 })).toBe(true);
  });

  it('keeps its entries apart from any account’s', () => {
    expect(newCustomersHoldId('pagne:M:')).toBe('new-customers:pagne:M:');
  });
});
