// @ts-check
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layers of ARCHITECTURE.md ("Who may import whom"); a violation fails lint. */
const everyType = [
  'type:data',
  'type:util',
  'type:ui',
  'type:feature',
  'type:app',
  'type:server',
  'type:e2e',
  'type:tool',
];
const layers = [
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:data'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:util'] },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:util', 'type:data'],
  },
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:util', 'type:data'],
  },
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:data'] },
  { sourceTag: 'type:e2e', notDependOnLibsWithTags: everyType },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:tool'] },
  // Features import only the features to their left: account < cart < ticketing < content-blocks;
  // site-shell may use account and cart.
  {
    sourceTag: 'scope:account',
    notDependOnLibsWithTags: [
      'scope:cart',
      'scope:ticketing',
      'scope:content-blocks',
      'scope:site-shell',
    ],
  },
  {
    sourceTag: 'scope:cart',
    notDependOnLibsWithTags: ['scope:ticketing', 'scope:content-blocks', 'scope:site-shell'],
  },
  {
    sourceTag: 'scope:ticketing',
    notDependOnLibsWithTags: ['scope:content-blocks', 'scope:site-shell'],
  },
  { sourceTag: 'scope:content-blocks', notDependOnLibsWithTags: ['scope:site-shell'] },
  {
    sourceTag: 'scope:site-shell',
    notDependOnLibsWithTags: ['scope:ticketing', 'scope:content-blocks'],
  },
];

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
  prettier,
);
