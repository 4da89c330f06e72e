import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { idsInCode, pageMessageIdsOf } from './page-messages';

const table = '../../libs/content-blocks/src/registry/lazy-blocks.ts';
const route = '?__react-router-build-client-route';
const manifest: Manifest = {
  'app/entry.client.tsx': {
    file: 'assets/entry.client.js',
    isEntry: true,
    imports: ['_frame.js'],
  },
  '_frame.js': { file: 'assets/frame.js', dynamicImports: ['_modal.js'] },
  '_modal.js': { file: 'assets/modal.js', isDynamicEntry: true },
  [`app/routes/page.tsx${route}`]: {
    file: 'assets/page.js',
    isEntry: true,
    imports: ['_frame.js'],
    dynamicImports: [table],
  },
  [table]: {
    file: 'assets/lazy-blocks.js',
    src: table,
    dynamicImports: [
      '../../libs/content-blocks/src/gallery/gallery.tsx',
      '../../libs/content-blocks/src/program/program.tsx',
    ],
  },
  '../../libs/content-blocks/src/gallery/gallery.tsx': {
    file: 'assets/gallery.js',
    src: '../../libs/content-blocks/src/gallery/gallery.tsx',
    isDynamicEntry: true,
    imports: ['_frame.js', '_tabs.js'],
    dynamicImports: ['_viewer.js'],
  },
  '_viewer.js': { file: 'assets/viewer.js', isDynamicEntry: true },
  '_tabs.js': { file: 'assets/tabs.js' },
  '../../libs/content-blocks/src/program/program.tsx': {
    file: 'assets/program.js',
    src: '../../libs/content-blocks/src/program/program.tsx',
    isDynamicEntry: true,
    imports: ['_tabs.js'],
  },
};
const code: Record<string, string> = {
  'assets/entry.client.js': 'x("header.menu")',
  'assets/frame.js': `const t={id:"footer.legal"};y('notAnId')`,
  'assets/modal.js': 'i18n._("login.title")',
  'assets/page.js': 'z(`page.title`)',
  'assets/lazy-blocks.js': '',
  'assets/gallery.js': '({id:"blocks.gallery.next"},{id:"header.menu"})',
  'assets/viewer.js': '({id:"blocks.gallery.close"})',
  'assets/tabs.js': '({id:"blocks.tabs.label"})',
  'assets/program.js': '({id:"blocks.program.day"})',
};
const ids = new Set([
  'header.menu',
  'footer.legal',
  'login.title',
  'page.title',
  'blocks.gallery.next',
  'blocks.gallery.close',
  'blocks.tabs.label',
  'blocks.program.day',
  'blocks.never.shown',
]);

describe('idsInCode', () => {
  it('finds the catalog’s ids written as string literals, each once', () => {
    expect(
      idsInCode(`a("header.menu");b('header.menu');c(\`footer.legal\`);d("x.y")`, ids),
    ).toEqual(['header.menu', 'footer.legal']);
  });
});

describe('pageMessageIdsOf', () => {
  const result = pageMessageIdsOf(manifest, {
    table,
    code: (file) => code[file] ?? '',
    ids,
  });

  it('shares the ids of the entries and of all they load, modals included, but lazy block types', () => {
    expect(result.shared).toEqual(['footer.legal', 'header.menu', 'login.title', 'page.title']);
  });

  it('gives each lazy type, by folder, the ids of its code and of what it loads that the rest lacks', () => {
    expect(result.blocks).toEqual({
      gallery: ['blocks.gallery.close', 'blocks.gallery.next', 'blocks.tabs.label'],
      program: ['blocks.program.day', 'blocks.tabs.label'],
    });
  });
});
