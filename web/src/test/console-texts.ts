import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where the staff console's code lives: its pages, their frame and their login. */
const consoleDirs = ['features/store', 'features/feedback', 'features/staff-auth', 'components/staff', 'app/staff'].map((dir) =>
  join(__dirname, '..', dir),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const literal = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`$]*)`/g;

/** The text of each call `t(…)`, up to its closing parenthesis (strings may hold parentheses). */
function callsOfT(source: string): string[] {
  const calls: string[] = [];
  for (const start of source.matchAll(/(?<![\w.])t\(/g)) {
    let depth = 0;
    let quote: string | null = null;
    for (let index = (start.index ?? 0) + 1; index < source.length; index += 1) {
      const char = source[index];
      if (quote) {
        if (char === '\\') index += 1;
        else if (char === quote) quote = null;
      } else if (char === "'" || char === '"' || char === '`') quote = char;
      else if (char === '(') depth += 1;
      else if (char === ')' && --depth === 0) {
        calls.push(source.slice(start.index, index + 1));
        break;
      }
    }
  }
  return calls;
}

/** The string literals of a call, but not those compared with (`filter === 'all' ? … : …`). */
const literalsOf = (code: string) =>
  [...code.matchAll(literal)]
    .filter((match) => !/[!=]==\s*$/.test(code.slice(0, match.index)))
    .map((match) => (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1'));

/** What each list component builds from its `what` (list-states.tsx, next-page.tsx, store-page.tsx). */
const textsOfWhat: Record<string, (what: string) => string[]> = {
  ListLoading: (what) => [`Loading ${what}…`],
  StoreList: (what) => [`Loading ${what}…`, `Failed to load ${what}`],
  NextPage: (what) => [`More ${what}`, `Loading more ${what}…`, `Failed to load more ${what}`],
};

/** Texts the list states and pages show from their props. */
function propTexts(source: string): string[] {
  const prop = (name: string) => [...source.matchAll(new RegExp(`\\b${name}="([^"]+)"`, 'g'))].map((match) => match[1] ?? '');
  const whats = [...source.matchAll(/<(\w+)\s[^>]*?\bwhat="([^"]+)"/g)].flatMap(
    ([, component = '', what = '']) => textsOfWhat[component]?.(what) ?? [],
  );
  const tableColumns = [...source.matchAll(/const \w*[cC]olumns = \[([^\]]*)\]/g)].flatMap(([, list = '']) => literalsOf(list));
  const labels = [...source.matchAll(/\b(?:label|legend|noun): '([^']+)'/g)].map(([, text = '']) => text);
  return [...whats, ...prop('message'), ...prop('empty'), ...prop('title'), ...tableColumns, ...labels];
}

/**
 * Every text the console's code passes to `t` as a literal (both sides of a choice included), the
 * texts its list states build from their props, its tables' columns and its labels: what must have a
 * French entry unless the spec gives it in English.
 */
export function consoleTexts(): string[] {
  const texts = consoleDirs.flatMap(sourceFiles).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...callsOfT(source).flatMap(literalsOf), ...propTexts(source)];
  });
  return [...new Set(texts)].filter((text) => /[A-Za-z]/.test(text)).sort();
}
