import type { Block } from '@paddock/api-clients/contracts';
import type { BlockRegistry } from '../render-blocks.js';

/**
 * What the meta of a block's stories shares besides `title` and `component: BlockList` (Storybook
 * reads those from the source): full width, the block's own registry and no blocks until a story gives
 * some. `{ title, component: BlockList, ...blockStories(registry) }`.
 */
export function blockStories<Registry extends BlockRegistry>(
  registry: Registry,
  parameters: Record<string, unknown> = {},
) {
  const blocks: Block[] = [];
  return { parameters: { layout: 'fullscreen', ...parameters }, args: { registry, blocks } };
}
