import { createI18n, isLocale } from '@paddock/i18n';
import { data } from 'react-router';
import { catalogs } from '../i18n';
import { readFlags } from '../lib/flags';
import type { Route } from './+types/messages';

/** `/i18n/{locale}.json`: a locale's texts, for a visitor switching to it without a page load. */
export function loader({ params, url }: Route.LoaderArgs) {
  const locale = params.file.replace(/\.json$/, '');
  if (!isLocale(locale) || !params.file.endsWith('.json')) {
    throw data('Not found', { status: 404 });
  }
  const { debugWording } = readFlags(url.searchParams);
  const { messages } = createI18n(locale, catalogs, { debugWording });
  return Response.json(messages, {
    headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' },
  });
}
