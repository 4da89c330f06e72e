import type { Route } from './+types/robots';

/** robots.txt: everything may be crawled but drafts; the sitemaps say where the pages are. */
export function loader({ request }: Route.LoaderArgs) {
  const { origin } = new URL(request.url);
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
