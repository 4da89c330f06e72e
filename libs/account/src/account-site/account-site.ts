import type { Locale } from '@paddock/i18n';

/** The pages of the external account site the site links to. */
export type AccountSitePage = 'create-account' | 'edit-account';

/** `{accountSiteUrl}/{locale}/{page}`, e.g. `https://account.example/fr/create-account`. */
export function accountSiteHref(accountSiteUrl: string, locale: Locale, page: AccountSitePage) {
  return `${accountSiteUrl.replace(/\/+$/, '')}/${locale}/${page}`;
}
