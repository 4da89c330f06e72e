import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { BlockDefinition, BlockProps } from './define-block.js';
import { useEarlyInputGivenBack, waitForCode } from './early-input.js';

/**
 * A block type whose component loads when a page first shows one (the ticket blocks bring the shop's
 * code): the page's own JavaScript stays small. The server preloads it (`preloadBlocks`) and renders it
 * in the first HTML; the browser keeps that HTML until the component has loaded and hydrates it then,
 * and what the visitor typed, tapped or sent in the block meanwhile is given back once it has
 * (`early-input.ts`).
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
  // Rendered once the code is there, whichever way the block came to it.
  function Shown(props: BlockProps<Data>) {
    const Component = loaded as ComponentType<BlockProps<Data>>;
    // What was typed, tapped or sent in the block before its code came reaches its handlers.
    useEarlyInputGivenBack(props.block.id);
    return <Component {...props} />;
  }
  const Lazy = lazy(() => preload().then(() => ({ default: Shown })));
  const current = () => (loaded ? Shown : Lazy);
  return {
    preload,
    // The same boundary whether the code is there or not, so the server's HTML and hydration agree.
    render: (block) => {
      if (!loaded) waitForCode(block.id);
      return (
        <Suspense fallback={null}>
          <LoadedOnce<Data> component={current} data={block.data as Data} block={block} />
        </Suspense>
      );
    },
  };
}

/**
 * A lazy block's component, chosen once for the life of the block: the loaded one when its code is
 * there, else the `lazy` one that waits for it. A block shown again later keeps the component it was
 * mounted with: were it to switch from the `lazy` one to the loaded one when its page re-renders, React
 * would see another component, remove the block's elements and mount them anew (the page's interactive
 * blocks rebuilt, their data fetched again, what the visitor had chosen in them lost).
 */
function LoadedOnce<Data>({
  component,
  ...props
}: BlockProps<Data> & { component: () => ComponentType<BlockProps<Data>> }) {
  const [Component] = useState(component);
  return <Component {...props} />;
}
