import type { Block } from '@paddock/api-clients/contracts';
import type { ComponentType, ReactElement } from 'react';
import * as z from 'zod/mini';

/** What a block type's component receives: its validated data, and the block for its id, style, tone. */
export interface BlockProps<Data> {
  data: Data;
  block: Block;
}

/** A block type the registry knows. */
export interface BlockDefinition {
  /** The block's content, or null (with a warning) when its data is not what the type expects. */
  render: (block: Block) => ReactElement | null;
}

/**
 * A block type: the zod schema of its `data` (zod/mini keeps the browser bundle small; any zod 4 schema
 * works) and the component that shows it. Data that does not match skips the block, so one bad block
 * in the CMS never breaks a page.
 */
export function defineBlock<Data>(
  schema: z.core.$ZodType<Data>,
  Component: ComponentType<BlockProps<Data>>,
): BlockDefinition {
  return {
    render(block) {
      const parsed = z.safeParse(schema, block.data);
      if (!parsed.success) {
        console.warn(
          `Block ${block.id} (${block.type}) skipped: its data is not valid.\n${z.prettifyError(parsed.error)}`,
        );
        return null;
      }
      return <Component data={parsed.data} block={block} />;
    },
  };
}
