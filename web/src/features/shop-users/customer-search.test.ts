import { customerSearch } from './customer-search';

describe('customerSearch', () => {
  it('reads digits as a phone, in the forms the app and people store it in', () => {
    expect(customerSearch(' 96 11 22 33 ')).toEqual({
      kind: 'phone',
      phones: ['96 11 22 33', '+227 96 11 22 33', '96112233', '+22796112233', '+96112233'],
    });
    expect(customerSearch('+227 96112233')).toMatchObject({ phones: expect.arrayContaining(['+227 96 11 22 33']) });
    expect(customerSearch('00227').kind).toBe('phone');
  });

  it('reads anything else as the start of a name, capitalised when typed in lower case', () => {
    expect(customerSearch('awa h')).toEqual({ kind: 'name', prefix: 'Awa H' });
    expect(customerSearch('McDo')).toEqual({ kind: 'name', prefix: 'McDo' });
    expect(customerSearch('  élhadj  ')).toEqual({ kind: 'name', prefix: 'Élhadj' });
  });
});
