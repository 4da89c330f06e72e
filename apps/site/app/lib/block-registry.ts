import type { BlockType } from '@paddock/api-clients/contracts';
import {
  defineBlockModule,
  eagerBlocks,
  type BlockDefinition,
  type BlockRegistry,
} from '@paddock/content-blocks';
import type { BlockModules } from './block-modules';

/**
 * A type's chunks, imported at once: its module and the chunks it imports load side by side instead of
 * one after the other; the module's namespace is the answer.
 */
async function importChunks(urls: readonly string[]): Promise<unknown> {
  const [module] = await Promise.all(urls.map((url) => import(/* @vite-ignore */ url)));
  return module;
}

/** A type's module through the library's table, itself loaded on first need. */
async function importFromTable(type: BlockType): Promise<unknown> {
  const { lazyBlockModules } = await import('@paddock/content-blocks/lazy-blocks');
  return Object.hasOwn(lazyBlockModules, type)
    ? lazyBlockModules[type as keyof typeof lazyBlockModules]()
    : undefined;
}

const lazyTypes = new Map<BlockType, BlockDefinition>();

/**
 * The browser's registry for a page: the eager types, and the page's lazy types, each loading from the
 * chunks its loader named. A type is defined once, so a page shown again renders its blocks at once.
 * Their code starts loading as the page renders, each type in a task of its own right after the
 * render's (an `import()` costs the caller up to a few milliseconds, which the render's task, a
 * phone's longest while the page hydrates, would add up): a block's code is there when its turn to
 * hydrate comes, or when a tap or a key in it hydrates it before its turn (the key then reaches its
 * handlers; had the code still to come, the block would hydrate after the key, which was lost).
 */
export function browserBlockRegistry(modules: BlockModules): BlockRegistry {
  const registry: Partial<Record<BlockType, BlockDefinition>> = { ...eagerBlocks };
  for (const [type, urls] of Object.entries(modules) as [BlockType, readonly string[]][]) {
    let definition = lazyTypes.get(type);
    if (!definition) {
      definition = defineBlockModule(type, () =>
        urls.length > 0 ? importChunks(urls) : importFromTable(type),
      );
      lazyTypes.set(type, definition);
    }
    const { preload } = definition;
    // Failures show where the block renders (its boundary), not here.
    if (preload) setTimeout(() => void preload().catch(() => undefined));
    registry[type] = definition;
  }
  return registry;
}
