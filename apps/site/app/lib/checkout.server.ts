import type { MessageDescriptor } from '@lingui/core';
import { localizedPath } from '@paddock/i18n';
import { data } from 'react-router';
import type { RequestContext } from '../context.server';
import { siteContent } from './content.server';
import { readFlags } from './flags';
import { pageStylesheets } from './page-styles.server';

/**
 * What a checkout page (cart, informations) needs from the server: its title, the links of its empty
 * states and of the partner strip, the stylesheets of its route module (`routes/checkout-cart.tsx`).
 * Personal pages: never stored by a CDN or the HTML cache.
 */
export async function checkoutPage(
  request: RequestContext,
  url: URL,
  title: MessageDescriptor,
  route: string,
) {
  const { locale, i18n } = request;
  const flags = readFlags(url.searchParams);
  const pages = await siteContent(request, { draft: flags.draft }).pages();
  const pathOf = (identifier: string) =>
    pages?.find((page) => page.identifier === identifier)?.localizedPaths[locale];
  return data(
    {
      flags,
      title: i18n._(title),
      ticketingHref: pathOf('ticketing') ?? localizedPath(locale),
      partnersPath: pathOf('partners'),
      styles: pageStylesheets(route),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
