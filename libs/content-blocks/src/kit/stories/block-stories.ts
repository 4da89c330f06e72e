import type { Block } from '@paddock/api-clients/contracts';

/**
 * What the meta of a block's stories shares besides `title` and `component: Blocks` (Storybook reads
 * those from the source): full width, the block's own registry (every type when none) and no blocks
 * until a story gives some. `{ title, component: Blocks, ...blockStories(registry) }`.
 */
export function blockStories<Registry extends object>(
  registry?: Registry,
  parameters: Record<string, unknown> = {},
) {
  const blocks: Block[] = [];
  return {
    parameters: { layout: 'fullscreen', ...parameters },
    args: registry === undefined ? { blocks } : { registry, blocks },
  };
}
