/** Texts more than one checkout screen shows. */
export const sharedTexts = {
  checkout: /*i18n*/ { id: 'checkout.cart.pay', message: 'Proceed to checkout' },
  keptUntil: /*i18n*/ {
    id: 'checkout.cart.validity',
    message: 'Your cart is kept for a limited time: until {time}.',
  },
  toTickets: /*i18n*/ { id: 'cart.page.toTickets', message: 'See the tickets' },
  total: /*i18n*/ { id: 'cart.total', message: 'Total' },
};
