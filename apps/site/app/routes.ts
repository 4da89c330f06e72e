import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { checkoutPaths, locales } from '@paddock/i18n';

export default [
  route('robots.txt', 'routes/robots.ts'),
  route('i18n/:file', 'routes/messages.ts'),
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  // A previewer's way in: the session the back office was granted becomes their cookie.
  route('_preview', 'routes/preview.ts'),
  ...locales.map((locale) =>
    route(`sitemap-${locale}.xml`, 'routes/sitemap.ts', { id: `sitemap-${locale}` }),
  ),
  // Every page comes from the content service, found by its localized path (SPEC §2): `/` is the French
  // home, `/en` the English one, `/fr/partenaires` the partners page… Unknown paths: the not-found view.
  // The checkout steps (SPEC §2): the cart, then the buyer's details when the cart has no shop URL.
  // Their paths are the one table of @paddock/i18n, which the links read too (without the leading '/').
  ...locales.flatMap((locale) => [
    route(checkoutPaths.cart(locale).slice(1), 'routes/checkout-cart.tsx', {
      id: `cart-${locale}`,
    }),
    route(checkoutPaths.informations(locale).slice(1), 'routes/checkout-informations.tsx', {
      id: `informations-${locale}`,
    }),
    // Then, without a shop URL: the order's review, and its confirmation once placed.
    route(checkoutPaths.review(locale).slice(1), 'routes/checkout-review.tsx', {
      id: `review-${locale}`,
    }),
    route(checkoutPaths.confirmation(locale).slice(1), 'routes/checkout-confirmation.tsx', {
      id: `confirmation-${locale}`,
    }),
  ]),
  index('routes/page.tsx', { id: 'home' }),
  route('*', 'routes/page.tsx', { id: 'page' }),
] satisfies RouteConfig;
