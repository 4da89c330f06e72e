import type { Block } from '@paddock/api-clients/contracts';
import type { ComponentType, ReactElement } from 'react';

/** What a block type's component receives: its data, and the block for its id, style, tone. */
export interface BlockProps<Data> {
  data: Data;
  block: Block;
}

/** A block type the registry knows. */
export interface BlockDefinition {
  render: (block: Block) => ReactElement | null;
  /** Loads a lazy type's code (once); the server awaits it before rendering a page that has one. */
  preload?: () => Promise<void>;
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
