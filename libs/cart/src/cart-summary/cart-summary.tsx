import { useLingui } from '@lingui/react';
import type { Cart } from '@paddock/api-clients';
import { Price } from '@paddock/ui';
import { useCheckoutFormat } from '../format/checkout-format.js';
import { SeatNames } from '../seats/seat-names.js';
import { sharedTexts } from '../shared-texts.js';
import styles from './cart-summary.module.css';

const texts = {
  quantity: /*i18n*/ { id: 'cart.item.quantity', message: '{audience} × {quantity}' },
};

export interface CartSummaryProps {
  /** A cart, or an order's lines as one group with its total. */
  cart: Pick<Cart, 'groups' | 'total'>;
  /** Shows the cart's total under its items. */
  withTotal?: boolean;
  /** Names the list for assistive technology, e.g. 'Your cart'. */
  label?: string;
}

/**
 * The cart's items in short: product, audience (with its quantity when above 1), seats and line price.
 * The added-to-cart modal, the order's review and its confirmation show it.
 */
export function CartSummary({ cart, withTotal = false, label }: CartSummaryProps) {
  const { i18n } = useLingui();
  const format = useCheckoutFormat();
  const items = cart.groups.flatMap((group) => group.items);
  return (
    <div className={styles.summary}>
      <ul className={styles.items} aria-label={label}>
        {items.map((item) => {
          const audience = format.text(item.audience.localized).name;
          return (
            <li key={item.id} className={styles.item}>
              <span className={styles.name}>{format.text(item.product.localized).name}</span>
              <span className={styles.audience}>
                {item.quantity > 1
                  ? i18n._(texts.quantity.id, { audience, quantity: item.quantity })
                  : audience}
              </span>
              {item.seatIds.length > 0 ? (
                <SeatNames seatIds={item.seatIds} className={styles.seats} />
              ) : null}
              <Price value={item.price * item.quantity} className={styles.price} />
            </li>
          );
        })}
      </ul>
      {withTotal ? (
        <p className={styles.total}>
          <span>{i18n._(sharedTexts.total)}</span>
          <Price value={cart.total} />
        </p>
      ) : null}
    </div>
  );
}
