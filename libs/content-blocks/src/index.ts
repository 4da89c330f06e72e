// The public face of @paddock/content-blocks. Sanitizing lives in '@paddock/content-blocks/server', the
// table of lazy block types' modules in '@paddock/content-blocks/lazy-blocks'.
export { Blocks, blockRegistry, preloadBlocks, type BlocksProps } from './registry/blocks.js';
export { renderBlocks, type BlockRegistry } from './kit/render-blocks.js';
export { eagerBlocks } from './registry/eager-blocks.js';
export { blockInteractivity, isInteractive } from './registry/interactivity.js';
export {
  isStaticBlock,
  StaticHtml,
  staticBlockAttribute,
  type PageBlock,
  type StaticBlock,
} from './kit/static-block.js';
export { defineBlock, type BlockDefinition, type BlockProps } from './kit/define-block.js';
export { defineLazyBlock } from './kit/define-lazy-block.js';
export {
  blockComponentName,
  blockFolder,
  defineBlockModule,
  type BlockComponentName,
  type BlockFolder,
  type BlockModule,
} from './registry/block-modules.js';
export { contentBlocksCatalog } from './i18n.js';
