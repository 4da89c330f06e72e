import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  preloadMissing,
  staticImportsOf,
  stylesheetsLoadedWith,
  withoutStylesheets,
} from './preload-missing';

const chunk = (fileName: string, imports: string[], css: string[] = [], facadeModuleId?: string) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    facadeModuleId,
    code: '',
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  }) as unknown as Rolldown.OutputChunk;
const bundle: Rolldown.OutputBundle = {
  'assets/root.js': chunk('assets/root.js', ['assets/site.js']),
  'assets/site.js': chunk('assets/site.js', ['assets/react.js']),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/modal.js': chunk('assets/modal.js', ['assets/site.js', 'assets/form.js']),
  'assets/form.js': chunk('assets/form.js', []),
};

function seeing(output: Rolldown.OutputBundle) {
  const { plugins, resolveDependencies } = preloadMissing();
  const hook = plugins[0]?.generateBundle;
  if (typeof hook !== 'object') throw new Error('generateBundle is an object hook');
  (hook.handler as (options: unknown, bundle: Rolldown.OutputBundle) => void)({}, output);
  return resolveDependencies;
}

describe('preloadMissing', () => {
  it('knows the chunks a chunk imports, at any depth', () => {
    expect([...staticImportsOf(bundle, 'assets/root.js')].sort()).toEqual([
      'assets/react.js',
      'assets/site.js',
    ]);
  });

  it('preloads with an import only what its importer has not loaded', () => {
    const resolve = seeing(bundle);
    const deps = ['assets/modal.js', 'assets/site.js', 'assets/react.js', 'assets/form.js'];
    expect(resolve('assets/modal.js', deps, { hostId: 'assets/root.js' })).toEqual([
      'assets/modal.js',
      'assets/form.js',
    ]);
  });

  it('drops a list left with the imported chunk alone: its import fetches it as soon', () => {
    const resolve = seeing(bundle);
    const deps = ['assets/modal.js', 'assets/site.js', 'assets/react.js'];
    expect(resolve('assets/modal.js', deps, { hostId: 'assets/root.js' })).toEqual([]);
  });
});

describe('the stylesheets of preload lists', () => {
  const styled: Rolldown.OutputBundle = {
    'assets/root.js': chunk(
      'assets/root.js',
      ['assets/site.js'],
      ['assets/root.css'],
      '/app/root.tsx?route',
    ),
    'assets/site.js': chunk('assets/site.js', [], ['assets/site.css']),
    'assets/footer.js': chunk(
      'assets/footer.js',
      ['assets/site.js'],
      ['assets/footer.css'],
      '/app/footer.tsx',
    ),
    'assets/modal.js': chunk('assets/modal.js', ['assets/form.js'], ['assets/modal.css']),
    'assets/form.js': chunk('assets/form.js', [], ['assets/form.css']),
  };
  const code = [
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/modal.js","assets/form.js","assets/site.css","assets/form.css","assets/modal.css","assets/footer.css"])))=>i.map(i=>d[i]);',
    'const modal=()=>l(()=>import("./modal.js"),__vite__mapDeps([0,1,2,3,4]));',
    'const footer=()=>l(()=>import("./footer.js"),__vite__mapDeps([2,5]));',
  ].join('');

  it('knows the stylesheets a chunk and its static imports bring', () => {
    expect([...stylesheetsLoadedWith(styled, ['assets/root.js'])].sort()).toEqual([
      'assets/root.css',
      'assets/site.css',
    ]);
  });

  it('leaves out of each list the stylesheets the page has, and out of m.f what no list names', () => {
    const present = new Set(['assets/site.css', 'assets/footer.css']);
    expect(withoutStylesheets(code, (file) => present.has(file))).toBe(
      [
        'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/modal.js","assets/form.js","assets/form.css","assets/modal.css"])))=>i.map(i=>d[i]);',
        'const modal=()=>l(()=>import("./modal.js"),__vite__mapDeps([0,1,2,3]));',
        'const footer=()=>l(()=>import("./footer.js"),__vite__mapDeps([]));',
      ].join(''),
    );
    expect(withoutStylesheets('export const a = 1;', () => true)).toBe('export const a = 1;');
  });

  it('takes out the stylesheets of the importer and of what the server styles on every page', () => {
    const { plugins } = preloadMissing({ styledByServer: ['./app/root.tsx', './app/footer.tsx'] });
    const output = {
      ...styled,
      'assets/page.js': { ...chunk('assets/page.js', ['assets/form.js']), code },
    };
    for (const plugin of plugins) {
      (plugin.configResolved as ((config: unknown) => void) | undefined)?.({ root: '/' });
      const hook = plugin.generateBundle;
      if (typeof hook !== 'object') throw new Error('generateBundle is an object hook');
      (hook.handler as (options: unknown, bundle: Rolldown.OutputBundle) => void)({}, output);
    }
    const page = output['assets/page.js'];
    expect(page.type === 'chunk' && page.code).toContain(
      'm.f=["assets/modal.js","assets/form.js","assets/modal.css"]',
    );
  });

  it('says when a module the server styles is no chunk of the build', () => {
    const { plugins } = preloadMissing({ styledByServer: ['./app/gone.tsx'] });
    const hook = plugins[1]?.generateBundle;
    if (typeof hook !== 'object') throw new Error('generateBundle is an object hook');
    expect(() =>
      (hook.handler as (options: unknown, bundle: Rolldown.OutputBundle) => void)({}, styled),
    ).toThrow('./app/gone.tsx');
  });
});
