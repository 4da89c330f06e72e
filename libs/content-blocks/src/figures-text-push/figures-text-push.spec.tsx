import { figuresTextPushData, type FiguresTextPushData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { FiguresTextPush } from './figures-text-push.js';
import {
  membershipEn,
  membershipFr,
  sustainabilityEn,
  sustainabilityFr,
} from './figures-text-push.fixtures.js';

const registry = { 'figures-text-push': defineBlock<FiguresTextPushData>(FiguresTextPush) };
const catalogs = [contentBlocksCatalog];

describe('figures-text-push block', () => {
  it('shows its text, call to action and figures under its title', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('figures-text-push', membershipFr)]} registry={registry} />,
      { catalogs },
    );
    const section = screen.getByRole('region', { name: 'Rejoignez l’Automobile Club de l’Ouest' });
    expect(within(section).getByText('Le club')).toBeInTheDocument();
    expect(within(section).getByText(/Depuis 1906, le club organise/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Devenir membre' })).toHaveAttribute(
      'href',
      '/fr/adhesion',
    );
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '48\u202f500 membres',
      '1\u202f800 commissaires bénévoles',
      '30 délégations en France',
    ]);
  });

  it('puts its figures first when asked, its call to action opening a new tab', () => {
    const { container } = renderInLocale(
      <BlockList blocks={[aBlock('figures-text-push', sustainabilityEn)]} registry={registry} />,
      { locale: 'en', catalogs },
    );
    expect(container.querySelector('section')).toHaveClass('figuresFirst');
    expect(screen.getAllByRole('listitem')[1]?.textContent).toBe('2.5\u00a0MW of solar panels');
    const link = screen.getByRole('link', { name: 'Read the CSR report (opens in a new tab)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('accepts the seed’s data, defaults the figures to the end, and refuses bad data', () => {
    for (const data of [membershipFr, membershipEn, sustainabilityFr, sustainabilityEn]) {
      expect(z.safeParse(figuresTextPushData, data).success).toBe(true);
    }
    const { figuresPosition: _position, ...withoutPosition } = membershipFr;
    expect(z.parse(figuresTextPushData, withoutPosition).figuresPosition).toBe('end');
    expect(
      z.safeParse(figuresTextPushData, {
        ...membershipFr,
        figures: membershipFr.figures.slice(0, 1),
      }).success,
    ).toBe(false);
    expect(
      z.safeParse(figuresTextPushData, {
        ...membershipFr,
        figures: [...membershipFr.figures, ...membershipFr.figures],
      }).success,
    ).toBe(false);
    expect(
      z.safeParse(figuresTextPushData, { ...membershipFr, figuresPosition: 'left' }).success,
    ).toBe(false);
    expect(z.safeParse(figuresTextPushData, { ...membershipFr, text: '' }).success).toBe(false);
  });
});
