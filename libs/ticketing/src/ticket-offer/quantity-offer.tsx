import { useLingui } from '@lingui/react';
import { useAddToCart, type AddToCart } from '@paddock/cart';
import { Button, Icon, useHydrated } from '@paddock/ui';
import { useId } from 'react';
import { LazyMemberOnlyAlert } from '../member-only/lazy-member-only-alert.js';
import { TicketCard } from '../ticket-card/ticket-card.js';
import { PricesList, TicketPrices } from '../ticket-prices/ticket-prices.js';
import { isSoldOut, visiblePrices } from '../ticket-prices/visible-prices.js';
import { useFirstShown } from './first-shown.js';
import type { TicketOfferProps } from './ticket-offer.js';
import { useQuantityOffer } from './use-quantity-offer.js';
import styles from './ticket-offer.module.css';

const texts = {
  add: /*i18n*/ { id: 'ticket.offer.add', message: 'Add to cart' },
  noQuantity: /*i18n*/ {
    id: 'ticket.offer.noQuantity',
    message: 'Choose how many tickets you want for at least one price.',
  },
};

/** A ticket sold by quantity: a quantity per price, and the add-to-cart button, which adds itself. */
export function QuantityOffer(props: TicketOfferProps) {
  return <QuantityForm {...props} cart={useAddToCart()} />;
}

/** `QuantityOffer`'s form, given the cart's add (`useAddToCart`; a test's own add in the specs). */
export function QuantityForm({
  ticket,
  showAll,
  audienceCode,
  headingLevel,
  eagerPicture,
  cart,
}: TicketOfferProps & { cart: AddToCart }) {
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  const titleId = useId();
  const problemId = useId();
  const first = useFirstShown(ticket, { showAll, audienceCode });
  // The prices shown, made once a render: the list shows them, the submit adds what is left of them.
  const lines = visiblePrices(ticket.prices, { showAll, audienceCode, shown: first.shown });
  const selectable = lines.filter((price) => !isSoldOut(price));
  const { form, quantities, choose, problem, busy, submit } = useQuantityOffer(
    ticket,
    selectable,
    cart,
  );

  return (
    <TicketCard
      ticket={ticket}
      headingLevel={headingLevel}
      titleId={titleId}
      eagerPicture={eagerPicture}
    >
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
          <PricesList
            ticket={ticket}
            prices={lines}
            quantities={quantities}
            disabled={!hydrated}
            onQuantityChange={choose}
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
              loading={busy}
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
