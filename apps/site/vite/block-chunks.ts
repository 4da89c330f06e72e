/**
 * The lazy block types' chunks, named by the server rather than listed in the browser's code.
 *
 * `@paddock/content-blocks` loads each lazy block type through the `import()` of its module
 * (`lazyBlockModules`). Bundled into the page, that table would cost every first visit the chunk name,
 * hash and preload list of every type. Instead the browser imports the table only as a fallback
 * (`app/lib/block-modules.ts`), so the build still makes a chunk of each type's module; and this plugin
 * gives the server build, by block folder, the URLs of each type's chunk and of the chunks it imports
 * (`virtual:paddock/block-chunks`, read off the browser build's manifest). A page's loader sends those
 * of its own lazy types, and the browser imports them all at once: no waterfall.
 */
import { basename, dirname } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { serverBuildModule } from './client-build.ts';

export const blockChunksModule = 'virtual:paddock/block-chunks';

export interface BlockChunksOptions {
  /** The module whose dynamic imports are the lazy block types' modules. */
  table: string;
  /** The modules whose chunks are loaded before any block renders (client entry, root and page routes). */
  alwaysLoaded: readonly string[];
}

/** By block folder (`push-edito`), the URLs of its module's chunk, then of the chunks it imports. */
export type BlockChunks = Record<string, string[]>;

/**
 * Reads the lazy block types' chunks off the browser build's manifest: `tableKey` is the table's
 * module, `alwaysLoaded` the modules (entries; React Router adds a query to its route modules' keys)
 * whose chunks, loaded already, are left out.
 */
export function blockChunksOf(
  manifest: Manifest,
  tableKey: string,
  alwaysLoaded: readonly string[],
  base: string,
): BlockChunks {
  const table = manifest[tableKey];
  if (!table) throw new Error(`${tableKey} is not in the browser build's manifest.`);
  const closure = (keys: readonly string[], into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key)) continue;
      into.add(key);
      closure(manifest[key]?.imports ?? [], into);
    }
    return into;
  };
  const entries = Object.keys(manifest).filter(
    (key) => manifest[key]?.isEntry && alwaysLoaded.includes(key.split('?')[0] ?? key),
  );
  if (entries.length < alwaysLoaded.length) {
    throw new Error(`Not all of ${alwaysLoaded.join(', ')} are entries of the browser build.`);
  }
  const loaded = closure(entries);
  const chunks: BlockChunks = {};
  for (const key of table.dynamicImports ?? []) {
    const src = manifest[key]?.src;
    if (!src) throw new Error(`${key} is not in the browser build's manifest.`);
    const files = [...closure([key])].filter((each) => each === key || !loaded.has(each));
    chunks[basename(dirname(src))] = files.map((each) => `${base}${manifest[each]?.file ?? each}`);
  }
  return chunks;
}

/** Serves `virtual:paddock/block-chunks` to the server build (`{}` in development). */
export function blockChunks({ table, alwaysLoaded }: BlockChunksOptions): Plugin {
  return serverBuildModule({
    name: 'paddock:block-chunks',
    id: blockChunksModule,
    // In development (and were the browser to ask) there are no chunks: types load through the table.
    fallback: 'export default {};',
    fromClient: async ({ manifest, keyOf }, config) => {
      const chunks = blockChunksOf(
        manifest,
        await keyOf(table),
        await Promise.all(alwaysLoaded.map(keyOf)),
        config.base,
      );
      return `export default ${JSON.stringify(chunks)};`;
    },
  });
}
