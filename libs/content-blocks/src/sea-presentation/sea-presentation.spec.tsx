import { seaPresentationData, type SeaPresentationData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { SeaPresentation } from './sea-presentation.js';
import { academyEn, academyFr } from './sea-presentation.fixtures.js';

const registry = { 'sea-presentation': defineBlock<SeaPresentationData>(SeaPresentation) };
const catalogs = [contentBlocksCatalog];

const show = (data: SeaPresentationData, locale: 'fr' | 'en' = 'fr') =>
  renderInLocale(<BlockList blocks={[aBlock('sea-presentation', data)]} registry={registry} />, {
    locale,
    catalogs,
  });

describe('sea-presentation block', () => {
  it('presents the academy: kicker, title, text, picture and the call to apply', () => {
    show(academyFr);
    const section = screen.getByRole('region', {
      name: 'Former les pilotes d’endurance de demain',
    });
    expect(within(section).getByText('Sport & Endurance Academy')).toBeInTheDocument();
    expect(
      within(section).getByText(/Les candidatures pour la promotion 2026/),
    ).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Les élèves au stand' })).toHaveAttribute(
      'width',
      '1200',
    );
    expect(within(section).getByRole('link', { name: 'Candidater' })).toHaveAttribute(
      'href',
      '/fr/academie/candidater',
    );
    expect(section).toHaveClass('left');
  });

  it('lists its pillars under their own title, each with a decorative pictogram', () => {
    const { container } = show(academyEn, 'en');
    expect(screen.getByRole('heading', { level: 3, name: 'Our pillars' })).toBeInTheDocument();
    const pillars = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(pillars).toEqual(['Driving', 'Fitness', 'Studies', 'Team spirit']);
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(4);
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('makes pillars level 3 without a pillars title, and takes the centred alignments', () => {
    show({
      ...academyFr,
      pillarsTitle: undefined,
      alignment: 'centeredPadded',
      picture: undefined,
    });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByRole('region')).toHaveClass('centeredPadded');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('aligns left when the data comes without an alignment', () => {
    const { alignment: _alignment, ...bare } = academyFr;
    show(bare as SeaPresentationData);
    expect(screen.getByRole('region')).toHaveClass('left');
  });

  it('accepts the fixtures and refuses bad data', () => {
    expect(z.safeParse(seaPresentationData, academyFr).success).toBe(true);
    expect(z.safeParse(seaPresentationData, academyEn).success).toBe(true);
    const parsed = z.safeParse(seaPresentationData, { title: 'Académie', text: 'Un texte.' });
    expect(parsed.success && parsed.data.alignment).toBe('left');
    expect(z.safeParse(seaPresentationData, { title: 'Académie' }).success).toBe(false);
    expect(z.safeParse(seaPresentationData, { ...academyFr, alignment: 'right' }).success).toBe(
      false,
    );
    expect(
      z.safeParse(seaPresentationData, {
        ...academyFr,
        pillars: [{ icon: 'rocket', title: 'Vitesse' }],
      }).success,
    ).toBe(false);
    expect(z.safeParse(seaPresentationData, { ...academyFr, pillars: [] }).success).toBe(false);
  });
});
