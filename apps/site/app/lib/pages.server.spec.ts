import { createI18n } from '@paddock/i18n';
import { describe, expect, it } from 'vitest';
import { findPage, type PageSources } from './pages.server';

const metadata = { crawlable: true, hidePartnersFooter: false };
const pages = [
  { identifier: 'home', localizedPaths: { fr: '/', en: '/en' }, metadata },
  { identifier: 'news', localizedPaths: { fr: '/fr/actualites', en: '/en/news' }, metadata },
];

/** The site's content when the pages answer and the news do not (the cached clients give null). */
const newsDown: PageSources = {
  pages: () => Promise.resolve(pages),
  page: () => Promise.resolve(null),
  newsArticles: () => Promise.resolve(null),
  newsArticle: () => Promise.resolve(null),
};

describe('findPage while the news do not answer', () => {
  const i18n = createI18n('en', []);

  it('says an address under a page is unavailable for now (it may be an article), not missing', async () => {
    for (const path of ['/en/news/entry-list', '/fr/actualites/liste-des-engages']) {
      expect(await findPage(newsDown, path, i18n)).toEqual({ kind: 'unavailable' });
    }
  });

  it('says an address under no page but the home is not found', async () => {
    for (const path of ['/en/no-such-page', '/une-page-absente']) {
      expect(await findPage(newsDown, path, i18n)).toEqual({ kind: 'not-found' });
    }
  });
});
