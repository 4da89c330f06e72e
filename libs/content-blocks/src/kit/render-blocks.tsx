import type { Block, BlockType } from '@paddock/api-clients/contracts';
import { FirstScreen } from '@paddock/ui';
import type { ReactElement } from 'react';
import type { BlockDefinition } from './define-block.js';
import { isStaticBlock, StaticHtml, type PageBlock } from './static-block.js';
import styles from './render-blocks.module.css';

/** The block types a page can show, by type; a page skips a type that is not here. */
export type BlockRegistry = Readonly<Partial<Record<BlockType, BlockDefinition>>>;

const warnedTypes = new Set<string>();

/** In development, says once per type that a page holds a block type this registry cannot show. */
function warnUnknownType(type: string): void {
  // The site builds this lib from source, so its development server and builds set DEV.
  if (!import.meta.env.DEV || warnedTypes.has(type)) return;
  warnedTypes.add(type);
  console.warn(`Block type '${type}' is not in the registry: its blocks are skipped.`);
}

/** The frame's classes: its style (primary by default) and its tone (the page's by default). */
function frameClassName({ style = 'primary', tone }: Pick<Block, 'style' | 'tone'>): string {
  return [styles.block, styles[style], tone ? styles[tone] : ''].filter(Boolean).join(' ');
}

/**
 * Whether the next block leads the page, on a phone's first screen, given the blocks shown before it
 * and the first one's type: the first block shown, and the one after it when the first is a title
 * alone (a page's usual opening).
 */
function leadsPage(shownBefore: number, firstType: string | undefined): boolean {
  return shownBefore === 0 || (shownBefore === 1 && firstType === 'title');
}

/**
 * The blocks of a page, in order, each in a frame that wears its style and tone, rendered by the
 * types of `registry` (`blockRegistry` has them all). Unknown types and blocks whose data is not valid
 * render nothing. For pages that lay the blocks out themselves, and for hosts that bring their own
 * registry (this module does not load `blockRegistry`'s table of lazy types).
 *
 * A `StaticBlock` (a block that is only HTML, see `islandBlocks` of `/server`) renders, on the server,
 * the whole block that `serverBlocks` holds for its id; in the browser, its server HTML as it is (or the
 * HTML it carries after a client navigation), without its type's code.
 *
 * The blocks that lead the page (`leadsPage`) render within `FirstScreen` of `@paddock/ui`: a
 * component whose first picture is then the page's largest paint loads it at once (the ticket list).
 */
export function renderBlocks(
  blocks: readonly PageBlock[],
  registry: BlockRegistry,
  serverBlocks?: ReadonlyMap<string, Block>,
): ReactElement[] {
  const rendered: ReactElement[] = [];
  let firstType: string | undefined;
  for (const block of blocks) {
    const island = isStaticBlock(block);
    const whole = island ? serverBlocks?.get(block.id) : block;
    const content = whole ? renderContent(whole, registry) : undefined;
    let inner: ReactElement;
    if (!island) {
      if (!content) continue;
      inner = <div className={styles.inner}>{content}</div>;
    } else if (whole) {
      // The same inner element on both sides: the browser keeps what the server put in it.
      inner = (
        <div className={styles.inner} data-static-block={block.id}>
          {content}
        </div>
      );
    } else {
      inner = <StaticHtml id={block.id} html={block.html} className={styles.inner} />;
    }
    rendered.push(
      <div
        key={block.id}
        id={block.anchor}
        className={frameClassName(block)}
        data-block-type={block.type}
        // What is done in an interactive block before its code came is kept by this id (early-input.ts).
        data-block-frame={island ? undefined : block.id}
      >
        {leadsPage(rendered.length, firstType) ? <FirstScreen value>{inner}</FirstScreen> : inner}
      </div>,
    );
    firstType ??= block.type;
  }
  return rendered;
}

/** A whole block's content, by its type's definition in `registry` (nothing for an unknown type). */
function renderContent(block: Block, registry: BlockRegistry): ReactElement | null | undefined {
  // Own keys only: a type from the CMS is data, not a way into Object.prototype.
  const definition = Object.hasOwn(registry, block.type) ? registry[block.type] : undefined;
  if (!definition) warnUnknownType(block.type);
  return definition?.render(block);
}

export interface BlockListProps {
  blocks: readonly PageBlock[];
  /** The block types it can show: a block's stories and tests give theirs, a page the registry's. */
  registry: BlockRegistry;
}

/**
 * `renderBlocks` as a component: the blocks in their frames, as a page shows them. What a block's
 * stories and tests render it through, with a registry of their own types (no table of every type).
 */
export function BlockList({ blocks, registry }: BlockListProps) {
  return <>{renderBlocks(blocks, registry)}</>;
}
