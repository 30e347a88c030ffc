import { defaultOrderHolds } from '@kasuwa/contract/order-holds';
import type { OrderItem } from '@kasuwa/contract/schemas';
import { heldOrderOf, heldUnitsAt, holdsTooMuch } from './held-units';

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
    expect(holdsTooMuch(new Map(), [line('pagne', 2)], { holdMinutes: 60, perVariant: 1, inAll: 5 })).toBe(true);
  });
});
