/**
 * Each page's texts, known to the server.
 *
 * The server writes the page's messages into its HTML for the browser's Lingui (app/lib/messages.ts).
 * The whole catalog is about 570 messages, more than half of them for block types a page seldom has,
 * and a block that only renders HTML never renders in the browser. This plugin gives the server build,
 * read off the browser build (its manifest and its chunks' code), the ids of the messages the
 * browser's code can show (`virtual:paddock/page-messages`): those in the code of the frame, the
 * routes and whatever they load later (modals, the cart), and, by block folder, those in the code of
 * a lazy block type that the rest lacks. A page gets the first and those of its interactive lazy
 * types; the browser loads the rest of its locale before a client-side navigation, or should it ever
 * ask for a message the page did not bring.
 *
 * A chunk "has" a message when its code holds the id as a string literal: the browser build keeps
 * only the ids of descriptors (vite/strip-source-texts.ts), and each is written out. An id made at
 * run time from parts is not seen; the browser's fallback loads the whole locale then.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { serverBuildModule } from './client-build.ts';
import { catalogIds } from './strip-source-texts.ts';

export const pageMessagesModule = 'virtual:paddock/page-messages';

/** What `virtual:paddock/page-messages` gives the server: `null` in development and in the tests. */
export interface PageMessageIds {
  /** The ids in the code of the client entry, the routes and all they load but lazy block types. */
  shared: string[];
  /** By block folder (`media-intro`), the ids in the code of a lazy type that `shared` lacks. */
  blocks: Record<string, string[]>;
}

/** The string literals of a chunk's code that are ids of `ids`. */
export function idsInCode(code: string, ids: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const [, , text] of code.matchAll(/(["'`])([\w.-]+)\1/g)) {
    if (text !== undefined && ids.has(text)) found.add(text);
  }
  return [...found];
}

/**
 * The chunks `keys` load, at any depth, statically and dynamically, except what `skip` says not to
 * follow (the lazy block table's dynamic imports).
 */
function reachable(
  manifest: Manifest,
  keys: readonly string[],
  skip: (from: string, to: string) => boolean,
): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the browser build's manifest.`);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      if (!skip(key, next)) visit(next);
    }
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * Reads the message ids off the browser build: `table` is the manifest's key of the module whose
 * dynamic imports are the lazy block types' modules; `code` the text of an emitted file; `ids` the
 * catalogs' ids.
 */
export function pageMessageIdsOf(
  manifest: Manifest,
  { table, code, ids }: { table: string; code: (file: string) => string; ids: ReadonlySet<string> },
): PageMessageIds {
  const blockKeys = manifest[table]?.dynamicImports ?? [];
  const isBlockEdge = (from: string, to: string) => from === table && blockKeys.includes(to);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const sharedChunks = reachable(manifest, entries, isBlockEdge);
  const idsOf = (chunks: Iterable<string>) => {
    const found = new Set<string>();
    for (const key of chunks) {
      const file = manifest[key]?.file;
      if (file?.endsWith('.js')) for (const id of idsInCode(code(file), ids)) found.add(id);
    }
    return found;
  };
  const shared = idsOf(sharedChunks);
  const blocks: Record<string, string[]> = {};
  for (const key of blockKeys) {
    const src = manifest[key]?.src;
    if (!src) throw new Error(`${key} is not in the browser build's manifest.`);
    const own = [...reachable(manifest, [key], isBlockEdge)].filter(
      (each) => !sharedChunks.has(each),
    );
    blocks[basename(dirname(src))] = [...idsOf(own)].filter((id) => !shared.has(id)).sort();
  }
  return { shared: [...shared].sort(), blocks };
}

/**
 * Serves `virtual:paddock/page-messages` to the server build (`null` in development and without
 * `options`, as in the unit tests: every page then gets its whole locale). `libsDir` holds the libs
 * whose compiled catalogs the ids come from.
 */
export function pageMessages(options?: { table: string; libsDir: string }): Plugin {
  return serverBuildModule({
    name: 'paddock:page-messages',
    id: pageMessagesModule,
    fallback: 'export default null;',
    fromClient:
      options &&
      (async ({ outDir, manifest, keyOf }) => {
        const messageIds = pageMessageIdsOf(manifest, {
          table: await keyOf(options.table),
          code: (file) => readFileSync(join(outDir, file), 'utf8'),
          ids: catalogIds(options.libsDir),
        });
        return `export default ${JSON.stringify(messageIds)};`;
      }),
  });
}
