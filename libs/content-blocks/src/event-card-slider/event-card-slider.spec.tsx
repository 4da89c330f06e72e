import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { EventCardSlider } from './event-card-slider.js';
import { eventCardSliderData, type EventCardSliderData } from '@paddock/api-clients/blocks';
import { eventCardSliderDataFr, eventCardSliderEn } from './event-card-slider.fixtures.js';

const registry = { 'event-card-slider': defineBlock<EventCardSliderData>(EventCardSlider) };
const catalogs = [contentBlocksCatalog];

describe('event-card-slider block', () => {
  it('lists its event cards in a scrollable list, links out in new tabs', () => {
    renderInLocale(<BlockList blocks={[eventCardSliderEn]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'All year round at the circuit' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'All year round at the circuit' });
    expect(list).toHaveAttribute('tabindex', '0');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(
      within(cards[2] as HTMLElement).getByRole('heading', { level: 3, name: 'Le Mans Classic' }),
    ).toBeInTheDocument();
    const link = within(cards[2] as HTMLElement).getByRole('link', {
      name: /^Discover — Le Mans Classic/,
    });
    expect(link).toHaveAttribute('href', 'https://classic.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('hides its buttons when every card fits', () => {
    renderInLocale(<BlockList blocks={[eventCardSliderEn]} registry={registry} />, {
      locale: 'en',
      catalogs,
    });
    // jsdom lays nothing out: everything "fits".
    expect(screen.queryByRole('button', { name: 'Next events' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next events', hidden: true })).toBeDisabled();
  });

  it('accepts the seed’s data and refuses a card without a title', () => {
    expect(eventCardSliderData.safeParse(eventCardSliderDataFr).success).toBe(true);
    expect(
      eventCardSliderData.safeParse({ items: [{ title: '', text: 'Sans titre' }] }).success,
    ).toBe(false);
    expect(eventCardSliderData.safeParse({ title: 'Vide', items: [] }).success).toBe(false);
  });
});
