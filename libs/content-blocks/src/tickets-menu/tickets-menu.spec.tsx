import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { TicketsMenu } from './tickets-menu.js';
import { ticketsMenuData, type TicketsMenuData } from '@paddock/api-clients/blocks';

const registry = { 'tickets-menu': defineBlock<TicketsMenuData>(TicketsMenu) };

const picture = (name: string, alt: string) => ({
  src: `https://assets.example/images/${name}.svg`,
  alt,
  width: 1600,
  height: 900,
  sources: [{ srcset: `https://assets.example/images/${name}.svg`, type: 'image/svg+xml' }],
});

/** As the seed sends it (the ticketing home). */
const seedData = {
  items: [
    {
      title: 'Enceinte et tribunes',
      href: '/fr/billetterie/enceinte-tribunes',
      picture: picture('general-admission', 'Le public'),
    },
    {
      title: 'Hospitalités',
      href: '/fr/billetterie/hospitalites',
      picture: picture('h', 'Un salon'),
    },
    { title: 'Adhésion ACO', href: 'https://www.aco.example/adhesion' },
  ],
};

describe('tickets-menu block', () => {
  it('is a navigation of the shop’s pages, a link each, external ones in a new tab', () => {
    renderInLocale(<BlockList blocks={[aBlock('tickets-menu', seedData)]} registry={registry} />, {
      catalogs: [contentBlocksCatalog],
    });
    const nav = screen.getByRole('navigation', { name: 'Billetterie' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enceinte et tribunes',
      'Hospitalités',
      'Adhésion ACO',
    ]);
    expect(links[0]).toHaveAttribute('href', '/fr/billetterie/enceinte-tribunes');
    expect(links[0]).not.toHaveAttribute('target');
    expect(links[2]).toHaveAttribute('target', '_blank');
    expect(links[2]).toHaveAttribute('rel', 'noopener noreferrer');
    // The pictures only illustrate the link's text.
    expect(within(nav).queryAllByRole('img')).toHaveLength(0);
  });

  it('is named by its title when it has one', () => {
    renderInLocale(
      <BlockList
        blocks={[aBlock('tickets-menu', { ...seedData, title: 'Our shop' })]}
        registry={registry}
      />,
      { locale: 'en', catalogs: [contentBlocksCatalog] },
    );
    expect(screen.getByRole('navigation', { name: 'Our shop' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our shop' })).toBeInTheDocument();
  });

  it('accepts the seed data and refuses an empty menu or an item without a link', () => {
    expect(ticketsMenuData.safeParse(seedData).success).toBe(true);
    expect(ticketsMenuData.safeParse({ items: [] }).success).toBe(false);
    expect(ticketsMenuData.safeParse({ items: [{ title: 'Sans lien' }] }).success).toBe(false);
  });
});
