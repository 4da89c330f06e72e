import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { accountAtom, sessionEndedAtom } from '@paddock/account';
import type { Cart } from '@paddock/api-clients';
import { isCartErrorOf } from '@paddock/api-clients/lite';
import { activeLocale, checkoutPaths } from '@paddock/i18n';
import { Button } from '@paddock/ui';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { CartSummary } from '../cart-summary/cart-summary.js';
import {
  buyerDetailsFields,
  checkoutAtom,
  isCartValid,
  type BuyerDetails,
} from '../checkout/checkout-state.js';
import { cartConfigAtom, navigationOf } from '../config.js';
import { buyerDetailsTexts } from '../informations-form/buyer-details-texts.js';
import {
  CheckoutNotice,
  CheckoutPage,
  ToTicketsNotice,
  type CheckoutRouteProps,
} from '../checkout/checkout-frame.js';
import styles from './order.module.css';

const texts = {
  title: /*i18n*/ { id: 'checkout.review.title', message: 'Review your order' },
  loading: /*i18n*/ { id: 'checkout.review.loading', message: 'Loading your order…' },
  noCart: /*i18n*/ {
    id: 'checkout.review.noCart',
    message: 'Your cart is empty: there is no order to review.',
  },
  noDetails: /*i18n*/ {
    id: 'checkout.review.noDetails',
    message: 'Tell us who is buying first: your details go with the order.',
  },
  toDetails: /*i18n*/ { id: 'checkout.review.toDetails', message: 'Enter my details' },
  tickets: /*i18n*/ { id: 'checkout.review.tickets', message: 'Your tickets' },
  editCart: /*i18n*/ { id: 'checkout.review.editCart', message: 'Edit my cart' },
  details: /*i18n*/ { id: 'checkout.review.details', message: 'Your details' },
  editDetails: /*i18n*/ { id: 'checkout.informations.edit', message: 'Edit my details' },
  confirm: /*i18n*/ { id: 'checkout.review.confirm', message: 'Confirm my order' },
  confirming: /*i18n*/ { id: 'checkout.review.confirming', message: 'Confirming your order…' },
  note: /*i18n*/ {
    id: 'checkout.review.note',
    message: 'By confirming, you order these tickets at the total shown.',
  },
  expired: /*i18n*/ {
    id: 'checkout.review.error.expired',
    message:
      'Your cart has expired and its tickets were released: nothing was ordered or charged. Your details are kept for your next cart.',
  },
  sessionEnded: /*i18n*/ {
    id: 'checkout.review.error.loginRequired',
    message: 'Your session has ended: log in again with your account, then confirm your order.',
  },
  tooManyRequests: /*i18n*/ {
    id: 'checkout.addToCart.error.tooManyRequests',
    message: 'Too many requests in a short time. Wait a minute, then try again.',
  },
  failed: /*i18n*/ {
    id: 'checkout.review.error',
    message:
      'Your order could not be confirmed. Your cart and your details are kept: please try again in a few minutes.',
  },
};

/** What the review says of a refused order (SPEC §8's style: what happened, that nothing is lost). */
function errorText(error: unknown, i18n: I18n): string {
  if (isCartErrorOf(error, 'LOGIN_REQUIRED') || isCartErrorOf(error, 'NOT_YOUR_CART')) {
    return i18n._(texts.sessionEnded);
  }
  if (isCartErrorOf(error, 'TOO_MANY_REQUESTS')) return i18n._(texts.tooManyRequests);
  return i18n._(texts.failed);
}

export type OrderReviewProps = CheckoutRouteProps;

/**
 * The order review (`/{locale}/checkout/review`), after the informations page of a cart without a shop
 * URL: the cart's lines and total, the buyer's details, a way back to edit each, and the button that
 * places the order with the cart service. Once confirmed the stored cart is cleared and the visitor
 * goes to the confirmation; a refusal says what happened and keeps what can be kept.
 */
