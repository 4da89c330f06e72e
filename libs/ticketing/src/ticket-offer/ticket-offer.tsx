import { useLingui } from '@lingui/react';
import { accountAtom } from '@paddock/account';
import type { ProductGroup, Ticket } from '@paddock/api-clients/contracts';
import { Button, Icon, useModal } from '@paddock/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TicketCard } from '../ticket-card/ticket-card.js';
import { TicketPrices } from '../ticket-prices/ticket-prices.js';
import {
  isSoldOut,
  visiblePrices,
  type VisiblePricesOptions,
} from '../ticket-prices/visible-prices.js';
import { groupsFromQuantities, type Quantities } from './groups.js';
import { useHydrated } from '../hydration/use-hydrated.js';
import { LazyMemberOnlyAlert } from '../member-only/lazy-member-only-alert.js';
import { memberOnlyRefusal, type MemberOnlyRefusal } from '../member-only/member-only.js';
import '../modal-kinds.js';
import styles from './ticket-offer.module.css';

const texts = {
  add: /*i18n*/ { id: 'ticket.offer.add', message: 'Add to cart' },
  noQuantity: /*i18n*/ {
    id: 'ticket.offer.noQuantity',
    message: 'Choose how many tickets you want for at least one price.',
  },
  seated: /*i18n*/ {
    id: 'ticket.offer.seated',
    message: 'Seats are numbered: you choose yours on the map of the grandstand.',
  },
  chooseSeats: /*i18n*/ { id: 'ticket.offer.chooseSeats', message: 'Choose my seats' },
  chooseCategory: /*i18n*/ {
    id: 'ticket.offer.chooseCategory',
    message: 'Compare the categories and their view',
  },
};

export interface TicketOfferProps {
  ticket: Ticket;
  /**
   * Adds the chosen quantities to the cart; resolves `true` once added, `false` when the cart could not
   * take them (it has told the visitor why). The choice is kept for another try unless added.
   */
  onAdd: (groups: ProductGroup[]) => Promise<boolean>;
  /** An add to the cart is under way (this one or another): the button waits. */
  adding?: boolean | undefined;
  /** Also lists the prices with nothing left, marked sold out. */
  showAll?: boolean | undefined;
  /** Offers only the prices of this audience. */
  audienceCode?: string | undefined;
  /** The level of the ticket's title: 3 under a list's title, 2 alone. */
  headingLevel?: 2 | 3;
}

/**
 * A ticket to buy (SPEC §2, §5): its card, its prices with a quantity each, and an add-to-cart button.
 * Member-only prices (MEME) ask a visitor who is not logged in to log in first, and tell a logged-in
 * visitor without a current membership that they are for members. Seated tickets show
 * their prices read-only, a 'Choose my seats' button that opens the stand picker (the `stands` modal)
 * and a 'Compare the categories' one that opens StandsSimple (a category, its block and the panorama).
 */
export function TicketOffer(props: TicketOfferProps) {
  return props.ticket.seated ? <SeatedOffer {...props} /> : <QuantityOffer {...props} />;
}

/**
 * What an offer first shows — the served availability, on the server and at hydration — and keeps
 * showing when what is left arrives after the page has loaded: the prices shown (a price that sells out
 * then is marked so in its place), and whether there was anything to choose (the add button stays,
 * disabled, once nothing is left). The offer keeps its size: nothing under it moves.
 */
function useFirstShown(ticket: Ticket, options: VisiblePricesOptions) {
  const [first] = useState(() => {
    const prices = visiblePrices(ticket.prices, options);
    return {
      shown: new Set(prices.map((price) => price.id)),
      choice: prices.some((price) => !isSoldOut(price)),
    };
  });
  return first;
}

function SeatedOffer({ ticket, showAll, audienceCode, headingLevel }: TicketOfferProps) {
  const { i18n } = useLingui();
  const modal = useModal();
  const hydrated = useHydrated();
  const { shown } = useFirstShown(ticket, { showAll, audienceCode });
  return (
    <TicketCard ticket={ticket} headingLevel={headingLevel}>
      <div className={styles.offer}>
        <TicketPrices
          ticket={ticket}
          showAll={showAll}
          audienceCode={audienceCode}
          shown={shown}
          readOnly
        />
        <p className={styles.seated}>{i18n._(texts.seated)}</p>
        <Button
          fullWidth
          disabled={!hydrated}
          aria-haspopup="dialog"
          onClick={() => modal.open({ kind: 'stands', secutixId: ticket.secutixId })}
        >
          {i18n._(texts.chooseSeats)}
        </Button>
        <Button
          variant="light"
          fullWidth
          disabled={!hydrated}
          aria-haspopup="dialog"
          onClick={() => modal.open({ kind: 'standsSimple', secutixId: ticket.secutixId })}
        >
          {i18n._(texts.chooseCategory)}
        </Button>
      </div>
    </TicketCard>
  );
}

type Problem = { kind: 'noQuantity' } | { kind: 'memberOnly'; refusal: MemberOnlyRefusal };

function QuantityOffer({
  ticket,
  onAdd,
  adding = false,
  showAll,
  audienceCode,
  headingLevel,
}: TicketOfferProps) {
  const { i18n } = useLingui();
  const account = useAtomValue(accountAtom);
  const hydrated = useHydrated();
  const titleId = useId();
  const problemId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [quantities, setQuantities] = useState<Quantities>({});
  // A new object on each refused submit, so focus moves again even when the problem is the same.
  const [problem, setProblem] = useState<Problem | null>(null);
  const [pending, setPending] = useState(false);
  // Set at once on submit (state only changes on the next render): a double click adds once.
  const submitting = useRef(false);

  const first = useFirstShown(ticket, { showAll, audienceCode });
  const lines = visiblePrices(ticket.prices, { showAll, audienceCode, shown: first.shown });
  const selectable = lines.filter((price) => !isSoldOut(price));

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
      if (await onAdd(groups)) setQuantities({});
    } catch (error) {
      // The cart tells the visitor what went wrong; the choice stays for another try.
      console.error('[ticketing] add to cart failed', error);
    } finally {
      submitting.current = false;
      setPending(false);
    }
  }

  return (
    <TicketCard ticket={ticket} headingLevel={headingLevel} titleId={titleId}>
      {lines.length === 0 ? (
        <div className={styles.offer}>
          <TicketPrices ticket={ticket} audienceCode={audienceCode} readOnly />
        </div>
      ) : (
        <form
          ref={form}
          className={styles.offer}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <TicketPrices
            ticket={ticket}
            showAll={showAll}
            audienceCode={audienceCode}
            shown={first.shown}
            quantities={quantities}
            disabled={!hydrated}
            onQuantityChange={(priceId, quantity) => {
              setQuantities((current) => ({ ...current, [priceId]: quantity }));
              setProblem(null);
            }}
            aria-describedby={problem ? problemId : undefined}
          />
          {problem?.kind === 'noQuantity' ? (
            <p id={problemId} role="alert" className={styles.problem}>
              <Icon name="info" size={20} />
              {i18n._(texts.noQuantity)}
            </p>
          ) : null}
          {problem?.kind === 'memberOnly' ? (
            <LazyMemberOnlyAlert id={problemId} refusal={problem.refusal} attempt={problem} />
          ) : null}
          {selectable.length > 0 || first.choice ? (
            <Button
              type="submit"
              fullWidth
              loading={adding || pending}
              disabled={!hydrated || selectable.length === 0}
            >
              <Icon name="cart" size={20} />
              {i18n._(texts.add)}
            </Button>
          ) : null}
        </form>
      )}
    </TicketCard>
  );
}
