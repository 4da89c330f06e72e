// The public face of @paddock/cart: export only what consumers may use.
export { cartCatalog } from './i18n.js';
