import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { preferredStaffLanguage, storeStaffLanguage, storedStaffLanguage, type StaffLanguage } from '../../lib/staff-language';
import { frenchStaffText } from './staff-text-fr';

interface StaffLanguageState {
  language: StaffLanguage;
  setLanguage(language: StaffLanguage): void;
}

const StaffLanguageContext = createContext<StaffLanguageState | null>(null);

const browserLanguages = () => (navigator.languages.length > 0 ? navigator.languages : [navigator.language]);

/** Outside a provider (a page's error boundary, the loading fallback): the device's choice, not changeable there. */
const deviceLanguage = (): StaffLanguageState => ({
  language: preferredStaffLanguage(browserLanguages(), storedStaffLanguage()),
  setLanguage: storeStaffLanguage,
});

/** Holds the console's language for every staff page: the device's choice, else the browser's. */
export function StaffLanguageProvider({ children }: { children: ReactNode }) {
  const [language, setChosen] = useState(() => preferredStaffLanguage(browserLanguages(), storedStaffLanguage()));
  const state = useMemo(
    () => ({
      language,
      setLanguage: (next: StaffLanguage) => {
        storeStaffLanguage(next);
        setChosen(next);
      },
    }),
    [language],
  );
  return <StaffLanguageContext.Provider value={state}>{children}</StaffLanguageContext.Provider>;
}

/** Values put into a text at its `{name}` places; numbers are written the language's way (1 000 or 1,000). */
export type TextValues = Readonly<Record<string, string | number>>;

const locales: Record<StaffLanguage, string> = { fr: 'fr-FR', en: 'en' };

/** `t` of useStaffText, for helpers that build a text outside a component. */
export type StaffText = (english: string, values?: TextValues) => string;

/**
 * The console's language, a way to change it, and `t`: a text in that language (English when not
 * translated). A text built from values is looked up by its English pattern, `t('Delete {name}', { name })`,
 * so the French can put the values where French grammar wants them.
 */
export function useStaffText() {
  const { language, setLanguage } = useContext(StaffLanguageContext) ?? deviceLanguage();
  const t: StaffText = useCallback(
    (english, values) => {
      const pattern = language === 'fr' ? (frenchStaffText[english] ?? english) : english;
      if (!values) return pattern;
      return pattern.replace(/\{(\w+)\}/g, (place, name: string) => {
        const value = values[name];
        if (value === undefined) return place;
        return typeof value === 'number' ? value.toLocaleString(locales[language]) : value;
      });
    },
    [language],
  );
  return { language, setLanguage, t };
}

/** The switch to the other language, named in that language, remembered on this device. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { language, setLanguage } = useStaffText();
  const other = language === 'fr' ? 'en' : 'fr';
  return (
    <button type="button" className={className} lang={other} onClick={() => setLanguage(other)}>
      {other === 'fr' ? 'Français' : 'English'}
    </button>
  );
}
