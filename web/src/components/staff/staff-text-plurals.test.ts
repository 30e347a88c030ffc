import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { englishForms, type TextForms } from './staff-text-en';
import { frenchCoreText } from './staff-text-fr';

/**
 * A count before a plural noun ("{count} orders") says "1 orders" unless both languages give the
 * forms of one and of others; and only `{count}` chooses forms, so a count named anything else before
 * a noun ("{units} units") cannot agree with it.
 */
const packTables = readdirSync(__dirname)
  .filter((name) => /^staff-text-fr-[a-z-]+\.ts$/.test(name))
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- every pack beside this file, a new one too
  .flatMap((name) => Object.values(require(join(__dirname, name)) as Record<string, Record<string, TextForms>>));
const french: Record<string, TextForms> = Object.assign({}, frenchCoreText, ...packTables);
const ids = Object.keys(french);

const countBeforePlural = /\{count\} (?:[a-z]+ )?[a-z]+s\b/;
const otherPlaceholderBeforePlural =
  /\{(?!count\})[a-z]+\} (?:units|articles|orders|products|items|stops|lines|actions|payments)\b/;
const hasForms = (forms: TextForms) => typeof forms !== 'string';

describe('the console’s counts agree with their nouns', () => {
  it('finds the catalogue’s texts', () => {
    expect(ids.length).toBeGreaterThan(500);
    expect(ids.filter((id) => countBeforePlural.test(id)).length).toBeGreaterThan(10);
  });

  it.each(ids.filter((id) => countBeforePlural.test(id)))('“%s” has the forms of one in French and in English', (id) => {
    expect(hasForms(french[id]!)).toBe(true);
    expect(hasForms(englishForms(id))).toBe(true);
  });

  it('no other placeholder stands before a plural noun', () => {
    expect(ids.filter((id) => otherPlaceholderBeforePlural.test(id))).toEqual([]);
  });
});
