import { centeredTitleTextData, type CenteredTitleTextData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { CenteredTitleText } from './centered-title-text.js';
import {
  centenaryEn,
  centenaryFr,
  ticketingOpeningEn,
  ticketingOpeningFr,
} from './centered-title-text.fixtures.js';

const registry = {
  'centered-title-text': defineBlock<CenteredTitleTextData>(CenteredTitleText),
};
const catalogs = [contentBlocksCatalog];

describe('centered-title-text block', () => {
  it('opens a section: kicker, title, text with its line breaks, call to action', () => {
    const { container } = renderInLocale(
      <BlockList
        blocks={[aBlock('centered-title-text', ticketingOpeningFr)]}
        registry={registry}
      />,
      { catalogs },
    );
    const section = screen.getByRole('region', {
      name: 'Vivez les 24 Heures au plus près de la piste',
    });
    expect(section).toHaveClass('centered');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Vivez les 24 Heures au plus près de la piste',
    );
    // The kicker comes before the title, in the title's group.
    const kicker = screen.getByText('Billetterie');
    expect(kicker.nextElementSibling).toBe(screen.getByRole('heading'));
    expect(kicker.parentElement?.tagName).toBe('HGROUP');
    expect(screen.getByText(/Enceinte générale/).textContent).toContain('course.\nLes moins');
    expect(screen.getByRole('link', { name: 'Voir les billets' })).toHaveAttribute(
      'href',
      '/fr/billetterie',
    );
    expect(container.querySelector('[data-alignment="centered"]')).toBe(section);
  });

  it('sets the padded variant apart, its external call to action in a new tab', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('centered-title-text', centenaryEn)]} registry={registry} />,
      { locale: 'en', catalogs },
    );
    expect(screen.getByRole('region', { name: 'A hundred years of legend' })).toHaveClass(
      'centeredPadded',
    );
    const link = screen.getByRole('link', {
      name: 'Explore the archives (opens in a new tab)',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a title alone, centred by default', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('centered-title-text', { title: 'Seul' })]} registry={registry} />,
      { catalogs },
    );
    expect(screen.getByRole('region', { name: 'Seul' })).toHaveClass('centered');
    expect(screen.getByRole('heading', { level: 2, name: 'Seul' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('accepts the fixtures, defaults the alignment and refuses bad data', () => {
    for (const data of [ticketingOpeningFr, ticketingOpeningEn, centenaryFr, centenaryEn]) {
      expect(z.safeParse(centeredTitleTextData, data).success).toBe(true);
    }
    const parsed = z.safeParse(centeredTitleTextData, { title: 'Titre' });
    expect(parsed.success && parsed.data.alignment).toBe('centered');
    expect(z.safeParse(centeredTitleTextData, { text: 'Sans titre' }).success).toBe(false);
    expect(z.safeParse(centeredTitleTextData, { title: 'Titre', alignment: 'left' }).success).toBe(
      false,
    );
    expect(
      z.safeParse(centeredTitleTextData, {
        title: 'Titre',
        cta: { text: 'Voir', href: '/fr', style: 'neon' },
      }).success,
    ).toBe(false);
  });
});
