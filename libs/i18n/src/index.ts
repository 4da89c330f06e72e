// The public face of @paddock/i18n.
export {
  defaultLocale,
  inLocale,
  intlLocale,
  isLocale,
  localeOrDefault,
  localeFromPath,
  localizedPath,
  localizedPaths,
  locales,
  type Locale,
  type LocalizedPaths,
} from './locales.js';
export { activateLocale, activeLocale, createI18n, type Catalog } from './i18n.js';
export { formatDateRange } from './dates.js';
export { checkoutAlternates, checkoutPaths, checkoutSteps, type CheckoutStep } from './paths.js';
// The one price format (SPEC §9), the Intl formats made once, Le Mans's calendar day and the universes'
// ids, defined with the contracts (a util may use the data layer; the ui lib, which may not, reads them
// here).
export {
  collator,
  dateTimeFormat,
  displayNames,
  eventDate,
  formatPrice,
  listFormat,
  numberFormat,
  siteIds,
  type SiteId,
} from '@paddock/api-clients/lite';
