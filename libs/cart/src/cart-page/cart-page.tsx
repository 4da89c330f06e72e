import { useLingui } from '@lingui/react';
import type { Cart } from '@paddock/api-clients';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { checkoutAtom, ticketCount } from '../checkout/checkout-state.js';
import { useCheckoutLoaded } from '../checkout/use-checkout-loaded.js';
import {
  CheckoutFrame,
  CheckoutLoading,
  ToTicketsNotice,
  type CheckoutRouteProps,
} from '../checkout/checkout-frame.js';
import styles from './cart-page.module.css';

// The lines, the total and the checkout button load only for a cart that has something in it: a first
// visit, whose cart is empty, never downloads them.
const CartContent = lazy(() =>
  import('./cart-content.js').then((module) => ({ default: module.CartContent })),
);

const texts = {
  title: /*i18n*/ { id: 'cart.page.title', message: 'Your cart' },
  loading: /*i18n*/ { id: 'cart.page.loading', message: 'Loading your cart…' },
  count: /*i18n*/ {
    id: 'cart.page.count',
    message: '{count, plural, one {# ticket} other {# tickets}}',
  },
  empty: /*i18n*/ { id: 'cart.page.empty', message: 'Your cart is empty.' },
};

export type CartPageProps = CheckoutRouteProps;

/**
 * The cart page (`/{locale}/checkout/cart`, SPEC §2): the stored cart's groups and items, each with its
 * remove button, the total, until when the cart is kept and the checkout button; or that it is empty.
 * Until the stored state is read (server render, hydration) it shows a neutral loading state.
 */
export function CartPage({ ticketingHref }: CartPageProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const loaded = useCheckoutLoaded();
  const { cart } = useAtomValue(checkoutAtom);
  const [status, setStatus] = useState('');
  // The cart as it was when the visitor left for the shop (which clears it here).
  const [leavingWith, setLeavingWith] = useState<Cart | null>(null);
  const shown = leavingWith ?? cart;
  const count = ticketCount(shown);

  const loading = <CheckoutLoading className={styles.loading} label={i18n._(texts.loading)} />;
  let content;
  if (!loaded) {
    content = loading;
  } else if (!shown || count === 0) {
    content = (
      <ToTicketsNotice className={styles.empty} ticketingHref={ticketingHref}>
        <p>{i18n._(texts.empty)}</p>
      </ToTicketsNotice>
    );
  } else {
    content = (
      <Suspense fallback={loading}>
        <CartContent
          cart={shown}
          leaving={leavingWith !== null}
          onLeave={setLeavingWith}
          onRemoved={(message) => {
            setStatus(message);
            title.current?.focus();
          }}
        />
      </Suspense>
    );
  }

  return (
    <CheckoutFrame styles={styles} titleId={titleId} title={i18n._(texts.title)} titleRef={title}>
      {loaded && count > 0 ? (
        <p className={styles.count}>{i18n._(texts.count.id, { count })}</p>
      ) : null}
      <p role="status" className="pdk-visually-hidden">
        {status}
      </p>
      {content}
    </CheckoutFrame>
  );
}
