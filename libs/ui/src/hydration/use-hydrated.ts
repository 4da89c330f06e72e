import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * Whether React has hydrated this part of the page: false on the server and in the render that
 * hydrates it, true after (a `useSyncExternalStore` whose server snapshot differs). Controls that only
 * work with their script (quantities, add to cart) wait for it, so a quick visitor never submits a
 * form the page cannot handle yet; and what the browser knows first (a stored cart) shows once the
 * part has hydrated what the server rendered, even when the page hydrates in parts and another part
 * read it first.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
