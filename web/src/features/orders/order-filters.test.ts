import { filterFromSearch, searchFromFilter } from './order-filters';

describe('the filter in the address', () => {
  it('reads status and days, and leaves out malformed days', () => {
    expect(filterFromSearch(new URLSearchParams('status=new&from=2026-11-01&to=2026-13-45'))).toEqual({
      status: 'new',
      from: '2026-11-01',
      to: undefined,
    });
    expect(filterFromSearch(new URLSearchParams(''))).toEqual({ status: undefined, from: undefined, to: undefined });
  });

  it('writes only what is set', () => {
    expect(searchFromFilter({ status: 'confirmed', from: undefined, to: '2026-11-23' }).toString()).toBe(
      'status=confirmed&to=2026-11-23',
    );
  });
});
