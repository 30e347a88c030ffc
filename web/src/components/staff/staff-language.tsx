import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  preferredStaffLanguage,
  staffLocale,
  storeStaffLanguage,
  storedStaffLanguage,
  type StaffLanguage,
} from '../../lib/staff-language';
import { pseudoLanguage, pseudoPattern } from '../../lib/pseudo-locale';
import { storeInstall } from '../../lib/store-install';
import { brand } from '@kasuwa/contract/brand';
import { refusalDetailsOf, staffCallRefusals, type RefusalDetails } from '@kasuwa/contract/refusals';
import { errorCode } from '../../lib/firebase/callable-failure';
import { englishForms, type TextForms } from './staff-text-en';
import { loadedFrenchText, type FrenchTextId } from './staff-text-fr';
import { specEnglishTexts, specEnglishWording, type SpecEnglishText } from './staff-text-spec';

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
  useManifestInLanguage(language);
  return <StaffLanguageContext.Provider value={state}>{children}</StaffLanguageContext.Provider>;
}

/** The page's install manifest follows the console's language, so the installed app is named in it. */
function useManifestInLanguage(language: StaffLanguage) {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const path = storeInstall.manifestPaths[language === 'en' ? 'en' : 'fr'];
    if (link && link.getAttribute('href') !== path) link.setAttribute('href', path);
  }, [language]);
}

/**
 * Values put into a text at its `{name}` places: numbers are written the language's way (1 000 or
 * 1,000), and a value that is itself a message (an order's status) is put in that language too.
 */
export type TextValues = Readonly<Record<string, string | number | TextMessage>>;

/**
 * Every text the console can show. An id is its English pattern (`Delete {name}`); each has its French
 * in staff-text-fr*.ts, or is one of the spec's English texts, which stay word for word: a text with
 * neither is not an id, so using it does not compile. The French of a pack (staff-text-fr-cash.ts…)
 * loads with the pages that import it; the compiler knows every id all the same.
 */
export type StaffTextId = FrenchTextId | SpecEnglishText;

/** A text as data: what code outside components returns (a check's error), for a component to show. */
export interface TextMessage {
  id: StaffTextId;
  values?: TextValues;
}

/** What a notice, a toast or a form's problem shows: a text, or a message with its values. */
export type ShownText = StaffTextId | TextMessage;

export const textMessage = (id: StaffTextId, values?: TextValues): TextMessage => (values ? { id, values } : { id });

/** A text as a message, to be given as a value (a string value is data, shown as it is). */
export const asMessage = (text: StaffTextId | TextMessage): TextMessage => (typeof text === 'string' ? { id: text } : text);

const verbatimId = '{text}';
/** A text shown as it is: a value from the data (a status the console does not know), or what the server wrote. */
export const verbatim = (text: string): TextMessage => ({ id: verbatimId, values: { text } });

/** A table of the contract's refusals (contract/src/refusals/) whose every text the console says: its code, its English. */
export type RefusalTexts = Readonly<Record<string, StaffTextId>>;

/**
 * A refusal a function explained with a code, of `refusals` (the contract's table of what that function
 * refuses) or of every staff callable's, in the console's language with the function's values; undefined
 * for a code the console does not know (a function newer than this page).
 */
export function refusalText({ refusal, values }: RefusalDetails, refusals: RefusalTexts = {}): TextMessage | undefined {
  const text = Object.hasOwn(refusals, refusal)
    ? refusals[refusal]
    : Object.hasOwn(staffCallRefusals, refusal)
      ? staffCallRefusals[refusal as keyof typeof staffCallRefusals]
      : undefined;
  return text === undefined ? undefined : textMessage(text, values);
}

/**
 * What a callable's failure shows staff: a refusal with a code as refusalText says it, or `otherwise`, the
 * console's own words, for anything else (a code this page does not know, a failure the function did not
 * explain). A function's message is English for the logs and the app: it never reaches the console, whose
 * log keeps the failure's code instead.
 */
