import { defaultOrderHolds } from '@kasuwa/contract/order-holds';
import type { OrderItem } from '@kasuwa/contract/schemas';
import { holdsTooMuch } from './held-units';

const line = (productId: string, quantity: number, size?: string): OrderItem => ({
  productId,
  title: productId,
  price: 1_000,
  quantity,
  ...(size && { size }),
});

describe('holdsTooMuch', () => {
  it('allows up to the units of one variant and in all, across the customer’s unconfirmed orders', () => {
    const held = [{ items: [line('pagne', 4, 'M')] }, { items: [line('pagne', 3, 'M'), line('savon', 10)] }];
    expect(holdsTooMuch(held, [line('pagne', 3, 'M')], defaultOrderHolds)).toBe(false);
    expect(holdsTooMuch(held, [line('pagne', 4, 'M')], defaultOrderHolds)).toBe(true);
    // Another size is another variant.
    expect(holdsTooMuch(held, [line('pagne', 9, 'L')], defaultOrderHolds)).toBe(false);
    expect(holdsTooMuch(held, [line('pagne', 10, 'L'), line('the', 4)], defaultOrderHolds)).toBe(true);
  });

  it('counts a new order alone against the settings, and ignores lines it cannot read', () => {
    expect(holdsTooMuch([], [line('pagne', 11)], defaultOrderHolds)).toBe(true);
    expect(holdsTooMuch([], [line('pagne', 2)], { holdMinutes: 60, perVariant: 1, inAll: 5 })).toBe(true);
    expect(
      holdsTooMuch(
        [{ items: 'junk' }, null, { items: [{ quantity: -4 }, { productId: 'x' }] }],
        [line('pagne', 10)],
        defaultOrderHolds,
      ),
    ).toBe(false);
  });
});
