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
