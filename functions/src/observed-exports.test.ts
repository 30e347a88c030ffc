import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every exported function goes through an observed wrapper (operations/observed.ts: a request id, the
 * caller, the outcome, failures counted), and every module logs through operations/request-log.ts
 * (the run's context, no contact details). Read from the sources, so a function added without them
 * fails here.
 */
const sourceDir = __dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const exportedNames = [...readFileSync(join(sourceDir, 'index.ts'), 'utf8').matchAll(/export \{([^}]+)\} from/g)].flatMap(
  // A list over several lines ends with a comma: no name after it.
  ([, names = '']) => names.split(',').flatMap((name) => name.trim() || []),
);

/** The source of one exported function's definition: from its `export const` to the next one. */
function definitionOf(name: string): string | undefined {
  for (const file of sources(sourceDir)) {
    const source = readFileSync(file, 'utf8');
    const start = source.indexOf(`export const ${name} =`);
    if (start === -1) continue;
    const next = source.indexOf('\nexport ', start + 1);
    return source.slice(start, next === -1 ? undefined : next);
  }
  return undefined;
}

it('exports every function through an observed wrapper named after it', () => {
  expect(exportedNames.length).toBeGreaterThan(25);
  const unobserved = exportedNames.filter((name) => {
    const definition = definitionOf(name);
    if (!definition) return true;
    const wrapped = new RegExp(`observed\\.(callable|request|event)\\(\\s*'${name}'`).test(definition);
    const deleted = new RegExp(`onDeletedDocument\\([^)]*'${name}'`).test(definition);
    // The owner's settings callables: shopSettingsCallable wraps them in observed.callable by the name given.
    const setting = new RegExp(`(appCallable|shopSettingsCallable)\\(\\s*'${name}'`).test(definition);
    return !wrapped && !deleted && !setting;
  });
  expect(unobserved).toEqual([]);
});

it('logs through the request log everywhere, never firebase-functions’ logger directly', () => {
  const direct = sources(sourceDir)
    .filter((file) => !file.endsWith(join('operations', 'request-log.ts')))
    .filter((file) => /import \{[^}]*\blogger\b[^}]*\} from 'firebase-functions'/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(sourceDir, file));
  expect(direct).toEqual([]);
});
