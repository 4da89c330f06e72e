import { accountAtom } from '@paddock/account';
import { memberOnlyRefusal, type MemberOnlyRefusal } from '@paddock/api-clients/lite';
import { useAddToCart } from '@paddock/cart';
import { modalAtom } from '@paddock/ui';
import { useAtomValue, useStore } from 'jotai';
import { useMemo, useState, type FormEvent } from 'react';
import { categoryOfBlock, priceIdOf, pricesOfCategory, type StandsData } from './stands-data.js';
import { canAddToCart, standItems, type StandsState } from './stands-state.js';

/**
 * The prices step's data and state: the block's category and its prices, the prices chosen and their
 * total, whether they may go to the cart, and the submit that adds them (or says why a member-only
 * price may not be had). Adds where the action is: `useAddToCart` here, as the quantity offers do.
 */
export function usePricesForm(data: StandsData, state: StandsState, block: string) {
  const account = useAtomValue(accountAtom);
  const store = useStore();
  const { add, adding } = useAddToCart();
  // A new object on each refused submit, so the alert takes the focus again.
  const [memberOnly, setMemberOnly] = useState<{ refusal: MemberOnlyRefusal } | null>(null);
  const [pending, setPending] = useState(false);
  const category = categoryOfBlock(data.categories, block);
  const prices = useMemo(
    () => (category ? pricesOfCategory(data.performance, category) : []),
    [category, data.performance],
  );
  const byId = useMemo(() => new Map(prices.map((price) => [priceIdOf(price), price])), [prices]);
  const chosen = state.seats.flatMap((seat) => {
    const price = byId.get(state.prices[seat] ?? '');
    return price ? [price] : [];
  });
  const ready = canAddToCart(state, byId);
  const total = chosen.reduce((sum, price) => sum + price.price, 0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || pending || adding) return;
    const refusal = memberOnlyRefusal(account, chosen);
    if (refusal) {
      setMemberOnly({ refusal });
      return;
    }
    setMemberOnly(null);
    setPending(true);
    try {
      const added = await add(standItems(data.info.productSecutixId, state));
      // The cart has opened its added-to-cart modal in place of this one; close this one otherwise.
      if (added && store.get(modalAtom)?.kind === 'stands') store.set(modalAtom, null);
    } finally {
      setPending(false);
    }
  }

  return {
    category,
    prices,
    ready,
    total,
    memberOnly,
    clearMemberOnly: () => setMemberOnly(null),
    busy: pending || adding,
    submit,
  };
}
