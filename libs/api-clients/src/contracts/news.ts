/**
 * The news articles of the content service: contracts and routes the site server reads, the browser
 * never (a module of its own, so the browser's bundle leaves it out).
 */
import * as z from 'zod/mini';
import { dateTime, locale, picture, siteId } from './common.js';
import { localizedPaths } from './content.js';
import type { RouteContract } from './routes.js';

/**
 * A news article of a site in one locale: the story a news card leads to. `identifier` is the same in
 * both locales (the card's anchor on the news page), `localizedPaths` its own URL in each; `html` is its
 * body (simple HTML: p, strong, em, a, ul/li, h2), sanitized by the site like any editorial text.
 */
export const newsArticle = z.object({
  identifier: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  site: siteId,
  locale,
  localizedPaths,
  date: dateTime,
  tag: z.optional(z.string().check(z.minLength(1))),
  title: z.string().check(z.minLength(1)),
  excerpt: z.string(),
  picture: z.optional(picture),
  html: z.string().check(z.minLength(1)),
});
export type NewsArticle = z.infer<typeof newsArticle>;

/** Where a news article lives and when it was published: the site's lookup and sitemap need no more. */
export const newsArticleSummary = z.pick(newsArticle, {
  identifier: true,
  localizedPaths: true,
  date: true,
});
export type NewsArticleSummary = z.infer<typeof newsArticleSummary>;

/** The content service's news routes (under its base URL, like `contentRoutes`). */
export const newsRoutes = {
  /** The site's news articles in a locale, newest first: where each lives, and its date. */
  newsArticles: {
    method: 'GET',
    path: 'news/:site',
    query: z.object({ locale }),
    response: z.array(newsArticleSummary),
  },
  /** A news article by its identifier, in a locale. */
  newsArticle: {
    method: 'GET',
    path: 'news/:site/:identifier/i18n/:locale',
    response: newsArticle,
  },
} as const satisfies Record<string, RouteContract>;
