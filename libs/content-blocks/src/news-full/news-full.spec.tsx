import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { NewsFull } from './news-full.js';
import { newsFullData, type NewsFullData } from '@paddock/api-clients/blocks';
import { manyNewsFr, newsEn, newsFr } from './news-full.fixtures.js';

const registry = { 'news-full': defineBlock<NewsFullData>(NewsFull) };
const catalogs = [contentBlocksCatalog];
const tagsOf = (items: { tag?: string }[]) => [...new Set(items.map((item) => item.tag ?? ''))];

const newsPage = (items = newsFr) => aBlock('news-full', { items, filters: tagsOf(items) });

afterEach(() => {
  window.location.hash = '';
});

describe('news-full block', () => {
  it('shows every news with its id, each headline leading to its article', () => {
    renderInLocale(<BlockList blocks={[newsPage()]} registry={registry} />, { catalogs });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(cards[0]?.closest('li')).toHaveAttribute('id', 'liste-des-engages');
    const heading = screen.getByRole('heading', { level: 2, name: /Liste des engagés/ });
    expect(within(heading).getByRole('link')).toHaveAttribute(
      'href',
      '/fr/actualites/liste-des-engages',
    );
    expect(screen.getAllByRole('link')).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('6 actualités');
  });

  it('gives no link to a news whose link is its own card', () => {
    const item = { ...(newsFr[0] as (typeof newsFr)[number]) };
    const own = { ...item, href: `/fr/actualites#${item.id}` };
    renderInLocale(<BlockList blocks={[newsPage([own])]} registry={registry} />, { catalogs });
    expect(screen.getByRole('heading', { level: 2, name: item.title })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('filters the news by tag, "All" showing them all again', async () => {
    const user = userEvent.setup();
    renderInLocale(<BlockList blocks={[newsPage(newsEn)]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
    const filters = within(screen.getByRole('group', { name: 'Filter the news' }));
    expect(filters.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All',
      'Race',
      'Tickets',
      'Circuit',
      'Tips',
      'Test day',
    ]);
    expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(filters.getByRole('button', { name: 'Race' }));
    expect(filters.getByRole('button', { name: 'Race' })).toHaveAttribute('aria-pressed', 'true');
    expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('2 news items');

    await user.click(filters.getByRole('button', { name: 'All' }));
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('says so when a filter has no news', async () => {
    const user = userEvent.setup();
    renderInLocale(
      <BlockList
        blocks={[aBlock('news-full', { items: newsFr, filters: ['Vidéo'] })]}
        registry={registry}
      />,
      { catalogs },
    );
    await user.click(screen.getByRole('button', { name: 'Vidéo' }));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('Pas encore d’actualité sur ce thème.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Aucune actualité');
  });

  it('shows six news at first, six more at each "more news", the focus on the first added', async () => {
    const user = userEvent.setup();
    renderInLocale(<BlockList blocks={[newsPage(manyNewsFr)]} registry={registry} />, { catalogs });
    expect(screen.getAllByRole('article')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Plus d’actualités' }));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(12);
    expect(cards[6]).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Plus d’actualités' }));
    expect(screen.getAllByRole('article')).toHaveLength(manyNewsFr.length);
    expect(screen.queryByRole('button', { name: 'Plus d’actualités' })).not.toBeInTheDocument();
  });

  it('shows up to the news a #id link points to', () => {
    const target = manyNewsFr[8];
    window.location.hash = `#${target?.id ?? ''}`;
    // jsdom lays nothing out, so it has no scrolling of its own.
    Element.prototype.scrollIntoView = vi.fn();
    renderInLocale(<BlockList blocks={[newsPage(manyNewsFr)]} registry={registry} />, { catalogs });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(document.getElementById(target?.id ?? '')).toBeInTheDocument();
  });

  it('links a news to another page, and shows no filters without any', () => {
    const item = { ...(newsEn[0] as (typeof newsEn)[number]), href: '/en/entry-list' };
    renderInLocale(
      <BlockList
        blocks={[aBlock('news-full', { title: 'News', items: [item] })]}
        registry={registry}
      />,
      {
        locale: 'en',
        catalogs,
      },
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(item.title);
    expect(screen.getByRole('link', { name: item.title })).toHaveAttribute(
      'href',
      '/en/entry-list',
    );
  });

  it('accepts the seed’s data and refuses bad data', () => {
    expect(z.safeParse(newsFullData, { items: newsFr, filters: tagsOf(newsFr) }).success).toBe(
      true,
    );
    expect(z.safeParse(newsFullData, { items: [] }).success).toBe(true);
    expect(z.safeParse(newsFullData, { items: newsFr, filters: [''] }).success).toBe(false);
    expect(z.safeParse(newsFullData, { items: [{ ...newsFr[0], title: '' }] }).success).toBe(false);
  });
});
