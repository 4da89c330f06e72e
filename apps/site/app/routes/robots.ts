import { requestContext } from '../context.server';
import type { Route } from './+types/robots';

/** robots.txt: everything may be crawled but drafts; the sitemaps (of the configured origin) say where the pages are. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(requestContext).config.publicOrigin;
  const body = [
    'User-agent: *',
    'Disallow: /*?draft=1',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
