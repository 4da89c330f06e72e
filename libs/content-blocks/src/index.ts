// The public face of @paddock/content-blocks. Sanitizing lives in '@paddock/content-blocks/server'.
export {
  Blocks,
  blockRegistry,
  renderBlocks,
  type BlockRegistry,
  type BlocksProps,
} from './registry/blocks.js';
export { defineBlock, type BlockDefinition, type BlockProps } from './registry/define-block.js';
export { RichText, type RichTextData } from './rich-text/rich-text.js';
export { Title, type TitleData } from './title/title.js';
export { TitleText, type TitleTextData } from './title-text/title-text.js';
export { contentBlocksCatalog } from './i18n.js';