export function callableProblem(
  error: unknown,
  otherwise: StaffTextId,
  { refusals = {} }: { refusals?: RefusalTexts } = {},
): ShownText {
  const refused = refusalDetailsOf(error);
  const said = refused && refusalText(refused, refusals);
  if (said) return said;
  console.warn(
    `A callable failed with no refusal this page says: ${errorCode(error) || 'no code'}, ${refused?.refusal ?? 'no refusal code'}`,
  );
  return otherwise;
}

/** One of the spec's English texts, the same in every language. */
const isSpecEnglish = (id: string) =>
  Object.hasOwn(specEnglishWording, id) || (specEnglishTexts as readonly string[]).includes(id);

/**
 * Whether a string from outside the code (a navigation's state, a callable's refusal) is a text of the
 * console. Only the texts loaded so far are known: a text that can come from outside is in the core
 * catalogue (staff-text-packs.test.ts checks those the functions send), else it shows as it came.
 */
export const isStaffTextId = (text: string): text is StaffTextId => loadedFrenchText(text) !== undefined || isSpecEnglish(text);

/** `t` of useStaffText, for helpers that build a text outside a component. */
export type StaffText = (text: StaffTextId | TextMessage, values?: TextValues) => string;

/** The pattern of a text in a language, its plural form chosen by the language's rules for `count`. */
function patternOf(id: StaffTextId, language: StaffLanguage, values: TextValues | undefined): string {
  const spec = (specEnglishWording as Record<string, string>)[id];
  const french = spec === undefined && language !== 'en' ? loadedFrenchText(id) : undefined;
  const forms: TextForms = spec ?? (language === 'en' ? englishForms(id) : (french ?? id));
  const count = values?.count;
  const rule = typeof count === 'number' ? new Intl.PluralRules(staffLocale(language)).select(count) : 'other';
  const pattern = typeof forms === 'string' ? forms : rule === 'one' ? forms.one : forms.other;
  // A verbatim text is data or the server's words, not the layer's: the pseudo-locale leaves it plain.
  // So is a text whose French pack did not load (a page that forgot to import it): it would show in
  // English to a French browser, and plain in the pseudo-locale its end-to-end test reads.
  const layered = id !== verbatimId && (french !== undefined || isSpecEnglish(id));
  return language === pseudoLanguage && layered ? pseudoPattern(pattern) : pattern;
}

/** The text in a language, its values in their places; `{brand}` is the product's name. */
export function staffTextIn(language: StaffLanguage, text: StaffTextId | TextMessage, values?: TextValues): string {
  const { id, values: given } = typeof text === 'string' ? { id: text, values } : text;
  const all: TextValues = { brand: brand.name, ...given };
  return patternOf(id, language, given).replace(/\{(\w+)\}/g, (place, name: string) => {
    const value = all[name];
    if (value === undefined) return place;
    if (typeof value === 'number') return value.toLocaleString(staffLocale(language));
    return typeof value === 'string' ? value : staffTextIn(language, value);
  });
}

/**
 * The console's language, a way to change it, and `t`: a text, or a message, in that language. A text
 * built from values names them, `t('Delete {name}', { name })`, so the French can put them where
 * French grammar wants them; a text with `{count}` takes the language's plural form.
 */
export function useStaffText() {
  const { language, setLanguage } = useContext(StaffLanguageContext) ?? deviceLanguage();
  const t: StaffText = useCallback((text, values) => staffTextIn(language, text, values), [language]);
  return { language, setLanguage, t };
}

/** A text or message in the console's language, where a component shows one (a toast, a notice). */
export function StaffTextOf({ text }: { text: StaffTextId | TextMessage }) {
  const { t } = useStaffText();
  return <>{t(text)}</>;
}

/** The switch to the other language, named in that language, remembered on this device. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { language, setLanguage } = useStaffText();
  const other = language === 'en' ? 'fr' : 'en';
  return (
    <button type="button" className={className} lang={other} onClick={() => setLanguage(other)}>
      {other === 'fr' ? 'Français' : 'English'}
    </button>
  );
}
