import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * Whether React has hydrated this part of the page: false on the server and in the first browser
 * frame, true after. Controls that only work with their script (quantities, add to cart) wait for it,
 * so a quick visitor never submits a form the page cannot handle yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
