// @ts-check
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Who may import whom (ARCHITECTURE.md, "Who may import whom"); a violation fails lint. Every project
 * has one `type:` tag (its layer) and one `scope:` tag (its feature) in its package.json, and each is an
 * allow-list: a project may import a lib only if both its type's and its scope's lists name the lib's
 * tags. A project without a listed type or scope may import no lib of ours: a new scope is refused
 * everything until it is written here with what it may use.
 */
const mayImport = {
  // Layers, from the bottom.
  'type:data': ['type:data'],
  'type:util': ['type:data'],
  'type:ui': ['type:util'],
  'type:feature': ['type:feature', 'type:ui', 'type:util', 'type:data'],
  'type:app': ['type:feature', 'type:ui', 'type:util', 'type:data'],
  'type:server': ['type:data'],
  'type:e2e': [], // it drives a browser
  'type:tool': ['type:tool'],
  // Scopes: features import only those to their left, account < cart < ticketing < content-blocks;
  // site-shell uses account and cart.
  'scope:shared': ['scope:shared'],
  'scope:account': ['scope:shared', 'scope:account'],
  'scope:cart': ['scope:shared', 'scope:account', 'scope:cart'],
  'scope:ticketing': ['scope:shared', 'scope:account', 'scope:cart', 'scope:ticketing'],
  'scope:content-blocks': [
    'scope:shared',
    'scope:account',
    'scope:cart',
    'scope:ticketing',
    'scope:content-blocks',
  ],
  'scope:site-shell': ['scope:shared', 'scope:account', 'scope:cart', 'scope:site-shell'],
  'scope:site': [
    'scope:shared',
    'scope:account',
    'scope:cart',
    'scope:ticketing',
    'scope:content-blocks',
    'scope:site-shell',
  ],
  'scope:services': ['scope:shared'],
  'scope:tools': ['scope:tools'],
};
/** A tag of `kind` (type, scope) that `mayImport` does not list, as a regular expression Nx matches. */
const unlisted = (kind) => {
  const known = Object.keys(mayImport)
    .filter((tag) => tag.startsWith(`${kind}:`))
    .map((tag) => tag.slice(kind.length + 1));
  return `/^${kind}:(?!(?:${known.join('|')})$)/`;
};
// Each rule applies to projects that have a type and a scope (`allSourceTags`); Nx refuses every import
// of a project that no rule applies to, so one without a type or a scope may import nothing.
const layers = [
  ...Object.entries(mayImport).map(([tag, allowed]) => ({
    allSourceTags: [tag, tag.startsWith('type:') ? '/^scope:/' : '/^type:/'],
    onlyDependOnLibsWithTags: allowed,
  })),
  { sourceTag: unlisted('type'), onlyDependOnLibsWithTags: [] },
  { sourceTag: unlisted('scope'), onlyDependOnLibsWithTags: [] },
];

/**
 * One schema dialect (issue 18): every schema is `zod/mini` (`import * as z from 'zod/mini'`), so classic
 * zod's entry is refused. A config that sets `no-restricted-imports` again for some files (it replaces
 * this one there) names this path too.
 */
export const classicZod = {
  name: 'zod',
  message: "Write schemas in zod/mini: `import * as z from 'zod/mini'` (issue 18, one dialect).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/build',
      '**/storybook-static',
      '**/.react-router',
      '**/test-results',
      '**/playwright-report',
      '**/locales/*/messages.ts',
      '.nx',
      'tools/workspace-plugin/src/generators/*/files/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.strict,
  reactHooks.configs.flat['recommended-latest'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': ['error', { paths: [classicZod] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    // Build-time configs (vite, vitest, playwright) may reach the shared config helpers in tools/.
    ignores: ['**/*.config.ts', '**/*.config.mts', '.storybook/**'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: false,
          allow: [],
          // The site's server uses the clients directly; its browser code loads them on first call.
          // The site loads the table of lazy block types (`@paddock/content-blocks/lazy-blocks`) only
          // for types its server named no chunks for (development); the rest of the lib is static.
          checkDynamicDependenciesExceptions: ['@paddock/api-clients', '@paddock/content-blocks'],
          depConstraints: layers,
        },
      ],
    },
  },
  {
    // A function says one thing: data hooks, state and markup apart (issue 18). Seed data, tests, their
    // fixtures and helpers may run long; elsewhere a function that reads better whole says why in an
    // eslint-disable comment.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      '**/*.stories.tsx',
      '**/*.fixtures.ts',
      '**/fixtures/**',
      '**/testing/**',
      '**/seed/**',
      'apps/site-e2e/**',
      'tools/testing/**',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    // One place for Intl formats: `numberFormat`, `dateTimeFormat`… of @paddock/i18n (or /lite) make
    // each (locale, options) once; a `new Intl.…` in a render paid tens of µs on every server render.
    files: [
      'libs/*/src/**/*.ts',
      'libs/*/src/**/*.tsx',
      'apps/site/app/**/*.ts',
      'apps/site/app/**/*.tsx',
    ],
    ignores: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      '**/*.stories.tsx',
      'libs/api-clients/src/intl.ts',
      'libs/api-clients/src/intl-names.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message:
            'Make Intl formats with numberFormat, dateTimeFormat, listFormat, displayNames or collator (@paddock/i18n): each made once.',
        },
      ],
    },
  },
  prettier,
);
