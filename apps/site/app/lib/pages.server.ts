import type { I18n } from '@lingui/core';
import type { Page, PageSummary } from '@paddock/api-clients';
import { newsArticlePage } from '@paddock/content-blocks/server';
import { localeFromPath, localizedPath } from '@paddock/i18n';
import type { SiteContent } from './content.server';
import { sitePath } from './site-path';

export type PageLookup =
  /** The page, and the site's pages it was found among (for links to other pages). */
  | { kind: 'page'; page: Page; pages: PageSummary[] }
  | { kind: 'not-found' }
  /** The content service did not answer: render the frame, never a blank page, and never cache it. */
  | { kind: 'unavailable' };

/** How many other news an article shows under it. */
const moreNewsCount = 3;

/** What finding a page reads of the site's content. */
export type PageSources = Pick<SiteContent, 'pages' | 'page' | 'newsArticles' | 'newsArticle'>;

/**
 * The page living at `pathname`, found through the site's pages and their localized paths, else
 * through its news articles (an article renders as a page of blocks, `newsArticlePage`).
 */
export async function findPage(
  content: PageSources,
  pathname: string,
  i18n: I18n,
): Promise<PageLookup> {
  const path = sitePath(pathname);
  const locale = localeFromPath(path);
  const pages = await content.pages();
  if (!pages) return { kind: 'unavailable' };
  const summary = pages.find((each) => each.localizedPaths[locale] === path);
  if (!summary) return findArticle(content, path, pages, i18n);
  const page = await content.page(summary.identifier);
  return page ? { kind: 'page', page, pages } : { kind: 'unavailable' };
}

async function findArticle(
  content: PageSources,
  path: string,
  pages: PageSummary[],
  i18n: I18n,
): Promise<PageLookup> {
  const locale = localeFromPath(path);
  // The news page is the one whose path the article's lives under: never the home, whose `/en`
  // starts every English path.
  const home = localizedPath(locale);
  const newsPath = pages
    .map((each) => each.localizedPaths[locale])
    .filter((each) => each !== home && path.startsWith(`${each}/`))
    .sort((a, b) => b.length - a.length)[0];
  const articles = await content.newsArticles();
  // The news did not answer: a path under one of the pages may be an article, which is unavailable for
  // now (503, never cached), not missing. Any other path is no page.
  if (!articles) return { kind: newsPath === undefined ? 'not-found' : 'unavailable' };
  const summary = articles.find((each) => each.localizedPaths[locale] === path);
  if (!summary) return { kind: 'not-found' };
  const latestOthers = articles
    .filter((each) => each.identifier !== summary.identifier)
    .slice(0, moreNewsCount);
  const [article, ...others] = await Promise.all(
    [summary, ...latestOthers].map((each) => content.newsArticle(each.identifier)),
  );
  if (!article) return { kind: 'unavailable' };
  const page = newsArticlePage(article, {
    others: others.filter((each) => each !== null),
    newsPath,
    i18n,
  });
  return { kind: 'page', page, pages };
}
