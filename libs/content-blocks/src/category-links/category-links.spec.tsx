import { categoryLinksData, type CategoryLinksData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { CategoryLinks } from './category-links.js';
import {
  shortcutsEn,
  shortcutsFr,
  ticketCategoriesEn,
  ticketCategoriesFr,
} from './category-links.fixtures.js';

const registry = { 'category-links': defineBlock<CategoryLinksData>(CategoryLinks) };
const catalogs = [contentBlocksCatalog];

describe('category-links block', () => {
  it('is a navigation named by its title, a list of links with decorative pictograms', () => {
    const { container } = renderInLocale(
      <BlockList blocks={[aBlock('category-links', shortcutsFr)]} registry={registry} />,
      { catalogs },
    );
    const nav = screen.getByRole('navigation', { name: 'Préparer votre venue' });
    expect(within(nav).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Préparer votre venue',
    );
    expect(within(nav).getByText('Tout ce qu’il faut savoir avant le départ.')).toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Billetterie',
      'Programme',
      'Accès',
      'Parkings',
      'Hébergement',
      'Restauration',
      'Accessibilité',
      'Boutique (s’ouvre dans un nouvel onglet)',
    ]);
    expect(links[0]).toHaveAttribute('href', '/fr/billetterie');
    expect(links[0]).not.toHaveAttribute('target');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(8);
    for (const svg of container.querySelectorAll('svg')) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('opens an external category in a new tab, and says so', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('category-links', shortcutsEn)]} registry={registry} />,
      {
        locale: 'en',
        catalogs,
      },
    );
    const shop = screen.getByRole('link', { name: 'Shop (opens in a new tab)' });
    expect(shop).toHaveAttribute('target', '_blank');
    expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows pictures, decorative, and names itself without a title', () => {
    const { container } = renderInLocale(
      <BlockList blocks={[aBlock('category-links', ticketCategoriesFr)]} registry={registry} />,
      { catalogs },
    );
    const nav = screen.getByRole('navigation', { name: 'Accès rapides' });
    expect(within(nav).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Tribunes' })).toHaveAttribute(
      'href',
      '/fr/billetterie/tribunes',
    );
    const pictures = container.querySelectorAll('img');
    expect(pictures).toHaveLength(4);
    for (const picture of pictures) expect(picture).toHaveAttribute('alt', '');
  });

  it('accepts the fixtures and refuses bad data', () => {
    for (const data of [shortcutsFr, shortcutsEn, ticketCategoriesFr, ticketCategoriesEn]) {
      expect(z.safeParse(categoryLinksData, data).success).toBe(true);
    }
    expect(z.safeParse(categoryLinksData, { title: 'Vide', items: [] }).success).toBe(false);
    expect(
      z.safeParse(categoryLinksData, {
        items: [{ label: 'Billetterie', href: '/fr', icon: 'rocket' }],
      }).success,
    ).toBe(false);
    expect(z.safeParse(categoryLinksData, { items: [{ label: '', href: '/fr' }] }).success).toBe(
      false,
    );
    expect(
      z.safeParse(categoryLinksData, {
        items: Array.from({ length: 13 }, (_, n) => ({ label: `L${n}`, href: `/fr/${n}` })),
      }).success,
    ).toBe(false);
  });
});
