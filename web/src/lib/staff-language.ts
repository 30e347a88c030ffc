/**
 * The staff console's language: French for a French browser, English otherwise, unless staff chose
 * one on this device (kept in its storage). The spec's English messages stay in English either way.
 */
export const staffLanguages = ['fr', 'en'] as const;
export type StaffLanguage = (typeof staffLanguages)[number];

const storageKey = 'kasuwa.staff-language';

const isStaffLanguage = (value: unknown): value is StaffLanguage => staffLanguages.includes(value as StaffLanguage);

/** The language chosen on this device, else the browser's first language if French, else English. */
export function preferredStaffLanguage(browserLanguages: readonly string[], stored: string | null): StaffLanguage {
  if (isStaffLanguage(stored)) return stored;
  return browserLanguages[0]?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function storedStaffLanguage(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function storeStaffLanguage(language: StaffLanguage): void {
  try {
    localStorage.setItem(storageKey, language);
  } catch (error) {
    console.error('The console language could not be kept on this device', error);
  }
}
