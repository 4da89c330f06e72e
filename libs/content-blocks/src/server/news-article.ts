import type { I18n } from '@lingui/core';
import type { NewsItemData } from '@paddock/api-clients/blocks';
import type { Block, Page } from '@paddock/api-clients/contracts';
import type { NewsArticle } from '@paddock/api-clients/news';
import { eventDay } from '../kit/parts.js';

export const newsArticleTexts = {
  more: /*i18n*/ { id: 'blocks.news-article.more', message: 'More news' },
  all: /*i18n*/ { id: 'blocks.news-article.all', message: 'All news' },
};

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A news article as the card that leads to it (in another article's “More news”). */
export function newsCardOf(article: NewsArticle): NewsItemData {
  return {
    id: article.identifier,
    date: article.date,
    ...(article.tag ? { tag: article.tag } : {}),
    title: article.title,
    excerpt: article.excerpt,
    ...(article.picture ? { picture: article.picture } : {}),
    href: article.localizedPaths[article.locale],
  };
}

export interface NewsArticlePageOptions {
  /** The latest other articles, shown under this one. */
  others: readonly NewsArticle[];
  /** The news page, for the “All news” link; none when the site has no news page. */
  newsPath?: string | undefined;
  i18n: I18n;
}

/**
 * A news article as a page of blocks the site renders like any other: its title (the page's level-one
 * heading), its tag, date, lead and story as rich text, then the latest other news and a link to all
 * of them, so an article is never a dead end. Text blocks and a news section only: the article brings
 * no JavaScript of its own. The page's `html` is sanitized with every other block's (`prepareBlocks`).
 */
export function newsArticlePage(
  article: NewsArticle,
  { others, newsPath, i18n }: NewsArticlePageOptions,
): Page {
  const { locale } = article;
  const byline = [
    article.tag ? `<strong>${escapeText(article.tag)}</strong>` : null,
    escapeText(eventDay(article.date, locale)),
  ]
    .filter(Boolean)
    .join(' · ');
  const lead = article.excerpt ? `<p><em>${escapeText(article.excerpt)}</em></p>` : '';
  const blocks: Block[] = [
    { id: 'article-title', type: 'title', data: { title: article.title, level: 1 } },
    { id: 'article', type: 'rich-text', data: { html: `<p>${byline}</p>${lead}${article.html}` } },
  ];
  if (others.length > 0 || newsPath) {
    blocks.push({
      id: 'more-news',
      type: 'news-section',
      data: {
        title: i18n._(newsArticleTexts.more),
        items: others.map(newsCardOf),
        ...(newsPath
          ? { cta: { text: i18n._(newsArticleTexts.all), href: newsPath, style: 'simple-light' } }
          : {}),
      },
    });
  }
  return {
    identifier: `news/${article.identifier}`,
    site: article.site,
    locale,
    wording: {},
    metadata: { crawlable: true, hidePartnersFooter: false },
    localizedPaths: article.localizedPaths,
    meta: {
      title: article.title,
      description: article.excerpt,
      ...(article.picture ? { image: article.picture.src } : {}),
    },
    templateOptions: { menuLayout: 'news' },
    blocks,
  };
}
