import { useLingui } from '@lingui/react';
import { activeLocale, checkoutPaths } from '@paddock/i18n';
import { modalAtom } from '@paddock/ui';
import { useStore } from 'jotai';
import { useCallback, useMemo } from 'react';
import { checkoutAtom, isCartValid } from '../checkout/checkout-state.js';
import { cartConfigAtom, navigationOf } from '../config.js';
import { isAllowedShopUrl, shopUrlIn } from './shop-url.js';

const texts = {
  refusedTitle: /*i18n*/ { id: 'checkout.payment.error.title', message: 'Payment unavailable' },
  refused: /*i18n*/ {
    id: 'checkout.payment.error.shop',
    message:
      'The payment page could not be opened. Your cart is kept: please try again in a few minutes.',
  },
};

/** Where the payment step went: the external shop, the informations page, nowhere (and why). */
export type PaymentStep = 'shop' | 'informations' | 'refused' | 'no-cart';

export interface Payment {
  /**
   * The payment step (SPEC §4). With a `shopUrl` on an allowed host: clears the cart here and leaves
   * for the shop (router navigation on iOS devices, same-window otherwise). A `shopUrl` on any other
   * host is refused with the error modal, the cart kept. Without one: the informations page.
   */
  goToPayment: () => PaymentStep;
}

/** The payment step of the stored cart; needs `cartConfigAtom` set. */
export function usePayment(): Payment {
  const store = useStore();
  const { i18n } = useLingui();

  const goToPayment = useCallback((): PaymentStep => {
    // Offered with the cart on screen (the cart page, the added-to-cart dialog): the stored state is in.
    const { cart } = store.get(checkoutAtom);
    if (!isCartValid(cart)) return 'no-cart';
    const config = store.get(cartConfigAtom);
    const navigation = navigationOf(config);
    if (!cart.shopUrl) {
      store.set(modalAtom, null);
      navigation.navigate(checkoutPaths.informations(activeLocale(i18n)));
      return 'informations';
    }
    if (!isAllowedShopUrl(cart.shopUrl, config?.shopAllowedHosts ?? [])) {
      console.error(`Refused to leave for a shop on a host that is not allowed: ${cart.shopUrl}`);
      store.set(modalAtom, {
        kind: 'error',
        title: i18n._(texts.refusedTitle),
        text: i18n._(texts.refused),
      });
      return 'refused';
    }
    // The shop takes the cart from here: this browser forgets it. The shop speaks the buyer's language.
    store.set(checkoutAtom, (state) => ({ ...state, cart: null, crossSells: [] }));
    const shopUrl = shopUrlIn(cart.shopUrl, activeLocale(i18n));
    if (navigation.isIos()) navigation.navigate(shopUrl);
    else navigation.assign(shopUrl);
    return 'shop';
  }, [i18n, store]);

  return useMemo(() => ({ goToPayment }), [goToPayment]);
}
