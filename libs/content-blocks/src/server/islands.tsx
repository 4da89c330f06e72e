import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Block } from '@paddock/api-clients/contracts';
import { renderToString } from 'react-dom/server';
import { blockRegistry, preloadBlocks } from '../registry/blocks.js';
import { isInteractive } from '../registry/interactivity.js';
import type { BlockRegistry } from '../kit/render-blocks.js';
import type { PageBlock, StaticBlock } from '../kit/static-block.js';

export interface IslandOptions {
  /**
   * Put each static block's HTML in its data: for a page the browser renders itself (a client-side
   * navigation), where the document holds no server HTML of the block. A document leaves it out: its
   * HTML is the block's already.
   */
  withHtml: boolean;
  /** The request's Lingui, for the static blocks' texts when `withHtml`. */
  i18n: I18n;
  registry?: BlockRegistry;
}

export interface Islands {
  /** The page's blocks as its data carries them: interactive ones whole, static ones as `StaticBlock`. */
  blocks: PageBlock[];
  /** The whole static blocks, by id, for the server's own render of the page (`renderBlocks`). */
  serverBlocks: Map<string, Block>;
}

/**
 * Splits a page's (prepared) blocks into those the browser hydrates and those that are only HTML: the
 * latter reach the browser as their frame alone (no data, no code), and the server renders them from
 * `serverBlocks`. Blocks of a type the registry does not know stay as they are (they render nothing).
 */
export async function islandBlocks(
  blocks: readonly Block[],
  { withHtml, i18n, registry = blockRegistry }: IslandOptions,
): Promise<Islands> {
  const serverBlocks = new Map<string, Block>();
  const known = (block: Block) => Object.hasOwn(registry, block.type);
  const statics = blocks.filter((block) => known(block) && !isInteractive(block));
  // Their code must be there before rendering them to a string (no Suspense fallback in it).
  if (withHtml) await preloadBlocks(statics, registry);
  const islands = blocks.map((block): PageBlock => {
    if (!statics.includes(block)) return block;
    serverBlocks.set(block.id, block);
    const { data: _data, ...frame } = block;
    const island: StaticBlock = { ...frame, static: true };
    if (withHtml) island.html = staticHtml(block, i18n, registry);
    return island;
  });
  return { blocks: islands, serverBlocks };
}

/** A static block's inner HTML, as the page's own render would write it. */
function staticHtml(block: Block, i18n: I18n, registry: BlockRegistry): string {
  const content = registry[block.type]?.render(block) ?? null;
  return renderToString(<I18nProvider i18n={i18n}>{content}</I18nProvider>, {
    // Ids (useId) of separate renders must not meet those of the page or of another block.
    identifierPrefix: `${block.id}-`,
  });
}
