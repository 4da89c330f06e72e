import {
  mixedContributorBlockData,
  type MixedContributorBlockData,
} from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { MixedContributorBlock } from './mixed-contributor-block.js';
import {
  driverEn,
  driverFr,
  engineerEn,
  engineerFr,
  marshalEn,
  marshalFr,
} from './mixed-contributor-block.fixtures.js';

const registry = {
  'mixed-contributor-block': defineBlock<MixedContributorBlockData>(MixedContributorBlock),
};
const catalogs = [contentBlocksCatalog];

describe('mixed-contributor-block', () => {
  it('shows the text, the quote with who said it, and the captioned pictures', () => {
    const { container } = renderInLocale(
      <BlockList blocks={[aBlock('mixed-contributor-block', engineerFr)]} registry={registry} />,
      { catalogs },
    );
    const section = screen.getByRole('region', {
      name: 'Une nuit au stand avec l’ingénieure de course',
    });
    expect(section).toHaveAttribute('data-quote-position', 'end');
    expect(within(section).getByText(/températures des freins/).tagName).toBe('STRONG');
    const quote = container.querySelector('blockquote');
    expect(quote).toHaveTextContent(/on écoute la voiture/);
    const author = quote?.nextElementSibling as HTMLElement;
    expect(author.tagName).toBe('FIGCAPTION');
    expect(author).toHaveTextContent('Claire Morvan');
    expect(author).toHaveTextContent('Ingénieure de course, voiture n° 38');
    // The portrait is decorative: the name is beside it.
    expect(author.querySelector('img')).toHaveAttribute('alt', '');
    const pictures = within(section).getAllByRole('listitem');
    expect(pictures).toHaveLength(2);
    expect(
      within(pictures[0] as HTMLElement).getByRole('img', {
        name: 'Les mécaniciens changent les pneus de nuit',
      }),
    ).toBeInTheDocument();
    expect(within(pictures[0] as HTMLElement).getByText(/14 secondes à l’arrêt/).tagName).toBe(
      'FIGCAPTION',
    );
  });

  it('puts the quote at the text’s start when asked, without portrait nor pictures', () => {
    const { container } = renderInLocale(
      <BlockList blocks={[aBlock('mixed-contributor-block', driverEn)]} registry={registry} />,
      { locale: 'en', catalogs },
    );
    expect(screen.getByRole('region', { name: 'The first stint' })).toHaveClass('start');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Thomas Lefèvre')).toBeInTheDocument();
  });

  it('shows a quote alone, without a title nor a text', () => {
    const { container } = renderInLocale(
      <BlockList blocks={[aBlock('mixed-contributor-block', marshalFr)]} registry={registry} />,
      { catalogs },
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.querySelector('section')).toHaveClass('quoteOnly');
    expect(container.querySelector('blockquote')).toHaveTextContent(/poste d’Arnage/);
    expect(
      screen.getByRole('img', { name: 'Le poste des commissaires à Arnage' }),
    ).toBeInTheDocument();
  });

  it('accepts the fixtures, defaults the quote’s position and refuses bad data', () => {
    for (const data of [engineerFr, engineerEn, driverFr, driverEn, marshalFr, marshalEn]) {
      expect(z.safeParse(mixedContributorBlockData, data).success).toBe(true);
    }
    const parsed = z.safeParse(mixedContributorBlockData, { quote: driverFr.quote });
    expect(parsed.success && parsed.data.quotePosition).toBe('end');
    expect(z.safeParse(mixedContributorBlockData, { title: 'Sans citation' }).success).toBe(false);
    expect(
      z.safeParse(mixedContributorBlockData, { quote: { text: 'Sans auteur', name: '' } }).success,
    ).toBe(false);
    expect(
      z.safeParse(mixedContributorBlockData, { ...driverFr, quotePosition: 'top' }).success,
    ).toBe(false);
    const four = [...(engineerFr.pictures ?? []), ...(engineerFr.pictures ?? [])];
    expect(z.safeParse(mixedContributorBlockData, { ...engineerFr, pictures: four }).success).toBe(
      false,
    );
  });
});
