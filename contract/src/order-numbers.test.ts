import { orderNumberLabel, parseOrderNumber } from './order-numbers';

describe('order numbers', () => {
  it('are read over the phone as K- and six digits, more when the shop outgrows them', () => {
    expect(orderNumberLabel(123)).toBe('K-000123');
    expect(orderNumberLabel(1)).toBe('K-000001');
    expect(orderNumberLabel(1_234_567)).toBe('K-1234567');
  });

  it('are found however staff type them', () => {
    for (const typed of ['K-000123', 'k-123', 'K123', 'k 123', '#123', '123', ' 000123 ']) {
      expect([typed, parseOrderNumber(typed)]).toEqual([typed, 123]);
    }
  });

  it('are nothing for text that is not one', () => {
    for (const typed of ['', 'K-', 'K-0', '0', '-5', '12a', 'KK-12', '1.5', 'abc', '9'.repeat(20)]) {
      expect([typed, parseOrderNumber(typed)]).toEqual([typed, null]);
    }
  });
});