export function OrderReview({ ticketingHref }: OrderReviewProps) {
  const { i18n } = useLingui();
  const { cart, buyer } = useAtomValue(checkoutAtom);
  const locale = activeLocale(i18n);
  // The service said the cart had expired: this browser forgot it, and the page says why.
  const [expired, setExpired] = useState(false);
  const expiredRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (expired) expiredRef.current?.focus();
  }, [expired]);

  let content;
  if (!isCartValid(cart)) {
    content = (
      <ToTicketsNotice className={styles.empty} ticketingHref={ticketingHref}>
        {expired ? (
          <p ref={expiredRef} role="alert" tabIndex={-1} className={styles.error}>
            {i18n._(texts.expired)}
          </p>
        ) : (
          <p>{i18n._(texts.noCart)}</p>
        )}
      </ToTicketsNotice>
    );
  } else if (!buyer) {
    content = (
      <CheckoutNotice
        className={styles.empty}
        href={checkoutPaths.informations(locale)}
        action={i18n._(texts.toDetails)}
      >
        <p>{i18n._(texts.noDetails)}</p>
      </CheckoutNotice>
    );
  } else {
    content = <ReviewStep cart={cart} buyer={buyer} onExpired={() => setExpired(true)} />;
  }

  return (
    <CheckoutPage styles={styles} title={i18n._(texts.title)} loading={i18n._(texts.loading)}>
      {content}
    </CheckoutPage>
  );
}

interface ReviewStepProps {
  cart: Cart;
  buyer: BuyerDetails;
  /** The service no longer has the cart: it is forgotten here too, and the page says so. */
  onExpired: () => void;
}

/**
 * Placing the order of `cart` for `buyer`: then the confirmation page; an expired cart is forgotten
 * here too (`onExpired`); any other refusal is said, and takes the focus.
 */
function usePlaceOrder({ cart, buyer, onExpired }: ReviewStepProps) {
  const { i18n } = useLingui();
  const store = useStore();
  const locale = activeLocale(i18n);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  const confirm = async () => {
    const config = store.get(cartConfigAtom);
    if (!config || placing) return;
    setPlacing(true);
    setError(null);
    const sessionToken = store.get(accountAtom).token;
    try {
      const order = await config.client.placeOrder({ cartId: cart.uuid, buyer });
      store.set(checkoutAtom, (state) => ({ ...state, cart: null, crossSells: [], order }));
      navigationOf(config).navigate(checkoutPaths.confirmation(locale));
    } catch (reason) {
      console.error('Could not place the order', reason);
      // An expired cart is gone on the service: this browser forgets it too (the details stay).
      if (isCartErrorOf(reason, 'CART_NOT_FOUND')) {
        onExpired();
        store.set(checkoutAtom, (state) => ({ ...state, cart: null, crossSells: [] }));
        return;
      }
      if (sessionToken && isCartErrorOf(reason, 'LOGIN_REQUIRED')) {
        store.set(sessionEndedAtom, sessionToken);
      }
      setError(errorText(reason, i18n));
      setPlacing(false);
      queueMicrotask(() => errorRef.current?.focus());
    }
  };
  return { placing, error, errorRef, confirm };
}

function ReviewStep(props: ReviewStepProps) {
  const { cart, buyer } = props;
  const { i18n } = useLingui();
  const locale = activeLocale(i18n);
  const { placing, error, errorRef, confirm } = usePlaceOrder(props);
  const ticketsId = useId();
  const detailsId = useId();

  return (
    <>
      <div className={styles.section} role="group" aria-labelledby={ticketsId}>
        <div className={styles.sectionHead}>
          <h2 id={ticketsId} className={styles.sectionTitle}>
            {i18n._(texts.tickets)}
          </h2>
          <a href={checkoutPaths.cart(locale)} className={styles.editLink}>
            {i18n._(texts.editCart)}
          </a>
        </div>
        <CartSummary cart={cart} withTotal label={i18n._(texts.tickets)} />
      </div>
      <div className={styles.section} role="group" aria-labelledby={detailsId}>
        <div className={styles.sectionHead}>
          <h2 id={detailsId} className={styles.sectionTitle}>
            {i18n._(texts.details)}
          </h2>
          <a href={checkoutPaths.informations(locale)} className={styles.editLink}>
            {i18n._(texts.editDetails)}
          </a>
        </div>
        <dl className={styles.details}>
          {buyerDetailsFields.map((name) => (
            <div key={name}>
              <dt>{i18n._(buyerDetailsTexts[name])}</dt>
              <dd>{buyer[name]}</dd>
            </div>
          ))}
        </dl>
      </div>
      {error ? (
        <p ref={errorRef} role="alert" tabIndex={-1} className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <p className={styles.note}>{i18n._(texts.note)}</p>
        <Button onClick={() => void confirm()} disabled={placing} aria-busy={placing}>
          {placing ? i18n._(texts.confirming) : i18n._(texts.confirm)}
        </Button>
      </div>
    </>
  );
}
