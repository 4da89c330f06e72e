import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { SharedContent } from './shared-content.js';
import { sharedContentData, type SharedContentData } from '@paddock/api-clients/blocks';
import {
  alternatingFr,
  boardFr,
  contactEn,
  historyDataFr,
  historyEn,
  historySliderEn,
  perksEn,
  richListFr,
} from './shared-content.fixtures.js';

const registry = { 'shared-content': defineBlock<SharedContentData>(SharedContent) };
const catalogs = [contentBlocksCatalog];

describe('shared-content block', () => {
  it('shows the seed’s history as a slider of dated cards', () => {
    renderInLocale(<BlockList blocks={[historySliderEn]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'A century of legend' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'A century of legend' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      '1923',
      '1949',
      '1970',
      '2025',
    ]);
    expect(
      within(items[1] as HTMLElement).getByRole('heading', { level: 3, name: 'The return' }),
    ).toBeVisible();
  });

  it('shows a history as an ordered timeline', () => {
    renderInLocale(<BlockList blocks={[historyEn]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
    const timeline = screen.getByRole('list', { name: 'A century of legend' });
    expect(timeline.tagName).toBe('OL');
    expect(within(timeline).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('alternates pictures and rich texts, with their calls to action', () => {
    renderInLocale(<BlockList blocks={[alternatingFr]} registry={registry} />, { catalogs });
    expect(screen.getByRole('heading', { level: 3, name: 'Le musée des 24 Heures' })).toBeVisible();
    expect(screen.getByText('120 véhicules').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Visiter le musée' })).toHaveAttribute(
      'href',
      '/fr/musee',
    );
    expect(screen.getByRole('img', { name: 'Des karts en piste' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it('gives contacts their email and phone links', () => {
    renderInLocale(<BlockList blocks={[contactEn]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
    expect(screen.getByRole('link', { name: 'tickets@lemans.example' })).toHaveAttribute(
      'href',
      'mailto:tickets@lemans.example',
    );
    expect(screen.getByRole('link', { name: '+33 2 43 40 24 24' })).toHaveAttribute(
      'href',
      'tel:+33243402424',
    );
    expect(screen.getAllByText('Email')).toHaveLength(2);
  });

  it('shows a rich list, perks and a board', () => {
    renderInLocale(<BlockList blocks={[richListFr, perksEn, boardFr]} registry={registry} />, {
      catalogs,
    });
    expect(screen.getByRole('link', { name: 'votre espace billetterie' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Presale' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Portrait de Marie Durand' })).toBeVisible();
    expect(screen.getByText('Présidente')).toBeVisible();
  });

  it('accepts the seed’s data and refuses an unknown layout or a bad contact', () => {
    expect(sharedContentData.safeParse(historyDataFr).success).toBe(true);
    expect(sharedContentData.safeParse({ ...historyDataFr, layout: 'sc-grid' }).success).toBe(
      false,
    );
    expect(
      sharedContentData.safeParse({
        layout: 'sc-contact',
        items: [{ title: 'Billetterie', email: 'not an email' }],
      }).success,
    ).toBe(false);
  });
});
