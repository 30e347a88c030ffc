import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { preferredStaffLanguage, storeStaffLanguage, storedStaffLanguage, type StaffLanguage } from '../../lib/staff-language';
import { frenchStaffText } from './staff-text-fr';

interface StaffLanguageState {
  language: StaffLanguage;
  setLanguage(language: StaffLanguage): void;
}

const StaffLanguageContext = createContext<StaffLanguageState>({ language: 'en', setLanguage: () => undefined });

const browserLanguages = () => (navigator.languages.length > 0 ? navigator.languages : [navigator.language]);

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

/** The console's language, a way to change it, and `t`: a text in that language (English when not translated). */
export function useStaffText() {
  const { language, setLanguage } = useContext(StaffLanguageContext);
  const t = useCallback((english: string) => (language === 'fr' ? (frenchStaffText[english] ?? english) : english), [language]);
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
