import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { addCompileHints, compileHint } from './compile-hints';

/** A bundle of two chunks, `frame` and `page`, each with its source map's asset when `withMaps`. */
function bundleOf(withMaps: boolean): Rollup.OutputBundle {
  const chunk = (name: string) =>
    ({
      type: 'chunk',
      name,
      fileName: `assets/${name}-abc.js`,
      code: `const ${name}=1;\nexport{${name}};`,
      map: withMaps ? { mappings: 'AAAA;AACA' } : null,
    }) as unknown as Rollup.OutputChunk;
  const map = (name: string) =>
    ({
      type: 'asset',
      fileName: `assets/${name}-abc.js.map`,
      source: JSON.stringify({ version: 3, sources: [`${name}.ts`], mappings: 'AAAA;AACA' }),
    }) as unknown as Rollup.OutputAsset;
  const bundle: Rollup.OutputBundle = {
    'assets/frame-abc.js': chunk('frame'),
    'assets/page-abc.js': chunk('page'),
  };
  if (withMaps) {
    bundle['assets/frame-abc.js.map'] = map('frame');
    bundle['assets/page-abc.js.map'] = map('page');
  }
  return bundle;
}

const chunkOf = (bundle: Rollup.OutputBundle, fileName: string) =>
  bundle[fileName] as Rollup.OutputChunk;
const mapOf = (bundle: Rollup.OutputBundle, fileName: string) =>
  JSON.parse(String((bundle[fileName] as Rollup.OutputAsset).source)) as { mappings: string };

describe('addCompileHints', () => {
  it('puts the hint on the first line of the chunks it names, and of no other', () => {
    const bundle = bundleOf(false);
    addCompileHints(bundle, ['frame']);
    expect(chunkOf(bundle, 'assets/frame-abc.js').code).toBe(
      `${compileHint}\nconst frame=1;\nexport{frame};`,
    );
    expect(chunkOf(bundle, 'assets/page-abc.js').code).toBe('const page=1;\nexport{page};');
  });

  it('moves the source map down a line with the code, in the chunk and in the map the build writes', () => {
    const bundle = bundleOf(true);
    addCompileHints(bundle, ['frame']);
    expect(chunkOf(bundle, 'assets/frame-abc.js').map?.mappings).toBe(';AAAA;AACA');
    expect(mapOf(bundle, 'assets/frame-abc.js.map')).toEqual({
      version: 3,
      sources: ['frame.ts'],
      mappings: ';AAAA;AACA',
    });
    expect(mapOf(bundle, 'assets/page-abc.js.map').mappings).toBe('AAAA;AACA');
  });

  it('adds it once, however often it runs', () => {
    const bundle = bundleOf(true);
    addCompileHints(bundle, ['frame']);
    addCompileHints(bundle, ['frame']);
    expect(chunkOf(bundle, 'assets/frame-abc.js').code.split(compileHint)).toHaveLength(2);
    expect(mapOf(bundle, 'assets/frame-abc.js.map').mappings).toBe(';AAAA;AACA');
  });
});
