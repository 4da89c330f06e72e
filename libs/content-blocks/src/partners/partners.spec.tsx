import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { Partners } from './partners.js';
import { partnersData, type PartnersData } from '@paddock/api-clients/blocks';
import {
  homePartnersEn,
  homePartnersFr,
  partnerCategories,
  partnersPageFr,
} from './partners.fixtures.js';

const registry = { partners: defineBlock<PartnersData>(Partners) };
const catalogs = [contentBlocksCatalog];

describe('partners block', () => {
  it('shows every category on the partners page, each a row of logos linking out in a new tab', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('partners', partnersPageFr)]} registry={registry} />,
      {
        catalogs,
      },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ils font les 24 Heures' })).toBeVisible();
    // Not a region of its own: the footer's partner strip is the page's partners landmark.
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const section = document.body;
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Partenaires officiels',
      'Fournisseurs officiels',
      'Partenaires médias',
      'Ils nous soutiennent',
    ]);
    expect(within(section).getAllByRole('list')).toHaveLength(4);
    const link = within(section).getByRole('link', {
      name: 'Voltanis Énergies (s’ouvre dans un nouvel onglet)',
    });
    expect(link).toHaveAttribute('href', 'https://www.voltanis.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const logo = within(link).getByRole('img', { name: 'Voltanis Énergies' });
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(logo).toHaveAttribute('width', '320');
  });

  it('keeps to the footer’s categories with inFooterOnly, then links to all partners', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('partners', homePartnersEn)]} registry={registry} />,
      {
        locale: 'en',
        catalogs,
      },
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Official partners',
      'Official suppliers',
      'Media partners',
    ]);
    expect(screen.queryByText('Our supporters')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All partners' })).toHaveAttribute(
      'href',
      '/en/partners',
    );
  });

  it('makes the categories level 2 headings without a block title (the sister sites)', () => {
    renderInLocale(
      <BlockList
        blocks={[aBlock('partners', { inFooterOnly: false, categories: partnerCategories.fr })]}
        registry={registry}
      />,
      { catalogs },
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it('names a logo without text by its partner, and leaves out empty categories', () => {
    const categories = [
      {
        title: 'Partenaires techniques',
        inFooter: true,
        children: [
          {
            uid: 'atlas-chrono',
            href: 'https://www.atlas-chrono.example/',
            logoPicture: { src: '/atlas.svg', alt: '', width: 320, height: 160 },
          },
        ],
      },
      { title: 'Vide', inFooter: true, children: [] },
    ];
    renderInLocale(
      <BlockList blocks={[aBlock('partners', { categories })]} registry={registry} />,
      {
        catalogs,
      },
    );
    expect(screen.getByRole('img', { name: 'atlas-chrono' })).toBeInTheDocument();
    expect(screen.queryByText('Vide')).not.toBeInTheDocument();
  });

  it('shows nothing without categories to show', () => {
    const onlyOthers = partnerCategories.fr.filter((category) => !category.inFooter);
    const { container } = renderInLocale(
      <BlockList
        blocks={[
          aBlock('partners', { title: 'Partenaires', inFooterOnly: true }),
          aBlock('partners', { ...homePartnersFr, categories: onlyOthers }),
        ]}
        registry={registry}
      />,
      { catalogs },
    );
    expect(container).toHaveTextContent('');
  });

  it('accepts the seed’s data and refuses bad data', () => {
    const seed = [
      {
        title: 'Ils font les 24 Heures',
        inFooterOnly: true,
        cta: { text: 'Tous les partenaires', href: '/fr/partenaires', style: 'simple-light' },
      },
      { title: 'Ils font les 24 Heures', inFooterOnly: false },
      { inFooterOnly: false },
    ];
    for (const data of seed) {
      expect(z.safeParse(partnersData, data).success).toBe(true);
    }
    expect(z.safeParse(partnersData, { inFooterOnly: 'oui' }).success).toBe(false);
    expect(z.safeParse(partnersData, { title: '' }).success).toBe(false);
  });
});
