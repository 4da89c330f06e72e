import { rssFeedListData, type RssFeedListData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { liveContentClient, type LiveAnswers } from '../kit/fixtures/live-content.js';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { RssFeedList } from './rss-feed-list.js';
import {
  carFeedEn,
  carFeedFr,
  emptyFeed,
  rssFeedListEn,
  rssFeedListFr,
} from './rss-feed-list.fixtures.js';
import { contentStore } from '../kit/fixtures/content-store.js';

const registry = { 'rss-feed-list': defineBlock<RssFeedListData>(RssFeedList) };

function renderFeed(data: RssFeedListData, answers: LiveAnswers, locale: 'fr' | 'en' = 'fr') {
  const content = liveContentClient(answers);
  renderInLocale(
    <Provider store={contentStore({ content, site: 'moto' })}>
      <BlockList blocks={[aBlock('rss-feed-list', data)]} registry={registry} />
    </Provider>,
    { locale, catalogs: [contentBlocksCatalog] },
  );
  return content;
}

describe('rss-feed-list block', () => {
  it('lists the feed the site server attached at once, and asks for nothing', () => {
    const content = renderFeed({ ...rssFeedListFr, feed: carFeedFr }, { feed: emptyFeed });
    // The first render (the server's HTML) is the feed itself: no placeholder to grow out of.
    const section = screen.getByRole('region', { name: 'Dernières actualités' });
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(carFeedFr.items.length);
    expect(content.calls).toEqual([]);
  });

  it('asks for the site’s feed after a busy state, then lists its latest items', async () => {
    const content = renderFeed(rssFeedListFr, { feed: carFeedFr });
    const section = screen.getByRole('region', { name: 'Dernières actualités' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des actualités…');

    const titles = await screen.findAllByRole('heading', { level: 3 });
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(content.calls).toEqual([
      { method: 'newsFeed', args: { site: 'moto', locale: 'fr', limit: 4 } },
    ]);
    expect(titles.map((title) => title.textContent)).toEqual([
      'Liste des engagés : 62 voitures au départ',
      'Championnat du monde d’endurance : Le Mans, quatrième manche (s’ouvre dans un nouvel onglet)',
      'La prévente réservée aux membres ACO est ouverte',
      'Un village réservé aux membres ACO (s’ouvre dans un nouvel onglet)',
    ]);
    const first = within(screen.getAllByRole('article')[0] as HTMLElement);
    expect(first.getByRole('link')).toHaveAttribute('href', '/fr/actualites/liste-des-engages');
    expect(first.getByRole('link')).not.toHaveAttribute('target');
    expect(first.getByText('13 mars 2027')).toHaveAttribute('datetime', '2027-03-13T10:00:00.000Z');
    expect(first.getByText('Course')).toBeInTheDocument();
    const partner = within(screen.getAllByRole('article')[1] as HTMLElement);
    expect(partner.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(partner.getByText('FIA WEC')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toutes les actualités' })).toHaveAttribute(
      'href',
      '/fr/actualites',
    );
  });

  it('keeps to its category, with its own more link', async () => {
    const content = renderFeed(rssFeedListEn, { feed: carFeedEn }, 'en');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(content.calls[0]?.args).toEqual({
      site: 'moto',
      locale: 'en',
      limit: 5,
      category: 'race',
    });
    expect(screen.getByRole('link', { name: 'All race news' })).toHaveAttribute('href', '/en/news');
    expect(screen.queryByRole('link', { name: 'All the news' })).not.toBeInTheDocument();
  });

  it('says when the feed has nothing', async () => {
    renderFeed(rssFeedListFr, { feed: emptyFeed });
    expect(await screen.findByText('Aucune actualité pour le moment.')).toBeInTheDocument();
  });

  it('keeps the page when the feed fails, and tries again on demand', async () => {
    renderFeed(rssFeedListEn, { feed: { sequence: [null, carFeedEn] } }, 'en');
    expect(await screen.findByText('The news cannot be loaded right now.')).toBeInTheDocument();
    // The block's own link stays.
    expect(screen.getByRole('link', { name: 'All race news' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('accepts its fixtures and refuses bad data', () => {
    for (const data of [rssFeedListFr, rssFeedListEn]) {
      expect(z.safeParse(rssFeedListData, data).success).toBe(true);
    }
    for (const data of [
      { text: 'No title' },
      { title: 'News', limit: 0 },
      { title: 'News', limit: 21 },
      { title: 'News', category: 'Not a slug' },
    ]) {
      expect(z.safeParse(rssFeedListData, data).success, JSON.stringify(data)).toBe(false);
    }
  });
});
