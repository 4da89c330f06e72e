import { useLingui } from '@lingui/react';
import type { CartGroupInput } from '@paddock/api-clients';
import { atom, useAtomValue, useStore } from 'jotai';
import { useCallback, useMemo } from 'react';

export interface AddToCart {
  /**
   * Adds the groups to the cart (SPEC §4): to the stored cart while it is valid, one group after the
   * other; else to a new cart for the logged-in member or an anonymous buyer. Then saves it, fetches
   * its cross-sells and opens the added-to-cart modal. Never rejects: a failure opens the error modal
   * (SPEC §8) and resolves to false; what the cart already held stays.
   */
  add: (groups: readonly CartGroupInput[]) => Promise<boolean>;
  /**
   * An add is under way in this store (the page): adds run one after the other, so every add button
   * waits, whichever offer started it.
   */
  adding: boolean;
}

// Per store: adds run one after the other, and an add of the very same groups while it is still
// pending joins it (a double click): two adds never both find no cart and create two.
const queueAtom = atom(() => ({
  tail: Promise.resolve() as Promise<unknown>,
  pending: new Map<string, Promise<boolean>>(),
}));

/** How many adds are under way or queued, per store. */
const addsInFlightAtom = atom(0);

/** The add to cart's code, loaded with the first add (`add-to-cart-flow.ts`). */
const flow = () => import('./add-to-cart-flow.js');

/**
 * Adds tickets to the visitor's cart; see `AddToCart`. Needs `cartConfigAtom` set. The flow's code
 * loads with the first add, so a page of ticket offers ships only this hook.
 */
export function useAddToCart(): AddToCart {
  const store = useStore();
  const { i18n } = useLingui();
  const inFlight = useAtomValue(addsInFlightAtom);

  const add = useCallback(
    (groups: readonly CartGroupInput[]): Promise<boolean> => {
      const queue = store.get(queueAtom);
      const key = JSON.stringify(groups);
      const joined = queue.pending.get(key);
      if (joined) return joined;
      store.set(addsInFlightAtom, (count) => count + 1);
      const run = queue.tail.then(() =>
        flow().then(
          ({ addToCart }) => addToCart(store, i18n, groups),
          (error: unknown) => {
            // The flow's code did not load (offline): nothing was added; the offer stays as chosen.
            console.error('Could not load the add to cart', error);
            return false;
          },
        ),
      );
      queue.tail = run.catch(() => undefined);
      queue.pending.set(key, run);
      void run.finally(() => {
        queue.pending.delete(key);
        store.set(addsInFlightAtom, (count) => count - 1);
      });
      return run;
    },
    [i18n, store],
  );

  return useMemo(() => ({ add, adding: inFlight > 0 }), [add, inFlight]);
}
