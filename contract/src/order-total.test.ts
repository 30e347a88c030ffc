import { lineAmount, linesTotal, orderTotal } from './order-total';

describe('an order’s total', () => {
  const lines = [
    { price: 30_000, quantity: 1 },
    { price: 7_500, quantity: 2 },
  ];

  it('is each line’s price times its quantity, summed, and the delivery fee', () => {
    expect(lineAmount({ price: 7_500, quantity: 2 })).toBe(15_000);
    expect(linesTotal(lines)).toBe(45_000);
    expect(orderTotal(lines, 750)).toBe(45_750);
    expect(orderTotal(lines)).toBe(45_000);
    expect(orderTotal([], 0)).toBe(0);
  });
});
