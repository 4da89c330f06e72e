import { useLingui } from '@lingui/react';
import type { Cart, CrossSell } from '@paddock/api-clients';
import { checkoutPaths } from '@paddock/i18n';
import { Button, buttonClassName, ModalTitle, Price, Spinner } from '@paddock/ui';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { crossSellGroup, crossSellPrice, maxCrossSells } from '../add-to-cart/cross-sell-group.js';
import { useAddToCart } from '../add-to-cart/use-add-to-cart.js';
import { CartSummary } from '../cart-summary/cart-summary.js';
import { checkoutAtom } from '../checkout/checkout-state.js';
import { useCheckoutLoaded } from '../checkout/use-checkout-loaded.js';
import { useCheckoutFormat } from '../format/checkout-format.js';
import { usePayment } from '../payment/use-payment.js';
import { sharedTexts } from '../shared-texts.js';
import styles from './added-to-cart.module.css';

const texts = {
  title: /*i18n*/ { id: 'checkout.addedToCart.title', message: 'Added to your cart' },
  items: /*i18n*/ { id: 'checkout.addedToCart.items', message: 'Your cart' },
  expired: /*i18n*/ {
    id: 'checkout.addedToCart.expired',
    message: 'Your cart is empty: the time it was kept for has run out.',
  },
  displayCart: /*i18n*/ { id: 'checkout.cart.display', message: 'Display cart' },
  crossSells: /*i18n*/ { id: 'checkout.crossSells.title', message: 'Complete your stay' },
  add: /*i18n*/ { id: 'checkout.crossSells.add', message: 'Add to cart' },
  addNamed: /*i18n*/ { id: 'checkout.crossSells.addNamed', message: 'Add to cart: {title}' },
};

/**
 * The AddedToCart modal of SPEC §2, as the modal host shows it (lazily): the cart's items, until when it
 * is kept, the link to the cart page, the checkout button and up to 4 cross-sells to add.
 */
export default function AddedToCart() {
  const { i18n } = useLingui();
  const format = useCheckoutFormat();
  const { cart, crossSells } = useAtomValue(checkoutAtom);
  const loaded = useCheckoutLoaded();
  const { goToPayment } = usePayment();
  // The cart as it was when the visitor left for the shop (which clears it here).
  const [leavingWith, setLeavingWith] = useState<Cart | null>(null);
  const shown = leavingWith ?? cart;

  const checkout = () => {
    const leaving = cart;
    if (goToPayment() === 'shop') setLeavingWith(leaving);
  };

  if (!loaded) {
    // Opened before anything read the stored cart (an add reads it first, so hardly ever).
    return (
      <div className={styles.content}>
        <ModalTitle>{i18n._(texts.title)}</ModalTitle>
        <Spinner size="large" />
      </div>
    );
  }

  return (
    <div className={styles.content}>
      <ModalTitle>{i18n._(texts.title)}</ModalTitle>
      {shown ? (
        <>
          <CartSummary cart={shown} label={i18n._(texts.items)} />
          <p className={styles.validity}>
            {i18n._(sharedTexts.keptUntil.id, { time: format.time(shown.validity) })}
          </p>
        </>
      ) : (
        <p className={styles.validity}>{i18n._(texts.expired)}</p>
      )}
      <div className={styles.actions}>
        <a
          href={checkoutPaths.cart(format.locale)}
          className={buttonClassName({ variant: 'light', fullWidth: true })}
        >
          {i18n._(texts.displayCart)}
        </a>
        {shown ? (
          <Button fullWidth loading={leavingWith !== null} onClick={checkout}>
            {i18n._(sharedTexts.checkout)}
          </Button>
        ) : null}
      </div>
      {shown && !leavingWith && crossSells.length > 0 ? (
        <CrossSells crossSells={crossSells.slice(0, maxCrossSells)} />
      ) : null}
    </div>
  );
}

function CrossSells({ crossSells }: { crossSells: CrossSell[] }) {
  const { i18n } = useLingui();
  const format = useCheckoutFormat();
  const headingId = useId();
  const { add } = useAddToCart();
  const [addingId, setAddingId] = useState<string | null>(null);

  const addOne = async (crossSell: CrossSell) => {
    const group = crossSellGroup(crossSell, format.locale);
    if (!group) return;
    setAddingId(crossSell.id);
    await add([group]);
    setAddingId(null);
  };

  return (
    <section className={styles.crossSells} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.crossSellsTitle}>
        {i18n._(texts.crossSells)}
      </h3>
      <ul className={styles.offers}>
        {crossSells.map((crossSell) => {
          const { title } = format.text(crossSell.localized);
          const price = crossSellPrice(crossSell, format.locale);
          const addable = crossSellGroup(crossSell, format.locale) !== null;
          return (
            <li key={crossSell.id} className={styles.offer}>
              <span className={styles.offerTitle}>{title}</span>
              {price ? (
                <span className={styles.offerPrice}>
                  <span>{price.label}</span> <Price value={price.price} />
                </span>
              ) : null}
              {addable ? (
                <Button
                  variant="dark"
                  size="small"
                  className={styles.offerAdd}
                  loading={addingId === crossSell.id}
                  disabled={addingId !== null}
                  aria-label={i18n._(texts.addNamed.id, { title })}
                  onClick={() => void addOne(crossSell)}
                >
                  {i18n._(texts.add)}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
