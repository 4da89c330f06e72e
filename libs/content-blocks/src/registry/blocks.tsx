import type { Block, BlockType } from '@paddock/api-clients/contracts';
import type { BlockDefinition } from '../kit/define-block.js';
import { defineBlockModule } from './block-modules.js';
import { eagerBlocks } from './eager-blocks.js';
import { lazyBlockModules, type LazyBlockType } from './lazy-blocks.js';
import { BlockList, renderBlocks, type BlockRegistry } from '../kit/render-blocks.js';

export { renderBlocks, type BlockRegistry };

function everyBlockType(): BlockRegistry {
  const registry: Partial<Record<BlockType, BlockDefinition>> = { ...eagerBlocks };
  // Most types' code loads with the first page that has one (the server preloads it and renders it in
  // the first HTML): a page ships only the code of its blocks.
  for (const type of Object.keys(lazyBlockModules) as LazyBlockType[]) {
    registry[type] = defineBlockModule(type, lazyBlockModules[type]);
  }
  return registry;
}

/** Every block type: `eagerBlocks`, and the lazy types of `lazyBlockModules`. */
export const blockRegistry: BlockRegistry = everyBlockType();

/** Loads the code of the lazy block types `blocks` use: the server awaits it before rendering. */
export async function preloadBlocks(
  blocks: readonly Block[],
  registry: BlockRegistry = blockRegistry,
): Promise<void> {
  const types = new Set(blocks.map((block) => block.type));
  await Promise.all(
    [...types].map((type) =>
      Object.hasOwn(registry, type) ? registry[type]?.preload?.() : undefined,
    ),
  );
}

export interface BlocksProps {
  blocks: readonly Block[];
  /** The known block types; `blockRegistry` unless a page needs another set. */
  registry?: BlockRegistry;
}

/** `<Blocks blocks={page.blocks} />`: a page's content, already sanitized on the server. */
export function Blocks({ blocks, registry = blockRegistry }: BlocksProps) {
  return <BlockList blocks={blocks} registry={registry} />;
}
