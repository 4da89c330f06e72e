import type { Route } from './+types/robots';

/** robots.txt: everything may be crawled but drafts; the sitemaps say where the pages are. */
export function loader({ url }: Route.LoaderArgs) {
  const { origin } = url;
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
