import { richTextBlock } from '../rich-text/rich-text.js';
import { titleBlock } from '../title/title.js';
import { titleTextBlock } from '../title-text/title-text.js';
import type { BlockRegistry } from '../kit/render-blocks.js';

/** The block types whose code is in a page's first JavaScript: the small text ones every page has. */
export const eagerBlocks = {
  'rich-text': richTextBlock,
  title: titleBlock,
  'title-text': titleTextBlock,
} satisfies BlockRegistry;
