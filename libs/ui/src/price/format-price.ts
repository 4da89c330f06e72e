// The one price format (SPEC §9), defined with the prices' contracts and re-exported here for the UI.
export { formatPrice } from '@paddock/i18n';
