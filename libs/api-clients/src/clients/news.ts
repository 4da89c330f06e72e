/**
 * The content service's news articles (`newsRoutes`), read by the site server: where each article of a
 * site lives, and an article. Like the content client, every method resolves to the validated answer,
 * or to `null` after logging what went wrong (SPEC §8: content fetch errors yield nothing). A client of
 * its own, so the browser's bundle, which never reads an article, leaves the news contracts out.
 */
import type { NewsArticle, NewsArticleSummary } from '../contracts/news.js';
import { newsRoutes } from '../contracts/news.js';
import type { Locale, SiteId } from '../contracts/common.js';
import { callRoute, createHttp, type Fetch, type Logger } from './http.js';

export interface NewsClient {
  /** `GET news/{site}`: where each news article of a site lives, newest first. */
  newsArticles(args: { site: SiteId; locale: Locale }): Promise<NewsArticleSummary[] | null>;
  /** `GET news/{site}/{identifier}/i18n/{locale}`: a news article. */
  newsArticle(args: {
    site: SiteId;
    identifier: string;
    locale: Locale;
  }): Promise<NewsArticle | null>;
}

export interface NewsClientOptions {
  /** The content service's base URL, e.g. `http://localhost:3100/content`. */
  baseUrl: string;
  fetch?: Fetch | undefined;
  /** Where failures are logged; `console` by default. */
  logger?: Logger | undefined;
}

export function createNewsClient(options: NewsClientOptions): NewsClient {
  const http = createHttp({ baseUrl: options.baseUrl, fetch: options.fetch });
  const logger = options.logger ?? console;
  const orNull = async <T>(name: string, call: () => Promise<T>): Promise<T | null> => {
    try {
      return await call();
    } catch (error) {
      logger.error(`[api-clients] content ${name} failed`, error);
      return null;
    }
  };
  return {
    newsArticles: ({ site, locale }) =>
      orNull('newsArticles', () =>
        callRoute(http, newsRoutes.newsArticles, { params: { site }, query: { locale } }),
      ),
    newsArticle: ({ site, identifier, locale }) =>
      orNull('newsArticle', () =>
        callRoute(http, newsRoutes.newsArticle, { params: { site, identifier, locale } }),
      ),
  };
}
