import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageStylesheetsOf, stylesheetsOf } from './page-styles';

const table = '../../libs/content-blocks/src/registry/lazy-blocks.ts';
const route = '?__react-router-build-client-route';
const manifest: Manifest = {
  'app/entry.client.tsx': {
    file: 'assets/entry.client-a.js',
    src: 'app/entry.client.tsx',
    isEntry: true,
    imports: ['_react-b.js'],
  },
  [`app/root.tsx${route}`]: {
    file: 'assets/root-c.js',
    src: `app/root.tsx${route}`,
    isEntry: true,
    imports: ['_react-b.js', '_site-d.js'],
    css: ['assets/root-c.css'],
  },
  [`app/routes/page.tsx${route}`]: {
    file: 'assets/page-e.js',
    src: `app/routes/page.tsx${route}`,
    isEntry: true,
    imports: ['_site-d.js', '_frame-f.js'],
    dynamicImports: [table, 'app/components/footer.tsx'],
    css: ['assets/page-e.css'],
  },
  [`app/routes/cart.tsx${route}`]: {
    file: 'assets/cart-g.js',
    src: `app/routes/cart.tsx${route}`,
    isEntry: true,
    imports: ['_frame-f.js', '_price-h.js'],
    css: ['assets/cart-g.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_site-d.js': { file: 'assets/site-d.js', imports: ['_react-b.js'], css: ['assets/site-d.css'] },
  '_frame-f.js': {
    file: 'assets/frame-f.js',
    imports: ['_site-d.js'],
    css: ['assets/frame-f.css'],
  },
  '_price-h.js': { file: 'assets/price-h.js', css: ['assets/price-h.css'] },
  '_parts-i.js': { file: 'assets/parts-i.js', css: ['assets/parts-i.css'] },
  'app/components/footer.tsx': {
    file: 'assets/footer-j.js',
    src: 'app/components/footer.tsx',
    isDynamicEntry: true,
    imports: ['_site-d.js'],
    css: ['assets/footer-j.css'],
  },
  [table]: {
    file: 'assets/lazy-blocks-k.js',
    src: table,
    isDynamicEntry: true,
    dynamicImports: [
      '../../libs/content-blocks/src/push-edito/push-edito.tsx',
      '../../libs/content-blocks/src/ticket-page/ticket-page.tsx',
    ],
  },
  '../../libs/content-blocks/src/push-edito/push-edito.tsx': {
    file: 'assets/push-edito-l.js',
    src: '../../libs/content-blocks/src/push-edito/push-edito.tsx',
    isDynamicEntry: true,
    imports: ['_site-d.js', '_parts-i.js'],
    css: ['assets/push-edito-l.css'],
  },
  '../../libs/content-blocks/src/ticket-page/ticket-page.tsx': {
    file: 'assets/ticket-page-m.js',
    src: '../../libs/content-blocks/src/ticket-page/ticket-page.tsx',
    isDynamicEntry: true,
    imports: ['_price-h.js', '_frame-f.js'],
  },
};

describe('stylesheetsOf', () => {
  it('lists the stylesheets of modules and of what they import, each chunk’s imports first', () => {
    expect(stylesheetsOf(manifest, [`app/routes/cart.tsx${route}`])).toEqual([
      'assets/site-d.css',
      'assets/frame-f.css',
      'assets/price-h.css',
      'assets/cart-g.css',
    ]);
  });

  it('says when a module is not in the build', () => {
    expect(() => stylesheetsOf(manifest, ['app/nope.tsx'])).toThrow('app/nope.tsx is not in');
  });
});

describe('pageStylesheetsOf', () => {
  const stylesheets = pageStylesheetsOf(
    manifest,
    {
      root: ['app/entry.client.tsx', 'app/root.tsx'],
      page: ['app/routes/page.tsx'],
      table,
    },
    { appDirectory: 'app', base: '/', read: (file) => `/* ${file} */` },
  );

  it('gives the root’s stylesheets, and each route’s beyond them', () => {
    expect(stylesheets.root).toEqual(['/assets/site-d.css', '/assets/root-c.css']);
    expect(stylesheets.routes).toEqual({
      'root.tsx': [],
      'routes/page.tsx': ['/assets/frame-f.css', '/assets/page-e.css'],
      'routes/cart.tsx': ['/assets/frame-f.css', '/assets/price-h.css', '/assets/cart-g.css'],
    });
  });

  it('gives, by block folder, a lazy type’s stylesheets that the page route lacks', () => {
    expect(stylesheets.blocks).toEqual({
      'push-edito': ['/assets/parts-i.css', '/assets/push-edito-l.css'],
      'ticket-page': ['/assets/price-h.css'],
    });
  });

  it('gives the rules of every stylesheet of the build', () => {
    expect(Object.keys(stylesheets.rules)).toHaveLength(9);
    expect(stylesheets.rules['/assets/price-h.css']).toBe('/* assets/price-h.css */');
  });
});
