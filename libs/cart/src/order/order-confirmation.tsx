import { useLingui } from '@lingui/react';
import { buttonClassName } from '@paddock/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { CartSummary } from '../cart-summary/cart-summary.js';
import { checkoutAtom } from '../checkout/checkout-state.js';
import {
  CheckoutPage,
  ToTicketsNotice,
  type CheckoutRouteProps,
} from '../checkout/checkout-frame.js';
import { sharedTexts } from '../shared-texts.js';
import styles from './order.module.css';

const texts = {
  title: /*i18n*/ { id: 'checkout.confirmation.title', message: 'Order confirmed' },
  loading: /*i18n*/ { id: 'checkout.confirmation.loading', message: 'Loading your order…' },
  none: /*i18n*/ {
    id: 'checkout.confirmation.none',
    message: 'There is no recent order to show in this browser.',
  },
  thanks: /*i18n*/ {
    id: 'checkout.confirmation.thanks',
    message: 'Thank you, {firstname}: your order is confirmed.',
  },
  reference: /*i18n*/ { id: 'checkout.confirmation.reference', message: 'Order reference' },
  keep: /*i18n*/ {
    id: 'checkout.confirmation.keep',
    message: 'Keep this reference: quote it to the ticket office for anything about this order.',
  },
  tickets: /*i18n*/ { id: 'checkout.review.tickets', message: 'Your tickets' },
};

export type OrderConfirmationProps = CheckoutRouteProps;

/**
 * The order's confirmation (`/{locale}/checkout/confirmation`): its reference, what was ordered and its
 * total, as the cart service answered (the last order confirmed in this browser). Without one, says so.
 */
export function OrderConfirmation({ ticketingHref }: OrderConfirmationProps) {
  const { i18n } = useLingui();
  const { order } = useAtomValue(checkoutAtom);
  const title = useRef<HTMLHeadingElement>(null);
  // Arrived here from the review's button: the news takes the focus.
  useEffect(() => {
    if (order) title.current?.focus();
  }, [order]);

  let content;
  if (!order) {
    content = (
      <ToTicketsNotice className={styles.empty} ticketingHref={ticketingHref}>
        <p>{i18n._(texts.none)}</p>
      </ToTicketsNotice>
    );
  } else {
    content = (
      <>
        <div className={styles.success} role="status">
          <p>{i18n._(texts.thanks.id, { firstname: order.buyer.firstname })}</p>
          <dl className={styles.referenceList}>
            <dt>{i18n._(texts.reference)}</dt>
            <dd className={styles.reference}>{order.reference}</dd>
          </dl>
          <p>{i18n._(texts.keep)}</p>
        </div>
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>{i18n._(texts.tickets)}</h2>
          <CartSummary
            cart={{ groups: [{ id: order.cartId, items: order.lines }], total: order.total }}
            withTotal
            label={i18n._(texts.tickets)}
          />
        </div>
        <div className={styles.actions}>
          <a href={ticketingHref} className={buttonClassName({ variant: 'light' })}>
            {i18n._(sharedTexts.toTickets)}
          </a>
        </div>
      </>
    );
  }

  return (
    <CheckoutPage
      styles={styles}
      title={i18n._(texts.title)}
      loading={i18n._(texts.loading)}
      titleRef={title}
    >
      {content}
    </CheckoutPage>
  );
}
