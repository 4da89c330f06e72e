import { useHydrated } from '@paddock/ui';
import { useAtomValue } from 'jotai';
import { checkoutLoadedAtom } from './checkout-state.js';

/**
 * Whether a page shows the stored checkout state: once it has been read (`checkoutLoadedAtom`) and the
 * part of the page that shows it has hydrated. The server and the hydrating render show the neutral
 * loading state, even when another part of the page read the stored state first (a page hydrates in
 * parts: the header's cart may read it before the cart page hydrates), so the hydration finds the
 * server's elements as they were rendered and the stored state then renders as an update.
 */
export function useCheckoutLoaded(): boolean {
  const loaded = useAtomValue(checkoutLoadedAtom);
  const hydrated = useHydrated();
  return loaded && hydrated;
}
