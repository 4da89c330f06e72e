import { mosaicBlocksData, type MosaicBlocksData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { MosaicBlocks } from './mosaic-blocks.js';
import { raceWeekEn, raceWeekFr } from './mosaic-blocks.fixtures.js';

const registry = { 'mosaic-blocks': defineBlock<MosaicBlocksData>(MosaicBlocks) };
const catalogs = [contentBlocksCatalog];

const show = (data: MosaicBlocksData, locale: 'fr' | 'en' = 'fr') =>
  renderInLocale(<BlockList blocks={[aBlock('mosaic-blocks', data)]} registry={registry} />, {
    locale,
    catalogs,
  });

describe('mosaic-blocks block', () => {
  it('lists its tiles in their order, each titled', () => {
    show(raceWeekFr);
    const section = screen.getByRole('region', { name: 'Vivre la semaine des 24 Heures' });
    const tiles = within(section).getAllByRole('listitem');
    expect(tiles).toHaveLength(8);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Le village, jour et nuit',
      'Parade des pilotes',
      'Visite des stands',
      'Dormir au circuit',
      'Grande roue',
      'Musée des 24 Heures (s’ouvre dans un nouvel onglet)',
      'Le départ, samedi à 16 h',
      'Le saviez-vous ?',
    ]);
    expect(tiles.map((tile) => tile.className.split(' ').slice(1).join(' '))).toEqual([
      'featureTile',
      'pictureTile',
      'pictureTile',
      'textTile',
      'pictureTile',
      'pictureTile',
      'pictureTile wide',
      'textTile',
    ]);
  });

  it('links picture tiles by their title, their picture only illustrating it', () => {
    show(raceWeekFr);
    const parade = screen.getByRole('link', { name: 'Parade des pilotes' });
    expect(parade).toHaveAttribute('href', '/fr/parade');
    expect(parade.closest('li')?.querySelector('img')).toHaveAttribute('alt', '');
    const museum = screen.getByRole('link', {
      name: 'Musée des 24 Heures (s’ouvre dans un nouvel onglet)',
    });
    expect(museum).toHaveAttribute('target', '_blank');
    expect(museum).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives the feature its described picture, text and call to action', () => {
    show(raceWeekEn, 'en');
    const feature = screen.getByRole('heading', { name: 'The village, day and night' });
    const tile = feature.closest('li') as HTMLElement;
    expect(within(tile).getByRole('img', { name: 'The village' })).toBeInTheDocument();
    expect(tile).toHaveTextContent('the village never sleeps');
    expect(within(tile).getByRole('link', { name: 'Discover the village' })).toHaveAttribute(
      'href',
      '/en/village',
    );
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute(
      'href',
      '/en/tickets/camping',
    );
  });

  it('makes tile titles level 2 without a block title', () => {
    show({ tiles: raceWeekEn.tiles.slice(1, 3) }, 'en');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it('accepts the fixtures and refuses bad data', () => {
    expect(z.safeParse(mosaicBlocksData, raceWeekFr).success).toBe(true);
    expect(z.safeParse(mosaicBlocksData, raceWeekEn).success).toBe(true);
    const [feature, picture] = raceWeekFr.tiles;
    expect(z.safeParse(mosaicBlocksData, { tiles: [picture] }).success).toBe(false);
    expect(z.safeParse(mosaicBlocksData, { tiles: [feature, feature] }).success).toBe(false);
    expect(
      z.safeParse(mosaicBlocksData, { tiles: [picture, { ...picture, kind: 'video' }] }).success,
    ).toBe(false);
    expect(
      z.safeParse(mosaicBlocksData, {
        tiles: [
          picture,
          {
            kind: 'picture',
            title: 'Sans lien',
            picture: (picture as { picture: unknown }).picture,
          },
        ],
      }).success,
    ).toBe(false);
    expect(
      z.safeParse(mosaicBlocksData, { tiles: [picture, { ...picture, size: 'huge' }] }).success,
    ).toBe(false);
  });
});
