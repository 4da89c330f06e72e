import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { AlternatingList } from './alternating-list.js';
import { alternatingListData, type AlternatingListData } from '@paddock/api-clients/blocks';
import { accessEn, accessFr } from './alternating-list.fixtures.js';

const registry = { 'alternating-list': defineBlock<AlternatingListData>(AlternatingList) };
const catalogs = [contentBlocksCatalog];

describe('alternating-list block', () => {
  it('lists its entries under its title, each a picture, a title and a text', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('alternating-list', accessFr)]} registry={registry} />,
      {
        catalogs,
      },
    );
    const section = screen.getByRole('region', { name: 'Venir au circuit' });
    const entries = within(section).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(
      within(entries[0] as HTMLElement).getByRole('heading', { level: 3, name: 'En voiture' }),
    ).toBeInTheDocument();
    const picture = within(entries[0] as HTMLElement).getByRole('img', { name: 'Un parking' });
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '1600');
    expect(picture).toHaveAttribute('height', '900');
  });

  it('puts every other picture on the other side', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('alternating-list', accessEn)]} registry={registry} />,
      {
        locale: 'en',
        catalogs,
      },
    );
    const entries = screen.getAllByRole('listitem');
    expect(entries.map((entry) => entry.classList.contains('reversed'))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('gives an entry its call to action, opening a new tab when it says so', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('alternating-list', accessEn)]} registry={registry} />,
      {
        locale: 'en',
        catalogs,
      },
    );
    const link = screen.getByRole('link', { name: 'Cycle routes (opens in a new tab)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('makes entry titles level 2 when the block has no title', () => {
    renderInLocale(
      <BlockList
        blocks={[aBlock('alternating-list', { items: [{ title: 'Seul', text: 'Sans image.' }] })]}
        registry={registry}
      />,
      { catalogs },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Seul' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('accepts the seed’s data and refuses bad data', () => {
    const seed = {
      title: 'Venir au circuit',
      items: [
        {
          title: 'En voiture',
          text: 'Suivez le fléchage.',
          picture: {
            src: '/assets/images/parking.svg',
            alt: 'Un parking',
            width: 1600,
            height: 900,
          },
        },
      ],
    };
    const parsed = z.safeParse(alternatingListData, seed);
    expect(parsed.success).toBe(true);

    expect(z.safeParse(alternatingListData, accessFr).success).toBe(true);
    expect(z.safeParse(alternatingListData, { title: 'Vide', items: [] }).success).toBe(false);
    expect(
      z.safeParse(alternatingListData, {
        items: [{ title: 'x', picture: { src: '', alt: '' } }],
      }).success,
    ).toBe(false);
  });
});
