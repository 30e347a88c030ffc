import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { frenchCoreText } from './staff-text-fr';
import { specEnglishTexts, specEnglishWording } from './staff-text-spec';

/**
 * The French text packs (staff-text-fr-*.ts) load with the pages that use them, not with the core
 * catalogue: a file that uses a text of a pack must have that pack in its module graph (it, or a
 * module it imports, imports the pack), or a French browser would show that text in English. This
 * reads the sources: a string literal that is a pack's id is a use of it, and so is a list's `what`
 * (`what="cash in hand"` shows "Loading cash in hand…", list-states.tsx and next-page.tsx).
 */
const src = resolve(__dirname, '../..');
const staffDir = __dirname;
const packFile = /^staff-text-fr-[a-z-]+\.ts$/;
/** The text layer itself: its tables name ids without showing them. */
const textLayer = /[\\/]components[\\/]staff[\\/]staff-text-[a-z-]+\.ts$/;

/** The texts a list's `what` names, as list-states.tsx and next-page.tsx build them. */
const whatTexts = ['Loading {}…', 'Failed to load {}', 'More {}', 'Loading more {}…', 'Failed to load more {}'];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(src, 'test') ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/** Each pack's file, with the ids it holds (its one exported table). */
const packs = new Map(
  readdirSync(staffDir)
    .filter((name) => packFile.test(name))
    .map((name) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- every pack beside this file, a new one too
      const tables = Object.values(require(join(staffDir, name)) as Record<string, object>);
      return [join(staffDir, name), new Set(tables.flatMap((table) => Object.keys(table)))] as const;
    }),
);
const packOf = new Map([...packs].flatMap(([pack, ids]) => [...ids].map((id) => [id, pack] as const)));

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path),
  );
  return found ?? null;
}

interface Parsed {
  /** The modules it makes run before its own code: not its type-only imports (TypeScript drops them). */
  imports: string[];
  /** The modules it loads later, `import('…')`: a page's route. */
  lazy: string[];
  /** The ids of packs its string literals name, with the pack of each. */
  uses: { id: string; pack: string }[];
}

function parse(file: string): Parsed {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const valueNames = new Set<string>();
  const literals: string[] = [];
  const lazy: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) lazy.push(specifier.text);
    }
    if (ts.isTypeNode(node) && !ts.isLiteralTypeNode(node)) return;
    if (ts.isImportDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
    if (ts.isIdentifier(node)) valueNames.add(node.text);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      literals.push(node.text);
      const named = node.parent;
      const what =
        (ts.isJsxAttribute(named) && named.name.getText() === 'what') ||
        (ts.isPropertyAssignment(named) && named.initializer === node && named.name.getText() === 'what');
      if (what) literals.push(...whatTexts.map((text) => text.replace('{}', node.text)));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const imports = source.statements.flatMap((statement) => {
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    if (!ts.isImportDeclaration(statement)) return [];
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const clause = statement.importClause;
    if (!clause) return [specifier]; // import './x': run for what it does
    if (clause.isTypeOnly) return [];
    const names = [
      ...(clause.name ? [clause.name.text] : []),
      ...(clause.namedBindings && ts.isNamespaceImport(clause.namedBindings) ? [clause.namedBindings.name.text] : []),
      ...(clause.namedBindings && ts.isNamedImports(clause.namedBindings)
        ? clause.namedBindings.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text)
        : []),
    ];
    return names.some((name) => valueNames.has(name)) ? [specifier] : [];
  });
  const resolved = (specifiers: string[]) =>
    specifiers.map((specifier) => resolveImport(file, specifier)).filter((path): path is string => path !== null);
  return {
    imports: resolved(imports),
    lazy: resolved(lazy),
    uses: literals.flatMap((id) => {
      const pack = packOf.get(id);
      return pack ? [{ id, pack }] : [];
    }),
  };
}

const parsed = new Map(sources(src).map((file) => [file, parse(file)]));

/**
 * The staff console's files: what its entry imports, now or lazily. The public pages' scripts are
 * not the console's ("size" in the cart is a field, not a text), nor is the text layer itself.
 */
const files = (() => {
  const seen = new Set<string>();
  const stack = [join(src, 'app/staff/entry-staff.tsx')];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next) || !parsed.has(next)) continue;
    seen.add(next);
    stack.push(...parsed.get(next)!.imports, ...parsed.get(next)!.lazy);
  }
  return [...seen].filter((file) => !textLayer.test(file));
})();

/** The modules that have run once a file's own code runs: it and all it imports, through its imports. */
function graphOf(file: string): Set<string> {
  const seen = new Set<string>();
  const stack = [file];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    if (packs.has(next)) continue;
    stack.push(...(parsed.get(next)?.imports ?? []));
  }
  return seen;
}

const shown = (file: string) => relative(src, file);

