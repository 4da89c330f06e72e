import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { locales } from '@paddock/i18n';

export default [
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  ...locales.map((locale) =>
    route(`sitemap-${locale}.xml`, 'routes/sitemap.ts', { id: `sitemap-${locale}` }),
  ),
  // Every page comes from the content service, found by its localized path (SPEC §2): `/` is the French
  // home, `/en` the English one, `/fr/partenaires` the partners page… Unknown paths: the not-found view.
  index('routes/page.tsx', { id: 'home' }),
  route('*', 'routes/page.tsx', { id: 'page' }),
] satisfies RouteConfig;
