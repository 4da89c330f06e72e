import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { NewsSection } from './news-section.js';
import { newsSectionData, type NewsSectionData } from '@paddock/api-clients/blocks';
import { newsEn, newsFr } from './news-section.fixtures.js';

const registry = { 'news-section': defineBlock<NewsSectionData>(NewsSection) };
const catalogs = [contentBlocksCatalog];

const homeNews = {
  title: 'Actualités',
  items: newsFr.slice(0, 3),
  cta: { text: 'Toutes les actualités', href: '/fr/actualites', style: 'simple-light' },
};

describe('news-section block', () => {
  it('shows the latest news as cards linking to each news, then a link to all of them', () => {
    renderInLocale(<BlockList blocks={[aBlock('news-section', homeNews)]} registry={registry} />, {
      catalogs,
    });
    const section = screen.getByRole('region', { name: 'Actualités' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 3, name: /Liste des engagés/ })).toBeInTheDocument();
    expect(first.getByRole('link', { name: /Liste des engagés/ })).toHaveAttribute(
      'href',
      '/fr/actualites/liste-des-engages',
    );
    expect(first.getByText('Course')).toBeInTheDocument();
    expect(first.getByText('18 novembre 2026')).toHaveAttribute('datetime', newsFr[0]?.date);
    expect(screen.getByRole('link', { name: 'Toutes les actualités' })).toHaveAttribute(
      'href',
      '/fr/actualites',
    );
  });

  it('writes dates in the page’s language', () => {
    renderInLocale(
      <BlockList
        blocks={[aBlock('news-section', { title: 'News', items: newsEn.slice(0, 1) })]}
        registry={registry}
      />,
      { locale: 'en', catalogs },
    );
    expect(screen.getByText('18 November 2026')).toBeInTheDocument();
  });

  it('shows an item without tag nor link as a plain card (the sister sites’ news)', () => {
    const item = {
      id: 'moto-news-1',
      date: '2026-11-01T09:00:00.000Z',
      title: 'Le plateau des 24 Heures Motos se dévoile',
      excerpt: '60 équipages.',
    };
    renderInLocale(
      <BlockList
        blocks={[aBlock('news-section', { title: 'Actualités', items: [item] })]}
        registry={registry}
      />,
      { catalogs },
    );
    expect(screen.getByRole('heading', { name: item.title })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens news of another site in a new tab', () => {
    const item = {
      ...(newsEn[0] as (typeof newsEn)[number]),
      href: 'https://www.example.org/news',
    };
    renderInLocale(
      <BlockList blocks={[aBlock('news-section', { items: [item] })]} registry={registry} />,
      { locale: 'en', catalogs },
    );
    const link = screen.getByRole('link', { name: `${item.title} (opens in a new tab)` });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(item.title);
  });

  it('shows nothing without news', () => {
    const { container } = renderInLocale(
      <BlockList
        blocks={[aBlock('news-section', { title: 'Actualités', items: [] })]}
        registry={registry}
      />,
      { catalogs },
    );
    expect(container).toHaveTextContent('');
  });

  it('accepts the seed’s data and refuses bad data', () => {
    const seedPicture = {
      src: 'http://localhost:3001/assets/images/news-start.svg',
      alt: 'Le départ',
      width: 1600,
      height: 900,
      sources: [
        { srcset: 'http://localhost:3001/assets/images/news-start.svg', type: 'image/svg+xml' },
      ],
    };
    expect(
      z.safeParse(newsSectionData, {
        ...homeNews,
        items: homeNews.items.map((item) => ({ ...item, picture: seedPicture })),
      }).success,
    ).toBe(true);
    expect(
      z.safeParse(newsSectionData, {
        title: 'News',
        items: [
          {
            id: 'moto-news-1',
            date: '2026-11-01T09:00:00.000Z',
            title: 'T',
            excerpt: 'E',
            picture: seedPicture,
          },
        ],
      }).success,
    ).toBe(true);
    expect(z.safeParse(newsSectionData, { items: [{ ...newsFr[0], date: 'hier' }] }).success).toBe(
      false,
    );
    expect(z.safeParse(newsSectionData, { items: [{ ...newsFr[0], id: '' }] }).success).toBe(false);
  });
});
