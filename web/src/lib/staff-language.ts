import { pseudoLanguage } from './pseudo-locale';

/**
 * The staff console's language: French for a French browser, English otherwise, unless staff chose
 * one on this device (kept in its storage). The spec's English messages stay in English either way.
 * The pseudo-locale (pseudo-locale.ts) is French with every text of the layer marked.
 */
export const staffLanguages = ['fr', 'en'] as const;
export type StaffLanguage = (typeof staffLanguages)[number] | typeof pseudoLanguage;

const storageKey = 'kasuwa.staff-language';

const isStaffLanguage = (value: unknown): value is StaffLanguage =>
  value === pseudoLanguage || staffLanguages.includes(value as (typeof staffLanguages)[number]);

/** The language chosen on this device, else the browser's first language if French, else English. */
export function preferredStaffLanguage(browserLanguages: readonly string[], stored: string | null): StaffLanguage {
  if (isStaffLanguage(stored)) return stored;
  return browserLanguages[0]?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** The locale whose numbers, dates and plural rules a console language follows. */
export const staffLocale = (language: StaffLanguage): string => (language === 'en' ? 'en-GB' : 'fr-FR');

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
