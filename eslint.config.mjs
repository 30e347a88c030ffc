import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One lint for every workspace: TypeScript with type information, React hooks and accessibility in
 * the web (jsx-a11y's maintained fork, docs/adr/0066-the-majors.md), and the web's one-way imports (app →
 * features → components / lib → contract), a feature importing only itself; no focused test. Run by
 * `npm run lint`, and by `npm test` with no warning allowed.
 */
/**
 * The console's features (web/src/features/<name>, docs/adr/0151-the-console-in-features.md): their words go
 * through the text layer. A new console feature is added here; the public pages' features are not.
 */
export const consoleFeatures = [
  'cash',
  'customers',
  'feedback',
  'health',
  'install',
  'offline',
  'orders',
  'posts',
  'products',
  'referrals',
  'reports',
  'returns',
  'run',
  'shop-users',
  'staff',
  'staff-auth',
  'stock',
  'today',
  'zones',
];
/** The console's code: its features, the parts they share (components/) and the app that wires them. */
const consoleCode = [
  `web/src/features/{${consoleFeatures.join(',')}}/**`,
  'web/src/components/staff/**',
  'web/src/components/store/**',
  'web/src/app/staff/**',
  'web/src/app/store/**',
];

/** A boundaries policy: elements of type `from` may import elements of the `to` types. */
const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'functions/tools/**',
      '.cache/**',
      'emulator-data/**',
      'tests/test-results/**',
      'web/public/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Fakes and handlers are async to match the interface they stand for, with nothing to await.
      '@typescript-eslint/require-await': 'off',
      // Factories here return closures over their state and never use `this`, so passing a method on is safe.
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // React calls event handlers and ignores what they return; a promise there is handled inside.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Test doubles and parsed JSON bodies are untyped where they meet the code; the tests assert their shapes.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'web/src/test/**', '**/test-support/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // A focused test would run alone and hide the rest of its file (Jest and Playwright also refuse one in CI).
    files: ['**/*.test.{ts,tsx,mjs}', 'tests/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='only']", message: 'Remove .only: the other tests would not run.' },
        {
          selector: 'CallExpression[callee.name=/^f(it|describe)$/]',
          message: 'Remove the focus: the other tests would not run.',
        },
      ],
    },
  },
  {
    // The rules tests call through the Lite SDK, one REST request per access (tests/rules/rules-env.ts):
    // the full SDK's cache, resends and shared streams made its answers other than the rules' (2026-12-02, -03).
    files: ['tests/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase/firestore',
              message: "Use firebase/firestore/lite: a rules test reads the rules' answer, not a cache or a resend.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['web/service-worker/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app' },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'web/src/components' },
        { type: 'lib', pattern: 'web/src/lib' },
        { type: 'styles', pattern: 'web/src/styles' },
        { type: 'test', pattern: 'web/src/test' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allow('app', ['app', 'feature', 'components', 'lib', 'styles', 'test']),
            // A feature imports only its own folder; what two features share moves down.
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
            },
            allow('feature', ['components', 'lib', 'styles', 'test']),
            allow('components', ['components', 'lib', 'styles', 'test']),
            allow('lib', ['lib', 'test']),
            allow('test', ['test', 'components', 'lib']),
          ],
        },
      ],
    },
  },
  {
    // The console's words go through its text layer (useStaffText): words written in its JSX would show in
    // English to a French browser. Data (names, prices) comes from expressions, never from JSX text.
    files: consoleCode.map((folder) => `${folder}/*.tsx`),
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/\\p{L}{2,}/u]',
          message: 'Console words go through t() (useStaffText), so they follow the language.',
        },
        {
          selector:
            'JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^(aria-label|title|placeholder|alt)$/] > Literal[value=/\\p{L}{2,}/u]',
          message: 'Console words go through t() (useStaffText), so they follow the language.',
        },
        {
          // The same words in a template (`Add ${name}`) or one side of a condition.
          selector:
            'JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^(aria-label|title|placeholder|alt)$/] > JSXExpressionContainer > :matches(TemplateLiteral, ConditionalExpression) > :matches(TemplateElement[value.raw=/\\p{L}{2,}/u], Literal[value=/\\p{L}{2,}/u])',
          message: 'Console words go through t() (useStaffText), so they follow the language.',
        },
      ],
    },
  },
  {
    // The public pages' scripts show words read from the markup (lib/page-texts.ts): a catalogue they
    // imported by value, or a word they wrote, would ship in every language's page.
    files: ['web/src/**/*.ts'],
    ignores: ['**/*.test.ts', ...consoleCode],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*-texts', '!**/lib/page-texts'],
              allowTypeImports: true,
              message: 'A page script reads its texts from the markup: import the catalogue as a type.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...[
          'AssignmentExpression[left.property.name=/^(textContent|text|alt|title|placeholder)$/] >',
          "CallExpression[callee.property.name='setAttribute'][arguments.0.value=/^(aria-label|title|alt)$/] > * ~",
          "NewExpression[callee.name='Option'] >",
        ].flatMap((shown) =>
          [
            'Literal[value=/\\p{L}{2,}/u]',
            'TemplateLiteral > TemplateElement[value.raw=/\\p{L}{2,}/u]',
            'ConditionalExpression > Literal[value=/\\p{L}{2,}/u]',
          ].map((words) => ({
            selector: `${shown} ${words}`,
            message: 'A page script shows words from its texts (lib/page-texts.ts), not its own.',
          })),
        ),
      ],
    },
  },
  {
    files: ['web/src/**/*.tsx'],
    extends: [jsxA11y.configs.recommended],
    rules: {
      // A scrolling region must take the keyboard focus to be scrolled without a mouse (WCAG 2.1.1).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // A file reads in a screen or two (issue 53): one that grows past this is doing two things. The
    // legal texts are one page of prose each.
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'contract/src/**/*.ts', 'scripts/**/*.{mjs,cjs,js}'],
    ignores: ['**/*.test.{ts,tsx,mjs}', 'web/src/features/legal/content/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['bench/admin-pages.mjs', 'bench/photo-upload.mjs'],
    // Functions it hands to Playwright run in the page.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
