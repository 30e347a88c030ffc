import { preferredStaffLanguage, staffLocale, storeStaffLanguage, storedStaffLanguage } from './staff-language';

describe('the console language', () => {
  it('is French for a French browser, English otherwise, unless one was chosen on the device', () => {
    expect(preferredStaffLanguage(['fr-NE', 'en'], null)).toBe('fr');
    expect(preferredStaffLanguage(['FR'], null)).toBe('fr');
    expect(preferredStaffLanguage(['en-US', 'fr'], null)).toBe('en');
    expect(preferredStaffLanguage([], null)).toBe('en');
    expect(preferredStaffLanguage(['fr-FR'], 'en')).toBe('en');
    expect(preferredStaffLanguage(['en-US'], 'fr')).toBe('fr');
    expect(preferredStaffLanguage(['en-US'], 'de')).toBe('en');
  });

  it('is kept on the device', () => {
    storeStaffLanguage('fr');
    expect(storedStaffLanguage()).toBe('fr');
  });
});

describe('the pseudo-locale', () => {
  it('is chosen only by being kept on the device, and counts as French for numbers and dates', () => {
    expect(preferredStaffLanguage(['en-US'], 'qps-ploc')).toBe('qps-ploc');
    expect(staffLocale('qps-ploc')).toBe('fr-FR');
    expect(staffLocale('en')).toBe('en-GB');
  });
});
