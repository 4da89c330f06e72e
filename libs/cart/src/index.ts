// The public face of @paddock/cart: export only what consumers may use.
import './modal-kinds.js';

export { cartCatalog } from './i18n.js';
export { cartConfigAtom, type CartConfig, type CartNavigation } from './config.js';
export {
  buyerDetailsFields,
  cartCountAtom,
  checkoutAtom,
  checkoutLoadedAtom,
  checkoutStorageKey,
  emptyCheckout,
  isCartValid,
  type BuyerDetails,
  type CheckoutState,
} from './checkout/checkout-state.js';
export { useAddToCart, type AddToCart } from './add-to-cart/use-add-to-cart.js';
export { crossSellGroup, crossSellPrice, maxCrossSells } from './add-to-cart/cross-sell-group.js';
export { cartModals } from './added-to-cart/cart-modals.js';
export type { CartModalKinds } from './modal-kinds.js';
export { CartPage, type CartPageProps } from './cart-page/cart-page.js';
export {
  InformationsForm,
  type InformationsFormProps,
} from './informations-form/informations-form.js';
export { OrderReview, type OrderReviewProps } from './order/order-review.js';
export { OrderConfirmation, type OrderConfirmationProps } from './order/order-confirmation.js';
export { usePayment, type Payment, type PaymentStep } from './payment/use-payment.js';
export { isAllowedShopUrl, isIosDevice, shopUrlIn, type DeviceHints } from './payment/shop-url.js';
export { seatName, seatNames, seatPlace, type StandNames } from './seats/seat-name.js';
export { SeatNames, type SeatNamesProps } from './seats/seat-names.js';
