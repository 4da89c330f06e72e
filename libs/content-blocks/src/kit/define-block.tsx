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

/**
 * A block type whose component loads when a page first shows one (the ticket blocks bring the shop's
 * code): the page's own JavaScript stays small. The server preloads it (`preloadBlocks`) and renders it
 * in the first HTML; the browser keeps that HTML until the component has loaded and hydrates it then.
 */
export function defineLazyBlock<Data>(
  load: () => Promise<{ default: ComponentType<BlockProps<Data>> }>,
): BlockDefinition {
  let loaded: ComponentType<BlockProps<Data>> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(() =>
    preload().then(() => ({ default: loaded as ComponentType<BlockProps<Data>> })),
  );
  return {
    preload,
    // The same boundary whether the code is there or not, so the server's HTML and hydration agree.
    render: (block) => {
      const Component = loaded ?? Lazy;
      return (
        <Suspense fallback={null}>
          <Component data={block.data as Data} block={block} />
        </Suspense>
      );
    },
  };
}
