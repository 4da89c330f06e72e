import { splashTextData, type SplashTextData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { SplashText } from './splash-text.js';
import {
  commitmentEn,
  commitmentFr,
  crowdEn,
  crowdFr,
  raceStatementEn,
  raceStatementFr,
} from './splash-text.fixtures.js';

const registry = { 'splash-text': defineBlock<SplashTextData>(SplashText) };
const catalogs = [contentBlocksCatalog];

describe('splash-text block', () => {
  it('makes its statement the section’s heading, line breaks kept, over a decorative picture', () => {
    const { container } = renderInLocale(
      <BlockList blocks={[aBlock('splash-text', raceStatementFr)]} registry={registry} />,
      { catalogs },
    );
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('24 heures.\n62 voitures.\n1 vainqueur.');
    const section = screen.getByRole('region', { name: /24 heures/ });
    expect(section).toHaveClass('centered', 'pictured');
    expect(screen.getByText('La course').nextElementSibling).toBe(heading);
    expect(screen.getByText(/le drapeau tricolore s’abaisse/)).toBeInTheDocument();
    // The picture is decoration: no name, nothing for assistive technologies.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('link', { name: 'Réserver ma place' })).toHaveAttribute(
      'href',
      '/fr/billetterie',
    );
  });

  it('takes the alignment the editor chose, without a picture', () => {
    const { container } = renderInLocale(
      <BlockList
        blocks={[aBlock('splash-text', crowdEn), aBlock('splash-text', commitmentEn)]}
        registry={registry}
      />,
      { locale: 'en', catalogs },
    );
    const [left, padded] = container.querySelectorAll('[data-alignment]');
    expect(left).toHaveClass('left');
    expect(left).not.toHaveClass('pictured');
    expect(padded).toHaveClass('centeredPadded');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '300,000 fans.\nOne finish line.',
      'Zero single-use plastic in the village.',
    ]);
  });

  it('shows a statement alone, centred by default', () => {
    const { container } = renderInLocale(
      <BlockList blocks={[aBlock('splash-text', { title: 'Allez !' })]} registry={registry} />,
      { catalogs },
    );
    expect(screen.getByRole('heading', { name: 'Allez !' })).toBeInTheDocument();
    expect(container.querySelector('[data-alignment]')).toHaveClass('centered');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('accepts the fixtures and refuses bad data', () => {
    for (const data of [raceStatementFr, raceStatementEn, crowdFr, crowdEn, commitmentFr]) {
      expect(z.safeParse(splashTextData, data).success).toBe(true);
    }
    // The seed's poster announcement: a title, a text and a picture.
    const poster = {
      title: 'L’affiche officielle est dévoilée',
      text: 'Un siècle après la première course, l’affiche rend hommage aux pilotes de nuit.',
      picture: { src: '/assets/images/news-start.svg', alt: 'L’affiche', width: 1600, height: 900 },
    };
    expect(z.safeParse(splashTextData, poster).success).toBe(true);
    const parsed = z.safeParse(splashTextData, { title: 'x' });
    expect(parsed.success && parsed.data.alignment).toBe('centered');
    expect(z.safeParse(splashTextData, { text: 'Sans énoncé' }).success).toBe(false);
    expect(z.safeParse(splashTextData, { title: 'x'.repeat(161) }).success).toBe(false);
    expect(z.safeParse(splashTextData, { title: 'x', alignment: 'right' }).success).toBe(false);
    expect(z.safeParse(splashTextData, { title: 'x', picture: { src: '', alt: '' } }).success).toBe(
      false,
    );
  });
});
