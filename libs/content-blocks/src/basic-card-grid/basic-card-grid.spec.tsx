import { basicCardGridData, type BasicCardGridData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { BasicCardGrid } from './basic-card-grid.js';
import { activitiesEn, activitiesFr, volunteersFr } from './basic-card-grid.fixtures.js';

const registry = { 'basic-card-grid': defineBlock<BasicCardGridData>(BasicCardGrid) };
const catalogs = [contentBlocksCatalog];

describe('basic-card-grid block', () => {
  it('lists its cards, each titled by the one link to its page', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('basic-card-grid', activitiesFr)]} registry={registry} />,
      {
        catalogs,
      },
    );
    const section = screen.getByRole('region', { name: 'Les activités du club' });
    const [cards] = within(section).getAllByRole('list');
    const items = within(cards as HTMLElement).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = items[0] as HTMLElement;
    const heading = within(first).getByRole('heading', { level: 3 });
    expect(within(heading).getByRole('link', { name: 'Les 24 Heures du Mans' })).toHaveAttribute(
      'href',
      '/fr/24-heures',
    );
    // Nothing else in the card to click: the title's link covers it.
    expect(within(first).getAllByRole('link')).toHaveLength(1);
    expect(within(first).getByRole('img', { name: 'La course' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Course');
    expect(within(section).getByRole('link', { name: 'Toutes nos activités' })).toHaveAttribute(
      'href',
      '/fr/club',
    );
  });

  it('opens another site’s card in a new tab, and says so', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('basic-card-grid', activitiesEn)]} registry={registry} />,
      {
        locale: 'en',
        catalogs,
      },
    );
    const link = screen.getByRole('link', { name: 'The 24 Hours museum (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lays out the columns the data asks for', () => {
    renderInLocale(
      <BlockList
        blocks={[
          aBlock('basic-card-grid', activitiesEn),
          aBlock('basic-card-grid', { ...activitiesFr, title: 'Trois colonnes' }),
          aBlock('basic-card-grid', volunteersFr),
        ]}
        registry={registry}
      />,
      { locale: 'en', catalogs },
    );
    const grids = screen
      .getAllByRole('list')
      .map((list) => ['two', 'three', 'four'].find((name) => list.classList.contains(name)));
    expect(grids).toEqual(['four', 'three', 'two']);
  });

  it('shows a card without a link as plain text, titled level 2 without a block title', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('basic-card-grid', volunteersFr)]} registry={registry} />,
      {
        catalogs,
      },
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Accueil du public' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('accepts the seed’s data, defaults to three columns, and refuses bad data', () => {
    for (const data of [activitiesFr, activitiesEn, volunteersFr]) {
      expect(z.safeParse(basicCardGridData, data).success).toBe(true);
    }
    const { columns: _columns, ...withoutColumns } = activitiesFr;
    expect(z.parse(basicCardGridData, withoutColumns).columns).toBe(3);
    expect(z.safeParse(basicCardGridData, { ...activitiesFr, columns: 5 }).success).toBe(false);
    expect(z.safeParse(basicCardGridData, { ...activitiesFr, cards: [] }).success).toBe(false);
    expect(
      z.safeParse(basicCardGridData, { cards: [{ title: 'x', href: 'javascript:alert(1)' }] })
        .success,
    ).toBe(false);
    expect(
      z.safeParse(basicCardGridData, { cards: [{ title: 'x', href: '//evil.example' }] }).success,
    ).toBe(false);
  });
});
