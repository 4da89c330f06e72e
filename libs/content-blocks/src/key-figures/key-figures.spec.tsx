import { keyFiguresData, type KeyFiguresData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { formatFigure } from '../kit/figure.js';
import { KeyFigures } from './key-figures.js';
import {
  clubFiguresEn,
  clubFiguresFr,
  raceFiguresEn,
  raceFiguresFr,
} from './key-figures.fixtures.js';

const registry = { 'key-figures': defineBlock<KeyFiguresData>(KeyFigures) };
const catalogs = [contentBlocksCatalog];

describe('key-figures block', () => {
  it('lists its figures under its title, numbers written the French way', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('key-figures', raceFiguresFr)]} registry={registry} />,
      {
        catalogs,
      },
    );
    const section = screen.getByRole('region', { name: 'Les 24 Heures en chiffres' });
    const figures = within(section).getAllByRole('listitem');
    expect(figures.map((figure) => figure.textContent)).toEqual([
      '325\u202f000 spectateurs sur la semaine',
      '62 voitures au départ',
      '13,626\u00a0km de circuit',
      '+ de 5\u202f000\u00a0km parcourus par le vainqueur',
    ]);
    expect(
      within(section).getByText('Source : Automobile Club de l’Ouest, édition 2023.'),
    ).toBeVisible();
    expect(
      within(section).getByRole('link', { name: 'Découvrir l’histoire de la course' }),
    ).toHaveAttribute('href', '/fr/histoire');
  });

  it('writes the numbers the English way in English', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('key-figures', raceFiguresEn)]} registry={registry} />,
      {
        locale: 'en',
        catalogs,
      },
    );
    const figures = screen.getAllByRole('listitem').map((figure) => figure.textContent);
    expect(figures).toEqual([
      '325,000 spectators over the week',
      '62 cars on the grid',
      '13.626\u00a0km of circuit',
      'over 5,000\u00a0km covered by the winner',
    ]);
  });

  it('shows figures alone, without a title, source or call to action', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('key-figures', clubFiguresFr)]} registry={registry} />,
      {
        catalogs,
      },
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('1906 fondation du club');
    expect(screen.getAllByRole('listitem')[2]?.textContent).toBe(
      '96\u00a0% des billets vendus en ligne',
    );
  });

  it('formats with the decimals asked for', () => {
    expect(formatFigure(3.5, 'fr', 1)).toBe('3,5');
    expect(formatFigure(3.5, 'en')).toBe('4');
    expect(formatFigure(1234567, 'en')).toBe('1,234,567');
    expect(formatFigure('8 h', 'fr')).toBe('8 h');
  });

  it('accepts the seed’s data and refuses bad data', () => {
    for (const data of [raceFiguresFr, raceFiguresEn, clubFiguresFr, clubFiguresEn]) {
      expect(z.safeParse(keyFiguresData, data).success).toBe(true);
    }
    expect(z.safeParse(keyFiguresData, { title: 'Vide', items: [] }).success).toBe(false);
    expect(
      z.safeParse(keyFiguresData, { figures: [{ value: '62', label: 'voitures' }] }).success,
    ).toBe(false);
    expect(z.safeParse(keyFiguresData, { figures: [{ value: 62, label: '' }] }).success).toBe(
      false,
    );
    expect(
      z.safeParse(keyFiguresData, { figures: [{ value: 1.5, decimals: 9, label: 'x' }] }).success,
    ).toBe(false);
  });
});
