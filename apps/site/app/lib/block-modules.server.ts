import type { Block, BlockType } from '@paddock/api-clients/contracts';
import { lazyBlockModules } from '@paddock/content-blocks/lazy-blocks';
import blockChunks from 'virtual:paddock/block-chunks';
import { blockModulesOf, type BlockModules } from './block-modules';

const isLazy = (type: BlockType) => Object.hasOwn(lazyBlockModules, type);

/** The lazy block types of `blocks` and the chunks the browser loads for them (none in development). */
export function pageBlockModules(blocks: readonly Block[]): BlockModules {
  return blockModulesOf(blocks, isLazy, blockChunks);
}
