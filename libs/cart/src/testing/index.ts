// @paddock/cart/testing: fixtures, an in-memory cart service and a ready store, for the stories and
// tests of the cart and of the libs and apps that add to it.
export * from './checkout-provider.js';
export * from './checkout-store.js';
export * from './fake-cart-client.js';
export * from './fixtures.js';
export * from './story-viewports.js';
