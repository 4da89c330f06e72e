// The public face of @paddock/account: export only what consumers may use.
export { accountCatalog } from './i18n.js';
