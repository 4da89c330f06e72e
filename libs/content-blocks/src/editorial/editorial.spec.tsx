import { renderInLocale } from '@paddock/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { Editorial } from './editorial.js';
import { editorialData, type EditorialData } from '@paddock/api-clients/blocks';
import {
  becomePartnerFr,
  editorialSeedEn,
  editorialSeedFr,
  paddedEn,
} from './editorial.fixtures.js';

const registry = { editorial: defineBlock<EditorialData>(Editorial) };
const catalogs = [contentBlocksCatalog];

describe('editorial block', () => {
  it('shows its title, its HTML and its call to action, centred by default', () => {
    const { container } = renderInLocale(
      <BlockList blocks={[aBlock('editorial', editorialSeedFr)]} registry={registry} />,
      { catalogs },
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Vivre la course de l’intérieur' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Paddock Walk').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Parkings et hébergements' })).toHaveAttribute(
      'href',
      '/fr/sejourner',
    );
    expect(container.querySelector('[data-alignment]')).toHaveClass('centered');
  });

  it('takes the alignment the editor chose', () => {
    const { container } = renderInLocale(
      <BlockList
        blocks={[aBlock('editorial', becomePartnerFr), aBlock('editorial', paddedEn)]}
        registry={registry}
      />,
      { catalogs },
    );
    const [left, padded] = container.querySelectorAll('[data-alignment]');
    expect(left).toHaveClass('left');
    expect(padded).toHaveClass('centeredPadded');
    expect(screen.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute(
      'href',
      'mailto:partenariats@24h-lemans.example',
    );
  });

  it('opens an external call to action in a new tab, and says so', () => {
    renderInLocale(<BlockList blocks={[aBlock('editorial', paddedEn)]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
    const link = screen.getByRole('link', { name: /Our commitment/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
  });

  it('shows a text alone, without title nor call to action', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('editorial', { html: '<p>Seul.</p>' })]} registry={registry} />,
      { catalogs },
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Seul.')).toBeInTheDocument();
  });

  it('accepts the seed’s data and refuses bad data', () => {
    for (const data of [editorialSeedFr, editorialSeedEn, becomePartnerFr, paddedEn]) {
      expect(z.safeParse(editorialData, data).success).toBe(true);
    }
    expect(z.safeParse(editorialData, { ...editorialSeedFr, alignment: 'right' }).success).toBe(
      false,
    );
    expect(z.safeParse(editorialData, { title: 'Sans texte' }).success).toBe(false);
    expect(
      z.safeParse(editorialData, { html: '<p>x</p>', cta: { text: 'Voir', href: '' } }).success,
    ).toBe(false);
  });
});
