import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { CardDescriptionList } from './card-description-list.js';
import { cardDescriptionListData, type CardDescriptionListData } from '@paddock/api-clients/blocks';
import {
  practicalFaqEn,
  practicalFaqFr,
  ticketingFaqEn,
  ticketingFaqFr,
} from './card-description-list.fixtures.js';

const registry = {
  'card-description-list': defineBlock<CardDescriptionListData>(CardDescriptionList),
};
const catalogs = [contentBlocksCatalog];

describe('card-description-list block', () => {
  it('shows its cards as terms and their descriptions, under its title', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('card-description-list', ticketingFaqFr)]} registry={registry} />,
      { catalogs },
    );
    const section = screen.getByRole('region', { name: 'Questions fréquentes' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Questions fréquentes',
    );
    const terms = within(section).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([
      'Les enfants paient-ils ?',
      'Puis-je changer de place ?',
      'Combien de billets par commande ?',
    ]);
    expect(within(section).getAllByRole('definition')[0]).toHaveTextContent(
      /gratuite pour les moins de 4 ans/,
    );
  });

  it('ends with its call to action, opening a new tab when it says so', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('card-description-list', practicalFaqEn)]} registry={registry} />,
      { locale: 'en', catalogs },
    );
    const link = screen.getByRole('link', { name: 'Give us your feedback (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://avis.24h-lemans.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows cards without a title', () => {
    renderInLocale(
      <BlockList
        blocks={[aBlock('card-description-list', { items: ticketingFaqFr.items.slice(0, 1) })]}
        registry={registry}
      />,
      { catalogs },
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent('Les enfants paient-ils ?');
  });

  it('accepts the seed’s data and refuses bad data', () => {
    for (const data of [ticketingFaqFr, ticketingFaqEn, practicalFaqFr, practicalFaqEn]) {
      expect(z.safeParse(cardDescriptionListData, data).success).toBe(true);
    }
    expect(z.safeParse(cardDescriptionListData, { title: 'Vide', items: [] }).success).toBe(false);
    expect(
      z.safeParse(cardDescriptionListData, { items: [{ title: '', text: 'x' }] }).success,
    ).toBe(false);
    expect(
      z.safeParse(cardDescriptionListData, {
        ...practicalFaqFr,
        cta: { ...practicalFaqFr.cta, style: 'neon' },
      }).success,
    ).toBe(false);
  });
});
