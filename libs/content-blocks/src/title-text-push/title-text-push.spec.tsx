import { titleTextPushData, type TitleTextPushData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { TitleTextPush } from './title-text-push.js';
import {
  membershipEn,
  membershipFr,
  mobilityEn,
  mobilityFr,
  stayEn,
  stayFr,
  testDayEn,
  testDayFr,
} from './title-text-push.fixtures.js';

const registry = { 'title-text-push': defineBlock<TitleTextPushData>(TitleTextPush) };
const catalogs = [contentBlocksCatalog];

describe('title-text-push block', () => {
  it('shows its title and text, and its push as a named group with a call to action', () => {
    renderInLocale(<BlockList blocks={[aBlock('title-text-push', stayFr)]} registry={registry} />, {
      catalogs,
    });
    const section = screen.getByRole('region', { name: 'Dormir au plus près du circuit' });
    expect(section).toHaveClass('left');
    expect(within(section).getByText(/Campings aménagés/).textContent).toContain(
      'piste.\nLes places',
    );
    const push = within(section).getByRole('group', { name: 'Le camping Houx premium' });
    expect(
      within(push).getByRole('heading', { level: 3, name: 'Le camping Houx premium' }),
    ).toBeInTheDocument();
    expect(within(push).getByText('Nouveau')).toBeInTheDocument();
    expect(
      within(push).getByRole('img', { name: 'Des tentes au camping du Houx' }),
    ).toHaveAttribute('loading', 'lazy');
    expect(within(push).getByRole('link', { name: 'Réserver un emplacement' })).toHaveAttribute(
      'href',
      '/fr/sejourner/camping',
    );
  });

  it('boxes a picture and its call to action, named by the block’s title, without words', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('title-text-push', testDayEn)]} registry={registry} />,
      {
        locale: 'en',
        catalogs,
      },
    );
    const push = screen.getByRole('group', { name: 'Test day' });
    expect(within(push).queryByRole('heading')).not.toBeInTheDocument();
    expect(
      within(push).getByRole('img', { name: 'Cars on track during test day' }),
    ).toBeInTheDocument();
    expect(within(push).getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/en/test-day',
    );
  });

  it('puts the call to action under the text without a picture nor words', () => {
    const { title, text, cta } = membershipFr;
    renderInLocale(
      <BlockList blocks={[aBlock('title-text-push', { title, text, cta })]} registry={registry} />,
      { catalogs },
    );
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Membre de l’ACO' });
    expect(section).toHaveClass('left', 'unboxed');
    expect(
      within(section).getByRole('link', { name: 'Adhérer (s’ouvre dans un nouvel onglet)' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('centres the text and its push, which can open a new tab; or sets them in a panel', () => {
    renderInLocale(
      <BlockList
        blocks={[aBlock('title-text-push', membershipEn), aBlock('title-text-push', mobilityEn)]}
        registry={registry}
      />,
      { locale: 'en', catalogs },
    );
    expect(screen.getByRole('region', { name: 'ACO membership' })).toHaveClass('centered');
    expect(screen.getByRole('group', { name: 'Join for the season' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('region', { name: 'Come another way' })).toHaveClass('centeredPadded');
  });

  it('accepts the fixtures and the seed’s shape, defaults the alignment, refuses bad data', () => {
    for (const data of [
      stayFr,
      stayEn,
      membershipFr,
      membershipEn,
      mobilityFr,
      mobilityEn,
      testDayFr,
    ]) {
      expect(z.safeParse(titleTextPushData, data).success).toBe(true);
    }
    // The home's membership push of the seed.
    const seed = {
      title: 'Devenez membre ACO',
      text: 'Prévente, tarifs réservés en enceinte, en tribune et au camping.',
      picture: { src: '/assets/images/hero-aco.svg', alt: 'Le club ACO', width: 1600, height: 900 },
      cta: {
        text: 'Adhérer',
        href: 'https://www.aco.example/adhesion',
        style: 'primary',
        target: '_blank',
      },
    };
    const parsed = z.safeParse(titleTextPushData, seed);
    expect(parsed.success && parsed.data.alignment).toBe('left');
    expect(z.safeParse(titleTextPushData, { ...stayFr, alignment: 'right' }).success).toBe(false);
    expect(z.safeParse(titleTextPushData, { ...seed, cta: undefined }).success).toBe(false);
    expect(z.safeParse(titleTextPushData, { ...seed, text: '' }).success).toBe(false);
    expect(
      z.safeParse(titleTextPushData, { ...stayFr, push: { kicker: 'Sans titre' } }).success,
    ).toBe(false);
  });
});
