import type { LocalizedPaths } from '@paddock/api-clients';
import { isLocale, locales } from '@paddock/i18n';
import { data } from 'react-router';
import { requestContext } from '../context.server';
import { siteContent } from '../lib/content.server';
import type { Route } from './+types/sitemap';

const xml = (body: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `/sitemap.xml` lists one sitemap per locale; `/sitemap-{locale}.xml` its crawlable pages and news
 * articles, with alternates.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const request = context.get(requestContext);
  // Addresses of the configured origin, never of the request's Host (which anyone may write).
  const origin = request.config.publicOrigin;
  const { pathname } = url;
  const lang = /^\/sitemap-(\w+)\.xml$/.exec(pathname)?.[1];
  if (lang === undefined) {
    const entries = locales.map(
      (locale) => `  <sitemap><loc>${origin}/sitemap-${locale}.xml</loc></sitemap>`,
    );
    return xml(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>`,
    );
  }
  if (!isLocale(lang)) throw data(null, { status: 404 });
  const locale = lang;
  const content = siteContent({ ...request, locale }, { draft: false });
  const [pages, articles] = await Promise.all([content.pages(), content.newsArticles()]);
  if (!pages || !articles) throw data(null, { status: 503 });
  const entry = (paths: LocalizedPaths, lastModified?: string) => {
    const alternates = locales
      .map(
        (each) =>
          `    <xhtml:link rel="alternate" hreflang="${each}" href="${escape(origin + paths[each])}"/>`,
      )
      .join('\n');
    const lastmod = lastModified ? `\n    <lastmod>${lastModified.slice(0, 10)}</lastmod>` : '';
    return `  <url>\n    <loc>${escape(origin + paths[locale])}</loc>${lastmod}\n${alternates}\n  </url>`;
  };
  // The crawlable pages, then every news article (newest first) with its publication day.
  const urls = [
    ...pages.filter((page) => page.metadata.crawlable).map((page) => entry(page.localizedPaths)),
    ...articles.map((article) => entry(article.localizedPaths, article.date)),
  ];
  return xml(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>`,
  );
}
