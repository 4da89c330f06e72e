import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadMissing, staticImportsOf } from './preload-missing';

const chunk = (fileName: string, imports: string[]) =>
  ({ type: 'chunk', fileName, imports }) as unknown as Rolldown.OutputChunk;
const bundle: Rolldown.OutputBundle = {
  'assets/root.js': chunk('assets/root.js', ['assets/site.js']),
  'assets/site.js': chunk('assets/site.js', ['assets/react.js']),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/modal.js': chunk('assets/modal.js', ['assets/site.js', 'assets/form.js']),
  'assets/form.js': chunk('assets/form.js', []),
};

function seeing(output: Rolldown.OutputBundle) {
  const { plugin, resolveDependencies } = preloadMissing();
  const hook = plugin.generateBundle;
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
