import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { StrateTicketingPushes } from './strate-ticketing-pushes.js';
import {
  strateTicketingPushesData,
  type StrateTicketingPushesData,
} from '@paddock/api-clients/blocks';

const registry = {
  'strate-ticketing-pushes': defineBlock<StrateTicketingPushesData>(StrateTicketingPushes),
};

const picture = (name: string, alt: string) => ({
  src: `https://assets.example/images/${name}.svg`,
  alt,
  width: 1600,
  height: 900,
  sources: [{ srcset: `https://assets.example/images/${name}.svg`, type: 'image/svg+xml' }],
});

/** As the seed sends it (the home page's “Plan your stay”). */
const seedData = {
  title: 'Préparez votre séjour',
  items: [
    {
      title: 'Parkings',
      text: 'Dès 250 € la semaine',
      picture: picture('parking', 'Un parking'),
      cta: { text: 'Réserver', href: '/fr/billetterie/sejour#parkings', style: 'dark' },
    },
    {
      title: 'Hospitalités',
      text: 'Salons, suites et chalets',
      picture: picture('hospitality', 'Un salon'),
      cta: {
        text: 'Découvrir',
        href: 'https://hospitalites.example',
        style: 'primary',
        target: '_blank',
      },
    },
  ],
};

describe('strate-ticketing-pushes block', () => {
  it('shows a card per push with its title, text, picture and call to action', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('strate-ticketing-pushes', seedData)]} registry={registry} />,
      { catalogs: [contentBlocksCatalog] },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Préparez votre séjour' })).toBeVisible();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const parking = within(cards[0] as HTMLElement);
    expect(parking.getByRole('heading', { level: 3, name: 'Parkings' })).toBeVisible();
    expect(parking.getByText('Dès 250 € la semaine')).toBeVisible();
    expect(parking.getByRole('img', { name: 'Un parking' })).toHaveAttribute('loading', 'lazy');
    expect(parking.getByRole('link', { name: 'Réserver' })).toHaveAttribute(
      'href',
      '/fr/billetterie/sejour#parkings',
    );
    const external = within(cards[1] as HTMLElement).getByRole('link', {
      name: 'Découvrir (ouvre un nouvel onglet)',
    });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('without a title, the cards’ titles are level 2', () => {
    renderInLocale(
      <BlockList
        blocks={[aBlock('strate-ticketing-pushes', { items: [{ title: 'Campsites' }] })]}
        registry={registry}
      />,
      { locale: 'en', catalogs: [contentBlocksCatalog] },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Campsites' })).toBeVisible();
  });

  it('accepts the seed data and refuses no items or a bad call to action', () => {
    expect(strateTicketingPushesData.safeParse(seedData).success).toBe(true);
    expect(strateTicketingPushesData.safeParse({ title: 'T', items: [] }).success).toBe(false);
    expect(
      strateTicketingPushesData.safeParse({ items: [{ title: 'T', cta: { text: 'Go' } }] }).success,
    ).toBe(false);
  });
});
