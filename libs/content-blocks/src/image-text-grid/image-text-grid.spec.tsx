import { imageTextGridData, type ImageTextGridData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { ImageTextGrid } from './image-text-grid.js';
import { centenaryFr, circuitYearEn, circuitYearFr } from './image-text-grid.fixtures.js';

const registry = { 'image-text-grid': defineBlock<ImageTextGridData>(ImageTextGrid) };
const catalogs = [contentBlocksCatalog];

describe('image-text-grid block', () => {
  it('shows its tiles in order: pictures with their captions, texts with their titles', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('image-text-grid', circuitYearFr)]} registry={registry} />,
      {
        catalogs,
      },
    );
    const section = screen.getByRole('region', { name: 'Le circuit toute l’année' });
    const tiles = within(section).getAllByRole('listitem');
    expect(tiles).toHaveLength(4);
    const figure = within(tiles[0] as HTMLElement).getByRole('figure');
    expect(figure).toHaveTextContent('La journée test, une semaine avant la course.');
    expect(within(figure).getByRole('img', { name: 'Journée test' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(
      within(tiles[1] as HTMLElement).getByRole('heading', {
        level: 3,
        name: 'Des courses d’avril à octobre',
      }),
    ).toBeInTheDocument();
    expect(
      within(tiles[1] as HTMLElement).getByRole('link', { name: 'Le calendrier' }),
    ).toHaveAttribute('href', '/fr/calendrier');
    expect(within(tiles[2] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(within(tiles[3] as HTMLElement).getByRole('figure')).toBeInTheDocument();
  });

  it('sets the layout the data asks for', () => {
    renderInLocale(
      <BlockList
        blocks={[aBlock('image-text-grid', circuitYearEn), aBlock('image-text-grid', centenaryFr)]}
        registry={registry}
      />,
      { locale: 'en', catalogs },
    );
    const [twoByTwo, threeColumns] = screen.getAllByRole('list');
    expect(twoByTwo).toHaveAttribute('data-layout', 'two-by-two');
    expect(threeColumns).toHaveAttribute('data-layout', 'three-columns');
  });

  it('shows a text tile without a title, its call to action opening a new tab', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('image-text-grid', centenaryFr)]} registry={registry} />,
      {
        catalogs,
      },
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Les archives (s’ouvre dans un nouvel onglet)' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('accepts the seed’s data, defaults to two by two, and refuses bad data', () => {
    for (const data of [circuitYearFr, circuitYearEn, centenaryFr]) {
      expect(z.safeParse(imageTextGridData, data).success).toBe(true);
    }
    const { layout: _layout, ...withoutLayout } = circuitYearFr;
    expect(z.parse(imageTextGridData, withoutLayout).layout).toBe('two-by-two');
    expect(z.safeParse(imageTextGridData, { ...circuitYearFr, layout: 'four' }).success).toBe(
      false,
    );
    expect(z.safeParse(imageTextGridData, { tiles: circuitYearFr.tiles.slice(0, 1) }).success).toBe(
      false,
    );
    expect(
      z.safeParse(imageTextGridData, {
        tiles: [
          { kind: 'picture', caption: 'Sans image' },
          { kind: 'text', text: 'x' },
        ],
      }).success,
    ).toBe(false);
    expect(
      z.safeParse(imageTextGridData, {
        tiles: [
          { kind: 'video', text: 'x' },
          { kind: 'text', text: 'x' },
        ],
      }).success,
    ).toBe(false);
  });
});
