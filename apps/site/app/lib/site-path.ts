/**
 * Paths and redirect targets of this site. A browser reads a Location of `//host/…` or `/\host/…` as
 * another site's address (backslashes count as slashes in http(s) URLs), so every redirect of the site
 * is built here: one slash between segments, and always a path of this site.
 */

/** `/en/news/`, `/en//news` and `/en\news` are the page `/en/news`; the root is `/`. */
export function sitePath(pathname: string): string {
  const collapsed = `/${pathname}`.replace(/[\\/]+/g, '/').replace(/\/$/, '');
  return collapsed === '' ? '/' : collapsed;
}

/** A Location on this site: `path` made a site path, then the query as it came (`?…` or nothing). */
export function siteLocation(path: string, search = ''): string {
  const query = search === '' || search.startsWith('?') ? search : `?${search}`;
  return `${sitePath(path)}${query}`;
}

/**
 * Where a link's `target` (a path, or an address of `origin`) leads on this site; anything else —
 * another origin, `//host`, `javascript:`… — leads to `fallback`.
 */
export function siteTarget(target: string, origin: string, fallback = '/'): string {
  let url: URL;
  try {
    url = new URL(target, `${origin}/`);
  } catch {
    return fallback;
  }
  return url.origin === origin ? siteLocation(url.pathname, url.search) : fallback;
}
