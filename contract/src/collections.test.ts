import { collections, orderSubcollections } from './collections';

describe('the collection registry', () => {
  it('names each collection once', () => {
    const names = Object.values(collections);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.values(orderSubcollections)).toEqual(['statusChanges', 'paymentChanges']);
  });
});
