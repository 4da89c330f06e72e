import { accountAtom } from '@paddock/account';
import type { Ticket, TicketPrice } from '@paddock/api-clients/contracts';
import { memberOnlyRefusal, type MemberOnlyRefusal } from '@paddock/api-clients/lite';
import type { AddToCart } from '@paddock/cart';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { groupsFromQuantities, type Quantities } from './groups.js';

export type OfferProblem =
  { kind: 'noQuantity' } | { kind: 'memberOnly'; refusal: MemberOnlyRefusal };

/**
 * A quantity offer's state and its submit: the quantities chosen, the problem of the last submit
 * (none, no quantity, a member-only price), and the add to the cart (`useAddToCart`'s, called by the
 * offer where the visitor asks for it). Only what can still be chosen (`selectable`) is added.
 */
export function useQuantityOffer(
  ticket: Ticket,
  selectable: readonly TicketPrice[],
  { add, adding }: AddToCart,
) {
  const account = useAtomValue(accountAtom);
  const form = useRef<HTMLFormElement>(null);
  const [quantities, setQuantities] = useState<Quantities>({});
  // A new object on each refused submit, so focus moves again even when the problem is the same.
  const [problem, setProblem] = useState<OfferProblem | null>(null);
  const [pending, setPending] = useState(false);
  // Set at once on submit (state only changes on the next render): a double click adds once.
  const submitting = useRef(false);

  useEffect(() => {
    if (problem?.kind === 'noQuantity')
      form.current?.querySelector<HTMLSelectElement>('select:enabled')?.focus();
  }, [problem]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current || adding) return;
    // Only what can still be chosen counts: a price that just sold out is not added.
    const chosen = Object.fromEntries(
      selectable.map((price) => [price.id, quantities[price.id] ?? 0]),
    );
    const groups = groupsFromQuantities(ticket, chosen);
    if (groups.length === 0) {
      setProblem({ kind: 'noQuantity' });
      return;
    }
    const refusal = memberOnlyRefusal(
      account,
      selectable.filter((price) => (chosen[price.id] ?? 0) > 0),
    );
    if (refusal) {
      setProblem({ kind: 'memberOnly', refusal });
      return;
    }
    setProblem(null);
    submitting.current = true;
    setPending(true);
    try {
      if (await add(groups)) setQuantities({});
    } catch (error) {
      // The cart tells the visitor what went wrong; the choice stays for another try.
      console.error('[ticketing] add to cart failed', error);
    } finally {
      submitting.current = false;
      setPending(false);
    }
  }

  function choose(priceId: string, quantity: number) {
    setQuantities((current) => ({ ...current, [priceId]: quantity }));
    setProblem(null);
  }

  return { form, quantities, choose, problem, busy: adding || pending, submit };
}
