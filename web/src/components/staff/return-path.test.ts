import { defaultStaffPath, returnPathFrom, returnState } from './return-path';

describe('the page a staff member returns to after logging in', () => {
  it('is the staff page they came from', () => {
    expect(returnPathFrom(returnState('/store'))).toBe('/store');
    expect(returnPathFrom(returnState('/store/products/abc'))).toBe('/store/products/abc');
    expect(returnPathFrom(returnState('/admin-feedback'))).toBe('/admin-feedback');
  });

  it('is the feedback admin when they came from nowhere in particular', () => {
    expect(returnPathFrom(null)).toBe(defaultStaffPath);
    expect(returnPathFrom({ notice: { text: 'Logged out' } })).toBe(defaultStaffPath);
    expect(returnPathFrom({ returnTo: 42 })).toBe(defaultStaffPath);
  });

  it('never leads outside the staff pages', () => {
    for (const path of ['https://example.com/store', '//example.com', '/storefront', '/', '/verify']) {
      expect(returnPathFrom(returnState(path))).toBe(defaultStaffPath);
    }
  });
});