describe('the French text packs', () => {
  it('are in the module graph of every file that uses one of their texts', () => {
    const missing = files.flatMap((file) => {
      const { uses } = parsed.get(file)!;
      if (uses.length === 0) return [];
      const graph = graphOf(file);
      return uses.filter(({ pack }) => !graph.has(pack)).map(({ id, pack }) => `${shown(file)}: “${id}” (${shown(pack)})`);
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  it('hold no text of the core catalogue or of the spec, and none twice', () => {
    const all = [...packs.values()].flatMap((ids) => [...ids]);
    expect(all.filter((id, at) => all.indexOf(id) !== at)).toEqual([]);
    const core = new Set([...Object.keys(frenchCoreText), ...Object.keys(specEnglishWording), ...specEnglishTexts]);
    expect(all.filter((id) => core.has(id))).toEqual([]);
  });

  it('are not in the core: neither the text layer nor the signed-out pages (login, the gate) load one', () => {
    // What /admin-login and a signed-out /store run; the store's pages load lazily behind the gate.
    const core = [
      'components/staff/staff-language.tsx',
      'app/staff/entry-staff.tsx',
      'features/staff-auth/admin-login-route.tsx',
      'app/store/store-route.tsx',
    ];
    const loaded = core.flatMap((file) => [...graphOf(join(src, file))].filter((module) => packs.has(module)).map(shown));
    expect([...new Set(loaded)]).toEqual([]);
  });

  it('builds the texts of a list’s `what` as list-states.tsx and next-page.tsx do', () => {
    const templates = [
      'components/staff/list-states.tsx',
      'components/store/next-page.tsx',
      'components/store/store-page.tsx',
    ].flatMap((file) => readFileSync(join(src, file), 'utf8').match(/`[^`]*\$\{what\}[^`]*`/g) ?? []);
    expect([...new Set(templates.map((template) => template.slice(1, -1).replace('${what}', '{}')))].sort()).toEqual(
      [...whatTexts].sort(),
    );
  });
});

describe('a pack', () => {
  it('is known, in French and to isStaffTextId, once a module imports it, and not before', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh text layer, no pack loaded yet
      const layer = require('./staff-language') as typeof import('./staff-language');
      const id = 'Receive cash from a rider';
      expect(layer.isStaffTextId(id)).toBe(false);
      expect(layer.staffTextIn('fr', id)).toBe(id);
      // A text left in English for want of its pack shows plain in the pseudo-locale, which its test finds.
      expect(layer.staffTextIn('qps-ploc', id)).toBe(id);
      expect(layer.staffTextIn('fr', 'Cash in hand')).toBe('Espèces en main');
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- what `import './staff-text-fr-cash'` does
      require('./staff-text-fr-cash');
      expect(layer.isStaffTextId(id)).toBe(true);
      expect(layer.staffTextIn('fr', id)).toBe('Recevoir les espèces d’un livreur');
      expect(layer.staffTextIn('qps-ploc', id)).toMatch(/^⟦.*⟧$/);
    });
  });
});

describe('the refusals of the contract', () => {
  it('are in French once the pack of the pages that call their functions loads, that pack alone', () => {
    const packOfTable: Record<string, string | null> = {
      index: null,
      'phone-customers': './staff-text-fr-customers',
      cash: './staff-text-fr-cash',
      returns: './staff-text-fr-returns',
      'staff-accounts': './staff-text-fr-people',
      orders: './staff-text-fr-orders',
      payments: './staff-text-fr-payments',
      stock: './staff-text-fr-products',
      uploads: './staff-text-fr-products',
    };
    const folder = resolve(src, '../../contract/src/refusals');
    const files = readdirSync(folder).filter((file) => !file.endsWith('.test.ts'));
    expect(files.map((file) => file.replace(/\.ts$/, '')).sort()).toEqual(Object.keys(packOfTable).sort());
    for (const file of files) {
      const pack = packOfTable[file.replace(/\.ts$/, '')];
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh text layer, no pack loaded yet
        const layer = require('./staff-language') as typeof import('./staff-language');
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- what the page's `import` of its pack does
        if (pack) require(pack);
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- the contract's tables, read whole
        const tables = Object.entries(require(join(folder, file)) as Record<string, Record<string, string>>).filter(([name]) =>
          name.endsWith('Refusals'),
        );
        expect(tables).toHaveLength(1);
        for (const [name, table] of tables) {
          const untranslated = Object.values(table).filter((text) => !layer.isStaffTextId(text));
          expect({ name, untranslated }).toEqual({ name, untranslated: [] });
        }
      });
    }
  });
});

/**
 * A text can come from outside the code: a notice read back
 * from a navigation or another tab (noticeFrom). isStaffTextId knows only the texts loaded, so such a
 * text must be in the core catalogue: from a pack not loaded yet, it would show in English.
 */
describe('the texts that come from outside the code', () => {
  it('are in the core catalogue when the functions send them', () => {
    const functionsSrc = resolve(src, '../../functions/src');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return walk(path);
        return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
      });
    const sentences = walk(functionsSrc).flatMap((file) => {
      const found: string[] = [];
      const visit = (node: ts.Node): void => {
        if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && / .*[.!?]$/.test(node.text))
          found.push(node.text);
        ts.forEachChild(node, visit);
      };
      visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
      return found;
    });
    expect([...new Set(sentences.filter((text) => packOf.has(text)))]).toEqual([]);
  });
});
