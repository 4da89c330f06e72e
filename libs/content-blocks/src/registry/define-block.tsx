import type { Block } from '@paddock/api-clients/contracts';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';

/** What a block type's component receives: its data, and the block for its id, style, tone. */
export interface BlockProps<Data> {
  data: Data;
  block: Block;
}

/** A block type the registry knows. */
export interface BlockDefinition {
  render: (block: Block) => ReactElement | null;
}

/**
 * A block type: the component that shows its `data`. The data was checked against the type's schema
 * on the site server (`prepareBlocks` of `@paddock/content-blocks/server`), which drops a block whose
 * data does not match, so the browser ships the components without the validation.
 */
export function defineBlock<Data>(Component: ComponentType<BlockProps<Data>>): BlockDefinition {
  return {
    // Trusted: prepareBlocks validated this block's data against its type's schema.
    render: (block) => <Component data={block.data as Data} block={block} />,
  };
}

/**
 * A block type whose component loads when a page first shows one (the ticket blocks bring the shop's
 * code): the page's own JavaScript stays small. The server renders it all the same, and the browser
 * keeps that HTML until the component has loaded and hydrates it then.
 */
export function defineLazyBlock<Data>(
  load: () => Promise<{ default: ComponentType<BlockProps<Data>> }>,
): BlockDefinition {
  const Component = lazy(load);
  return {
    render: (block) => (
      <Suspense fallback={null}>
        <Component data={block.data as Data} block={block} />
      </Suspense>
    ),
  };
}
