import { keyFiguresData, type KeyFiguresData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { Blocks } from '../registry/blocks.js';
import { defineBlock } from '../registry/define-block.js';
import { figureText, formatFigure } from './figure.js';
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
    renderInLocale(<Blocks blocks={[aBlock('key-figures', raceFiguresFr)]} registry={registry} />, {
      catalogs,
    });
    const section = screen.getByRole('region', { name: 'Les 24 Heures en chiffres' });
    const figures = within(section).getAllByRole('listitem');
    expect(figures.map((figure) => figure.textContent)).toEqual([
      '325\u202f000 spectateurs sur la semaine',
      '62 voitures au départ',
      '13,626 km de circuit',
      '+ de 5\u202f000 km parcourus par le vainqueur',
    ]);
    expect(
      within(section).getByText('Source : Automobile Club de l’Ouest, édition 2023.'),
    ).toBeVisible();
    expect(
      within(section).getByRole('link', { name: 'Découvrir l’histoire de la course' }),
    ).toHaveAttribute('href', '/fr/histoire');
  });

  it('writes the numbers the English way in English', () => {
    renderInLocale(<Blocks blocks={[aBlock('key-figures', raceFiguresEn)]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
    const figures = screen.getAllByRole('listitem').map((figure) => figure.textContent);
    expect(figures).toEqual([
      '325,000 spectators over the week',
      '62 cars on the grid',
      '13.626 km of circuit',
      'over 5,000 km covered by the winner',
    ]);
  });

  it('writes a percentage each locale’s way: a space before % in French, none in English', () => {
    renderInLocale(<Blocks blocks={[aBlock('key-figures', clubFiguresEn)]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
    expect(screen.getAllByRole('listitem')[2]?.textContent).toBe('96% of tickets sold online');
  });

  it('shows figures alone, without a title, source or call to action', () => {
    renderInLocale(<Blocks blocks={[aBlock('key-figures', clubFiguresFr)]} registry={registry} />, {
      catalogs,
    });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('1906 fondation du club');
    expect(screen.getAllByRole('listitem')[2]?.textContent).toBe(
      '96 % des billets vendus en ligne',
    );
  });

  it('formats with the decimals asked for', () => {
    const text = (...args: Parameters<typeof formatFigure>) => figureText(formatFigure(...args));
    expect(text(3.5, 'fr', 1)).toBe('3,5');
    expect(text(3.5, 'en')).toBe('4');
    expect(text(1234567, 'en')).toBe('1,234,567');
    expect(text('8 h', 'fr')).toBe('8 h');
  });

  it('writes a measure’s unit the locale’s way, apart from the number', () => {
    expect(formatFigure(13.626, 'en', 3, 'kilometer')).toEqual({
      number: '13.626',
      unit: 'km',
      unitFirst: false,
      joined: false,
    });
    expect(figureText(formatFigure(13.626, 'fr', 3, 'kilometer'))).toBe('13,626 km');
    expect(figureText(formatFigure(96, 'en', 0, 'percent'))).toBe('96%');
    expect(figureText(formatFigure(96, 'fr', 0, 'percent'))).toBe('96 %');
    expect(figureText(formatFigure(325000, 'fr', 0, undefined, 'spectateurs'))).toBe(
      '325\u202f000 spectateurs',
    );
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
    expect(
      z.safeParse(keyFiguresData, { items: [{ value: 13, measure: 'furlong', label: 'x' }] })
        .success,
    ).toBe(false);
  });
});
