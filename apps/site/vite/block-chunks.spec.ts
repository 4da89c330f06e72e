import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { blockChunksOf } from './block-chunks';

const table = '../../libs/content-blocks/src/registry/lazy-blocks.ts';
const manifest: Manifest = {
  'app/entry.client.tsx': {
    file: 'assets/entry.client-a.js',
    src: 'app/entry.client.tsx',
    isEntry: true,
    imports: ['_react-b.js'],
  },
  'app/routes/page.tsx?__react-router-build-client-route': {
    file: 'assets/page-c.js',
    src: 'app/routes/page.tsx?__react-router-build-client-route',
    isEntry: true,
    imports: ['_react-b.js', '_site-d.js'],
    dynamicImports: [table],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_site-d.js': { file: 'assets/site-d.js', imports: ['_react-b.js'] },
  '_picture-e.js': { file: 'assets/picture-e.js', imports: ['_site-d.js', '_parts-f.js'] },
  '_parts-f.js': { file: 'assets/parts-f.js' },
  [table]: {
    file: 'assets/lazy-blocks-g.js',
    src: table,
    isDynamicEntry: true,
    imports: ['_site-d.js'],
    dynamicImports: [
      '../../libs/content-blocks/src/push-edito/push-edito.tsx',
      '../../libs/content-blocks/src/animation/animation.tsx',
    ],
  },
  '../../libs/content-blocks/src/push-edito/push-edito.tsx': {
    file: 'assets/push-edito-h.js',
    src: '../../libs/content-blocks/src/push-edito/push-edito.tsx',
    isDynamicEntry: true,
    imports: ['_react-b.js', '_picture-e.js'],
  },
  '../../libs/content-blocks/src/animation/animation.tsx': {
    file: 'assets/animation-i.js',
    src: '../../libs/content-blocks/src/animation/animation.tsx',
    isDynamicEntry: true,
    imports: ['_site-d.js'],
  },
};

describe('blockChunksOf', () => {
  it('names, by block folder, a type’s chunk and the chunks it imports that are not loaded yet', () => {
    expect(
      blockChunksOf(manifest, table, ['app/entry.client.tsx', 'app/routes/page.tsx'], '/'),
    ).toEqual({
      'push-edito': ['/assets/push-edito-h.js', '/assets/picture-e.js', '/assets/parts-f.js'],
      animation: ['/assets/animation-i.js'],
    });
  });

  it('says when the table or a module that is always loaded is not in the build', () => {
    expect(() => blockChunksOf(manifest, 'nope.ts', [], '/')).toThrow('nope.ts is not in');
    expect(() => blockChunksOf(manifest, table, ['app/root.tsx'], '/')).toThrow('app/root.tsx');
  });
});
