// The public face of @paddock/ticketing: export only what consumers may use.
export { ticketingCatalog } from './i18n.js';
