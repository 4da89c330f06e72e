// @vitest-environment node
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createNewsClient } from './news.js';
import { stubServices } from '../testing/services.js';

const baseUrl = 'http://services.test/content';
const server = stubServices();

const article = {
  identifier: 'entry-list',
  site: 'auto',
  locale: 'en',
  localizedPaths: { fr: '/fr/actualites/liste-des-engages', en: '/en/news/entry-list' },
  date: '2026-11-20T09:00:00.000Z',
  tag: 'Race',
  title: 'Entry list',
  excerpt: '62 cars.',
  html: '<p>62 cars on the grid.</p>',
};
const summary = {
  identifier: 'entry-list',
  localizedPaths: article.localizedPaths,
  date: article.date,
};

function client() {
  const logger = { error: vi.fn() };
  return { logger, news: createNewsClient({ baseUrl, logger }) };
}

describe('createNewsClient', () => {
  it('lists where a site’s articles live, in a locale', async () => {
    let query: Record<string, string> = {};
    server.use(
      http.get(`${baseUrl}/news/auto`, ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json([summary]);
      }),
    );
    const { news, logger } = client();
    expect(await news.newsArticles({ site: 'auto', locale: 'en' })).toEqual([summary]);
    expect(query).toEqual({ locale: 'en' });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('reads an article by its identifier and locale', async () => {
    server.use(
      http.get(`${baseUrl}/news/auto/entry-list/i18n/en`, () => HttpResponse.json(article)),
    );
    const { news } = client();
    expect(
      await news.newsArticle({ site: 'auto', identifier: 'entry-list', locale: 'en' }),
    ).toEqual(article);
  });

  it('yields null and logs on a 404, a network failure or an answer of another shape', async () => {
    server.use(
      http.get(`${baseUrl}/news/auto/missing/i18n/fr`, () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No.' } }, { status: 404 }),
      ),
      http.get(`${baseUrl}/news/auto/broken/i18n/fr`, () =>
        HttpResponse.json({ ...article, html: 42 }),
      ),
      http.get(`${baseUrl}/news/moto`, () => HttpResponse.error()),
    );
    const { news, logger } = client();
    expect(
      await news.newsArticle({ site: 'auto', identifier: 'missing', locale: 'fr' }),
    ).toBeNull();
    expect(await news.newsArticle({ site: 'auto', identifier: 'broken', locale: 'fr' })).toBeNull();
    expect(await news.newsArticles({ site: 'moto', locale: 'fr' })).toBeNull();
    expect(logger.error).toHaveBeenCalledTimes(3);
  });
});
