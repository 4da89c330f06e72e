import type { NewsArticle } from '@paddock/api-clients/news';
import { createI18n } from '@paddock/i18n';
import { describe, expect, it } from 'vitest';
import { contentBlocksCatalog } from '../i18n.js';
import { newsArticlePage, newsCardOf } from './news-article.js';
import { prepareBlocks } from './validate.js';

const article = (identifier: string, locale: 'fr' | 'en', daysAgo = 0): NewsArticle => ({
  identifier,
  site: 'auto',
  locale,
  localizedPaths: { fr: `/fr/actualites/${identifier}`, en: `/en/news/${identifier}` },
  date: new Date(Date.UTC(2026, 10, 20 - daysAgo, 9)).toISOString(),
  tag: locale === 'fr' ? 'Course & circuit' : 'Race & circuit',
  title: locale === 'fr' ? `Titre ${identifier}` : `Title ${identifier}`,
  excerpt: locale === 'fr' ? 'Le résumé <court>.' : 'The <short> summary.',
  picture: { src: `https://assets.example/${identifier}.svg`, alt: 'x', sources: [] },
  html: '<p>Premier paragraphe.</p><p>Second paragraphe.</p>',
});

const i18nOf = (locale: 'fr' | 'en') => createI18n(locale, [contentBlocksCatalog]);

describe('newsArticlePage', () => {
  it('makes the article a page: its title the level-one heading, then tag, date, lead and story', () => {
    const page = newsArticlePage(article('entry-list', 'en'), {
      others: [],
      newsPath: '/en/news',
      i18n: i18nOf('en'),
    });
    expect(page.localizedPaths).toEqual({
      fr: '/fr/actualites/entry-list',
      en: '/en/news/entry-list',
    });
    expect(page.meta).toEqual({
      title: 'Title entry-list',
      description: 'The <short> summary.',
      image: 'https://assets.example/entry-list.svg',
    });
    expect(page.metadata).toEqual({ crawlable: true, hidePartnersFooter: false });
    expect(page.templateOptions.menuLayout).toBe('news');
    const [title, body, more] = page.blocks;
    expect(title).toMatchObject({ type: 'title', data: { title: 'Title entry-list', level: 1 } });
    expect(body?.type).toBe('rich-text');
    // Text is escaped, the date in the locale's words on Le Mans time.
    expect(body?.data['html']).toBe(
      '<p><strong>Race &amp; circuit</strong> · 20 November 2026</p><p><em>The &lt;short&gt; summary.</em></p><p>Premier paragraphe.</p><p>Second paragraphe.</p>',
    );
    expect(more).toMatchObject({
      type: 'news-section',
      data: {
        title: 'More news',
        items: [],
        cta: { text: 'All news', href: '/en/news' },
      },
    });
  });

  it('shows the latest other news in the page’s language, each leading to its own article', () => {
    const others = [article('b', 'fr', 3), article('c', 'fr', 9)];
    const page = newsArticlePage(article('a', 'fr'), {
      others,
      newsPath: '/fr/actualites',
      i18n: i18nOf('fr'),
    });
    expect(page.blocks[1]?.data['html']).toContain('20 novembre 2026');
    const more = page.blocks[2];
    expect(more?.data['title']).toBe('Autres actualités');
    expect(more?.data['items']).toEqual(others.map(newsCardOf));
    expect(newsCardOf(others[0] as NewsArticle).href).toBe('/fr/actualites/b');
  });

  it('ends without a news section when there is nothing else to read nor a news page', () => {
    const page = newsArticlePage(article('a', 'fr'), { others: [], i18n: i18nOf('fr') });
    expect(page.blocks.map((block) => block.type)).toEqual(['title', 'rich-text']);
  });

  it('gives blocks the site validates and sanitizes like any page’s', () => {
    const page = newsArticlePage(
      { ...article('a', 'en'), html: '<p>Story<script>alert(1)</script></p>' },
      { others: [article('b', 'en')], newsPath: '/en/news', i18n: i18nOf('en') },
    );
    const prepared = prepareBlocks(page.blocks, {
      tickets: [],
      packages: [],
      partnerCategories: [],
    });
    expect(prepared.map((block) => block.type)).toEqual(['title', 'rich-text', 'news-section']);
    expect(prepared[1]?.data['html']).not.toContain('script');
  });
});
