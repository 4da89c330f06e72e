import { seaPalmaresData, type SeaPalmaresData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { SeaPalmares } from './sea-palmares.js';
import { palmaresEn, palmaresFr } from './sea-palmares.fixtures.js';

const registry = { 'sea-palmares': defineBlock<SeaPalmaresData>(SeaPalmares) };
const catalogs = [contentBlocksCatalog];

const show = (data: SeaPalmaresData, locale: 'fr' | 'en' = 'fr') =>
  renderInLocale(<BlockList blocks={[aBlock('sea-palmares', data)]} registry={registry} />, {
    locale,
    catalogs,
  });

const seasonsShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('time')?.textContent);

describe('sea-palmares block', () => {
  it('is a table of results, latest season first, each named by its drivers', () => {
    show(palmaresFr);
    const table = screen.getByRole('table', { name: 'Palmarès de l’Académie' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Saison', 'Pilotes', 'Championnat', 'Résultat', 'Voiture']);
    expect(seasonsShown()).toEqual(['2025', '2025', '2024', '2023', '2022', '2021']);
    const rowHeader = within(table).getAllByRole('rowheader')[0] as HTMLElement;
    expect(
      within(rowHeader)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Théo Marchand', 'Lucas Petit', 'Jonas Lindqvist']);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent('European Le Mans Series – LMP3');
    expect(first).toHaveTextContent('Ligier JS P325');
    expect(first).toHaveTextContent('Sarthe Academy Racing');
    expect(screen.getByRole('link', { name: 'Rejoindre l’Académie' })).toHaveAttribute(
      'href',
      '/fr/academie/candidater',
    );
  });

  it('filters by season and by championship, and can show everything again', async () => {
    const user = userEvent.setup();
    show(palmaresEn, 'en');
    const season = screen.getByRole('combobox', { name: 'Season' });
    const championship = screen.getByRole('combobox', { name: 'Championship' });
    expect(
      within(season)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All seasons', '2025', '2024', '2023', '2022', '2021']);
    expect(screen.getByRole('status')).toHaveTextContent('6 results');

    await user.selectOptions(championship, 'French F4 Championship');
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
    expect(seasonsShown()).toEqual(['2022', '2021']);

    await user.selectOptions(season, '2025');
    expect(screen.getByRole('status')).toHaveTextContent('No results');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No result matches this season and championship.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show every result' }));
    expect(season).toHaveValue('all');
    expect(championship).toHaveValue('all');
    expect(screen.getAllByRole('row')).toHaveLength(7);
  });

  it('has no filters for a single result, and a caption of its own without a title', () => {
    const [first] = palmaresFr.entries;
    show({ entries: [first as SeaPalmaresData['entries'][number]] });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Palmarès' })).toBeInTheDocument();
  });

  it('accepts the fixtures and refuses bad data', () => {
    expect(z.safeParse(seaPalmaresData, palmaresFr).success).toBe(true);
    expect(z.safeParse(seaPalmaresData, palmaresEn).success).toBe(true);
    const [first] = palmaresFr.entries;
    expect(z.safeParse(seaPalmaresData, { entries: [] }).success).toBe(false);
    expect(z.safeParse(seaPalmaresData, { entries: [{ ...first, drivers: [] }] }).success).toBe(
      false,
    );
    expect(z.safeParse(seaPalmaresData, { entries: [{ ...first, season: '2024' }] }).success).toBe(
      false,
    );
    expect(z.safeParse(seaPalmaresData, { entries: [{ ...first, car: '' }] }).success).toBe(false);
  });
});
