import { pushEditoData, type PushEditoData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { PushEdito } from './push-edito.js';
import {
  highlightsEn,
  highlightsFr,
  hospitalityPushEn,
  hospitalityPushFr,
  twoLargeEn,
  twoLargeFr,
} from './push-edito.fixtures.js';

const registry = { PUSH_EDITO: defineBlock<PushEditoData>(PushEdito) };
const catalogs = [contentBlocksCatalog];

describe('PUSH_EDITO block', () => {
  it('shows one large push: picture, kicker, title (level 2 without a block title), text, link', () => {
    const { container } = renderInLocale(
      <BlockList blocks={[aBlock('PUSH_EDITO', hospitalityPushFr)]} registry={registry} />,
      { catalogs },
    );
    expect(container.querySelector('[data-layout]')).toHaveClass('large');
    const push = screen.getByRole('article');
    const heading = within(push).getByRole('heading', {
      level: 2,
      name: 'Vivez la course depuis le Club Tertre Rouge',
    });
    expect(within(push).getByText('Hospitalités').nextElementSibling).toBe(heading);
    expect(
      within(push).getByRole('img', { name: 'La terrasse du Club Tertre Rouge' }),
    ).toHaveAttribute('loading', 'lazy');
    expect(within(push).getByText(/Terrasse sur la ligne droite/)).toBeInTheDocument();
    expect(within(push).getByRole('link', { name: 'Découvrir les hospitalités' })).toHaveAttribute(
      'href',
      '/fr/hospitalites',
    );
    // One push is no list.
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists several pushes in a row under the block’s title, their titles level 3', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('PUSH_EDITO', highlightsEn)]} registry={registry} />,
      {
        locale: 'en',
        catalogs,
      },
    );
    const section = screen.getByRole('region', { name: 'Not to be missed' });
    expect(section).toHaveClass('row');
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Paddock Walk', 'The drivers’ parade', 'The fireworks']);
    expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAccessibleName('See the route');
  });

  it('opens an external push in a new tab, and says so', () => {
    renderInLocale(<BlockList blocks={[aBlock('PUSH_EDITO', twoLargeFr)]} registry={registry} />, {
      catalogs,
    });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const link = screen.getByRole('link', {
      name: 'Visiter la boutique (s’ouvre dans un nouvel onglet)',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('accepts the fixtures, defaults the layout and refuses bad data', () => {
    for (const data of [
      hospitalityPushFr,
      hospitalityPushEn,
      highlightsFr,
      highlightsEn,
      twoLargeFr,
      twoLargeEn,
    ]) {
      expect(z.safeParse(pushEditoData, data).success).toBe(true);
    }
    const parsed = z.safeParse(pushEditoData, { items: hospitalityPushFr.items });
    expect(parsed.success && parsed.data.layout).toBe('large');
    expect(z.safeParse(pushEditoData, { items: [] }).success).toBe(false);
    expect(
      z.safeParse(pushEditoData, { items: [...highlightsFr.items, ...twoLargeFr.items] }).success,
    ).toBe(false);
    expect(z.safeParse(pushEditoData, { ...highlightsFr, layout: 'mosaic' }).success).toBe(false);
    const [first] = hospitalityPushFr.items;
    expect(z.safeParse(pushEditoData, { items: [{ ...first, cta: undefined }] }).success).toBe(
      false,
    );
    expect(z.safeParse(pushEditoData, { items: [{ ...first, picture: undefined }] }).success).toBe(
      false,
    );
  });
});
