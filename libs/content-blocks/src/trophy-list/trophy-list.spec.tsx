import { trophyListData, type TrophyListData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { TrophyList } from './trophy-list.js';
import { trophiesEn, trophiesFr } from './trophy-list.fixtures.js';

const registry = { 'trophy-list': defineBlock<TrophyListData>(TrophyList) };
const catalogs = [contentBlocksCatalog];

const show = (data: TrophyListData, locale: 'fr' | 'en' = 'fr') =>
  renderInLocale(<BlockList blocks={[aBlock('trophy-list', data)]} registry={registry} />, {
    locale,
    catalogs,
  });

describe('trophy-list block', () => {
  it('shows each trophy: picture, name, year, laureate and description', () => {
    show(trophiesFr);
    const section = screen.getByRole('region', { name: 'Trophées du club' });
    const trophies = within(section).getAllByRole('article');
    expect(trophies).toHaveLength(5);
    const first = trophies[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Trophée de l’Endurance',
    );
    expect(within(first).getByRole('img', { name: 'Coupe d’or' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Année', 'Lauréat']);
    expect(
      within(first)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['2025', 'Sarthe Academy Racing']);
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2025');
    expect(first).toHaveTextContent('Le meilleur équipage de la saison');
    expect(screen.getByRole('link', { name: 'Trophée de l’Endurance' })).toHaveAttribute(
      'href',
      '/fr/club/trophees/endurance',
    );
  });

  it('filters by year', async () => {
    const user = userEvent.setup();
    show(trophiesEn, 'en');
    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All years', '2025', '2024', '2023']);
    expect(screen.getByRole('status')).toHaveTextContent('5 trophies');
    await user.selectOptions(year, '2024');
    expect(screen.getByRole('status')).toHaveTextContent('2 trophies');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Young Hopeful Trophy',
      'Marshals’ Golden Wheel',
    ]);
  });

  it('leaves the filter out when the data says so, and shows a list layout', () => {
    const { container } = show({ ...trophiesFr, yearFilter: false, layout: 'list' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(container.querySelector('ul')).toHaveClass('list');
  });

  it('opens another site’s page in a new tab; level 2 names without a title', () => {
    show({ ...trophiesEn, title: undefined }, 'en');
    const link = screen.getByRole('link', {
      name: 'Sustainable Innovation Award (opens in a new tab)',
    });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
  });

  it('accepts the fixtures and refuses bad data', () => {
    expect(z.safeParse(trophyListData, trophiesFr).success).toBe(true);
    expect(z.safeParse(trophyListData, trophiesEn).success).toBe(true);
    const [first] = trophiesFr.trophies;
    // Layout and filter have defaults.
    expect(z.safeParse(trophyListData, { trophies: [first] }).success).toBe(true);
    expect(z.safeParse(trophyListData, { trophies: [] }).success).toBe(false);
    expect(z.safeParse(trophyListData, { trophies: [first], layout: 'carousel' }).success).toBe(
      false,
    );
    expect(z.safeParse(trophyListData, { trophies: [{ ...first, laureate: '' }] }).success).toBe(
      false,
    );
  });
});
