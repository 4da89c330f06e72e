import { useLingui } from '@lingui/react';
import type { Cart, CartItem } from '@paddock/api-clients';
import { Button, Icon, Price } from '@paddock/ui';
import { useStore } from 'jotai';
import { useId, useState } from 'react';
import { checkoutAtom } from '../checkout/checkout-state.js';
import { cartConfigAtom } from '../config.js';
import { useCheckoutFormat } from '../format/checkout-format.js';
import { usePayment } from '../payment/use-payment.js';
import { SeatNames } from '../seats/seat-names.js';
import { sharedTexts } from '../shared-texts.js';
import styles from './cart-page.module.css';

const texts = {
  quantity: /*i18n*/ { id: 'cart.item.quantityLabel', message: 'Quantity' },
  unitPrice: /*i18n*/ { id: 'cart.item.unitPrice', message: 'Unit price' },
  lineTotal: /*i18n*/ { id: 'cart.item.lineTotal', message: 'Total' },
  remove: /*i18n*/ { id: 'cart.item.remove', message: 'Remove' },
  removeNamed: /*i18n*/ { id: 'cart.item.removeNamed', message: 'Remove: {product}, {audience}' },
  removed: /*i18n*/ {
    id: 'cart.item.removed',
    message: '{product}, {audience}: removed from your cart.',
  },
};

export interface CartContentProps {
  cart: Cart;
  leaving: boolean;
  onLeave: (cart: Cart) => void;
  onRemoved: (message: string) => void;
}

/**
 * The stored cart's groups and items, each with its remove button, the total, until when the cart is
 * kept and the checkout button (loaded by `CartPage` once the cart has something in it).
 */
export function CartContent({ cart, leaving, onLeave, onRemoved }: CartContentProps) {
  const { i18n } = useLingui();
  const format = useCheckoutFormat();
  const store = useStore();
  const { goToPayment } = usePayment();
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (item: CartItem) => {
    const config = store.get(cartConfigAtom);
    if (!config) {
      console.error('The cart is not configured: set cartConfigAtom before removing from it');
      return;
    }
    setRemoving(item.id);
    try {
      const updated = await config.client.removeItem(cart.uuid, item.id);
      store.set(checkoutAtom, (state) =>
        state.cart?.uuid === cart.uuid ? { ...state, cart: updated } : state,
      );
      onRemoved(
        i18n._(texts.removed.id, {
          product: format.text(item.product.localized).name,
          audience: format.text(item.audience.localized).name,
        }),
      );
    } catch (error) {
      // SPEC §8: a remove error is logged only; the cart stays as it was.
      console.error('Could not remove the item from the cart', error);
    } finally {
      setRemoving(null);
    }
  };

  const checkout = () => {
    if (goToPayment() === 'shop') onLeave(cart);
  };

  return (
    <>
      <ul className={styles.groups}>
        {cart.groups
          .filter((group) => group.items.length > 0)
          .map((group) => (
            <CartGroup
              key={group.id}
              items={group.items}
              removing={removing}
              onRemove={(item) => void remove(item)}
            />
          ))}
      </ul>
      <div className={styles.footer}>
        <p className={styles.total}>
          <span>{i18n._(sharedTexts.total)}</span>
          <Price value={cart.total} />
        </p>
        <p className={styles.validity}>
          {i18n._(sharedTexts.keptUntil.id, { time: format.time(cart.validity) })}
        </p>
        <Button className={styles.checkout} loading={leaving} onClick={checkout}>
          {i18n._(sharedTexts.checkout)}
        </Button>
      </div>
    </>
  );
}

interface CartGroupProps {
  items: CartItem[];
  removing: string | null;
  onRemove: (item: CartItem) => void;
}

/** One group of the cart: a product (its name and days) and an item per audience. */
function CartGroup({ items, removing, onRemove }: CartGroupProps) {
  const { i18n } = useLingui();
  const format = useCheckoutFormat();
  const headingId = useId();
  const [first] = items;
  if (!first) return null;
  const product = format.text(first.product.localized).name;
  const days = format.days(first.product);

  return (
    <li className={styles.group}>
      <article aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.product}>
          {product}
        </h2>
        {days ? <p className={styles.days}>{days}</p> : null}
        <ul className={styles.items}>
          {items.map((item) => {
            const audience = format.text(item.audience.localized).name;
            const itemProduct = format.text(item.product.localized).name;
            return (
              <li key={item.id} className={styles.item}>
                <div className={styles.itemText}>
                  {itemProduct !== product ? (
                    <p className={styles.itemProduct}>{itemProduct}</p>
                  ) : null}
                  <p className={styles.audience}>{audience}</p>
                  {item.seatIds.length > 0 ? (
                    <SeatNames seatIds={item.seatIds} className={styles.seats} />
                  ) : null}
                </div>
                <dl className={styles.figures}>
                  <div>
                    <dt>{i18n._(texts.quantity)}</dt>
                    <dd>{item.quantity}</dd>
                  </div>
                  <div>
                    <dt>{i18n._(texts.unitPrice)}</dt>
                    <dd>
                      <Price value={item.price} />
                    </dd>
                  </div>
                  <div>
                    <dt>{i18n._(texts.lineTotal)}</dt>
                    <dd>
                      <Price value={item.price * item.quantity} className={styles.lineTotal} />
                    </dd>
                  </div>
                </dl>
                <Button
                  variant="simple-light"
                  size="small"
                  className={styles.remove}
                  loading={removing === item.id}
                  disabled={removing !== null}
                  aria-label={i18n._(texts.removeNamed.id, { product: itemProduct, audience })}
                  onClick={() => onRemove(item)}
                >
                  <Icon name="close" size={18} />
                  {i18n._(texts.remove)}
                </Button>
              </li>
            );
          })}
        </ul>
      </article>
    </li>
  );
}
