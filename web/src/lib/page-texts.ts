/**
 * The words of the public pages' scripts. Each page or component declares its texts per language beside
 * its TSX (`cart-texts.ts`); the pre-render writes the page language's set into the markup
 * (components/page-texts.tsx) and the script reads it back, importing the catalogue as a type only. A
 * script so holds no words, and a second public language adds no bytes to any page.
 *
 * A text is a template with {holes}, or plural forms chosen by the page language's plural rules.
 */
export type PluralText = { readonly one: string; readonly other: string; readonly many?: string };
export type PageText = string | PluralText;
export type TextSet = Readonly<Record<string, PageText>>;

/** The language the public pages are pre-rendered in. */
export const publicLanguage = 'fr';

type HolesIn<Template> = Template extends `${string}{${infer Hole}}${infer Rest}` ? Hole | HolesIn<Rest> : never;
/** The values a text needs: its template's holes; a plural's `count` chooses the form. */
export type HolesOf<Text> = Text extends PluralText ? HolesIn<Text['one'] | Text['other']> | 'count' : HolesIn<Text>;
type ValuesOf<Text> = [HolesOf<Text>] extends [never] ? [] : [values: Record<HolesOf<Text>, string | number>];

/** Renders a text of `Set` by id: `say('removed', { line })`; numbers are written the page language's way. */
export type Say<Set extends TextSet> = <Id extends keyof Set & string>(id: Id, ...values: ValuesOf<Set[Id]>) => string;

/** Makes the `say` of a set read from the markup; `language` is the page's own (`<html lang>`) unless told. */
export function sayIn<Set extends TextSet>(set: Set, language = document.documentElement.lang || publicLanguage): Say<Set> {
  const plurals = new Intl.PluralRules(language);
  const numbers = new Intl.NumberFormat(language);
  return (id, ...[values]) => {
    const text: PageText | undefined = set[id];
    if (text === undefined) {
      console.error(`The page's texts have no "${id}"`);
      return '';
    }
    const given: Record<string, string | number> = values ?? {};
    const template =
      typeof text === 'string' ? text : (text[plurals.select(Number(given.count)) as 'one' | 'many'] ?? text.other);
    return template.replace(/\{(\w+)\}/g, (hole, name: string) => {
      const value = given[name];
      return value === undefined ? hole : typeof value === 'number' ? numbers.format(value) : value;
    });
  };
}

/** The texts the pre-render wrote into `element` (a `<script type="application/json">`); what they hold is the TSX's word. */
export function textsIn<Texts>(element: HTMLScriptElement): Texts {
  return JSON.parse(element.text) as Texts;
}

/** The text sets of components on many pages, found by name (a page's own set is one of its parts). */
export type SharedTexts = 'top-bar' | 'gallery';

export const textsMarker = (name: SharedTexts) => ({ 'data-texts': name });

/** The texts of shared component `name` in the page; null when the page has none. */
export function findTexts<Texts>(root: ParentNode, name: SharedTexts): Texts | null {
  const element = root.querySelector<HTMLScriptElement>(`script[data-texts="${name}"]`);
  return element && textsIn<Texts>(element);
}
