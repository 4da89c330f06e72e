// The public face of @paddock/i18n.
export {
  defaultLocale,
  isLocale,
  localeFromPath,
  localizedPath,
  localizedPaths,
  locales,
  type Locale,
  type LocalizedPaths,
} from './locales.js';
export { activeLocale, createI18n, type Catalog } from './i18n.js';
// The one price format (SPEC §9), defined with the prices' contracts (a util may use the data layer).
export { formatPrice } from '@paddock/api-clients/lite';
