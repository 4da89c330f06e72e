import type { Block, BlockType } from '@paddock/api-clients/contracts';
import { blockFolder } from '@paddock/content-blocks';

/**
 * The lazy block types of a page, each with the URLs of the chunks the browser loads to show it: the
 * type's module first, then the chunks it imports (those every page has loaded already left out). No
 * URLs (development): the type loads through the library's table of lazy types.
 */
export type BlockModules = Readonly<Partial<Record<BlockType, readonly string[]>>>;

/**
 * The lazy types among those of `blocks` (`isLazy`), with their chunks in the build (by block folder,
 * which names a type's module and so its chunk; none in development).
 */
export function blockModulesOf(
  blocks: readonly Block[],
  isLazy: (type: BlockType) => boolean,
  chunks: Readonly<Record<string, readonly string[]>>,
): BlockModules {
  const modules: Partial<Record<BlockType, readonly string[]>> = {};
  for (const { type } of blocks) {
    if (!isLazy(type)) continue;
    const folder = blockFolder(type);
    modules[type] = (Object.hasOwn(chunks, folder) ? chunks[folder] : undefined) ?? [];
  }
  return modules;
}
