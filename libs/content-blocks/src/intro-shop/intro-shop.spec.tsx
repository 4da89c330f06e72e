import { renderInLocale } from '@paddock/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { IntroShop } from './intro-shop.js';
import { introShopData, type IntroShopData } from '@paddock/api-clients/blocks';

const registry = { 'intro-shop': defineBlock<IntroShopData>(IntroShop) };

/** As the seed sends it (apps/services/src/seed/pages/auto.ts, the ticketing home). */
const seedData = {
  title: 'Billetterie 2027',
  text: 'Réservez dès maintenant pour la 95e édition.\nBillets électroniques, à imprimer ou sur mobile.',
  picture: {
    src: 'https://assets.example/images/grandstand.svg',
    alt: 'Une tribune',
    width: 1600,
    height: 900,
    sources: [{ srcset: 'https://assets.example/images/grandstand.svg', type: 'image/svg+xml' }],
  },
};

describe('intro-shop block', () => {
  it('shows its title, its text with line breaks and a lazy picture of a known size', () => {
    renderInLocale(<BlockList blocks={[aBlock('intro-shop', seedData)]} registry={registry} />, {
      catalogs: [contentBlocksCatalog],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Billetterie 2027' })).toBeVisible();
    expect(screen.getByText(/Réservez dès maintenant/).textContent).toContain('\n');
    const picture = screen.getByRole('img', { name: 'Une tribune' });
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '1600');
    expect(picture).toHaveAttribute('height', '900');
  });

  it('goes without a picture', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('intro-shop', { title: 'Tickets' })]} registry={registry} />,
      { locale: 'en', catalogs: [contentBlocksCatalog] },
    );
    expect(screen.getByRole('heading', { name: 'Tickets' })).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('accepts the seed data and refuses a block without a title or with a bad picture', () => {
    expect(introShopData.safeParse(seedData).success).toBe(true);
    expect(introShopData.safeParse({ text: 'Sans titre' }).success).toBe(false);
    expect(introShopData.safeParse({ title: 'T', picture: { alt: 'x' } }).success).toBe(false);
  });
});
