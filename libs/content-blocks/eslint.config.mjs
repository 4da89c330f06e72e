import root, { classicZod } from '../../eslint.config.mjs';

// The lib's own layers (README, "The layers of the lib"): the kit at the bottom, the block types above
// it, the registry (and the server's helpers) on top. Imports run downwards only. Each rule below
// replaces the root's `no-restricted-imports`, so it names the root's path (classic zod) again.
const upwardFromKit = {
  regex: String.raw`^(\.\./)+(?!kit/)(?!i18n\.js$)[^./]`,
  message:
    'The kit (src/kit) is the bottom of the blocks: it imports no block folder and not the registry.',
};
const kitAsFolder = {
  // Inside the kit, a path that climbs out of it names it again (`../../kit/…`) or leaves it.
  regex: String.raw`^\.\./\.\./(?!i18n\.js$)(?!kit/)`,
  message:
    'The kit (src/kit) is the bottom of the blocks: it imports no block folder and not the registry.',
};
const blockToAbove = {
  regex: String.raw`^\.\./(?!kit/)(?!i18n\.js$)`,
  message:
    "A block folder imports the kit (src/kit), i18n.js and other libs only: not the registry, not another block's folder. Move what blocks share into the kit.",
};

export default [
  ...root,
  // This file extends the workspace's config, as the build-time configs reach tools/ (root config).
  { files: ['eslint.config.mjs'], rules: { '@nx/enforce-module-boundaries': 'off' } },
  {
    files: ['src/kit/*.ts', 'src/kit/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [classicZod], patterns: [upwardFromKit] }],
    },
  },
  {
    files: ['src/kit/*/**/*.ts', 'src/kit/*/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [classicZod], patterns: [kitAsFolder] }] },
  },
  {
    // A block's code, its tests and its stories alike: they render it through the kit's `BlockList`.
    files: ['src/*/*.ts', 'src/*/*.tsx'],
    ignores: ['src/kit/**', 'src/registry/**', 'src/server/**', 'src/locales/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [classicZod], patterns: [blockToAbove] }],
    },
  },
];
