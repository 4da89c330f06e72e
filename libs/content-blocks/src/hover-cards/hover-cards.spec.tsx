import { hoverCardsData, type HoverCardsData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { HoverCards } from './hover-cards.js';
import { experiencesEn, experiencesFr, loungesEn, loungesFr } from './hover-cards.fixtures.js';

const registry = { 'hover-cards': defineBlock<HoverCardsData>(HoverCards) };
const catalogs = [contentBlocksCatalog];

describe('hover-cards block', () => {
  it('lists its cards under its title and introduction: picture, title, text and link', () => {
    renderInLocale(
      <BlockList blocks={[aBlock('hover-cards', experiencesFr)]} registry={registry} />,
      {
        catalogs,
      },
    );
    const section = screen.getByRole('region', { name: 'Vivez l’expérience' });
    expect(within(section).getByText(/Quatre façons de vivre/)).toBeInTheDocument();
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const first = cards[0] as HTMLElement;
    expect(
      within(first).getByRole('heading', { level: 3, name: 'Paddock Walk' }),
    ).toBeInTheDocument();
    expect(
      within(first).getByRole('img', { name: 'La voie des stands ouverte au public' }),
    ).toHaveAttribute('loading', 'lazy');
    // In the page for assistive technologies and the keyboard, shown by hover, focus or the button.
    expect(within(first).getByText(/descendez dans la voie des stands/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Réserver le Paddock Walk' })).toHaveAttribute(
      'href',
      '/fr/billetterie/paddock-walk',
    );
  });

  it('shows and hides a card’s text with its button, saying so with aria-expanded', async () => {
    const user = userEvent.setup();
    renderInLocale(
      <BlockList blocks={[aBlock('hover-cards', experiencesEn)]} registry={registry} />,
      {
        locale: 'en',
        catalogs,
      },
    );
    const toggle = screen.getByRole('button', { name: 'More about Circuit tour by bus' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const reveal = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(reveal).toHaveTextContent(/Ride the 13 km of the track/);
    expect(reveal).toContainElement(screen.getByRole('link', { name: 'Book the bus tour' }));
    expect(toggle.closest('article')).not.toHaveClass('open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle.closest('article')).toHaveClass('open');
    // The other cards stay as they were.
    expect(screen.getByRole('button', { name: 'More about Paddock Walk' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('makes the cards’ titles level 2 without a block title; a link may open a new tab', () => {
    renderInLocale(<BlockList blocks={[aBlock('hover-cards', loungesFr)]} registry={registry} />, {
      catalogs,
    });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Club Tertre Rouge',
      'Salon Panorama',
      'Séminaires',
    ]);
    expect(screen.getByRole('button', { name: 'En savoir plus : Séminaires' })).toBeInTheDocument();
    const link = screen.getByRole('link', {
      name: 'Organiser un séminaire (s’ouvre dans un nouvel onglet)',
    });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('accepts the fixtures and refuses bad data', () => {
    for (const data of [experiencesFr, experiencesEn, loungesFr, loungesEn]) {
      expect(z.safeParse(hoverCardsData, data).success).toBe(true);
    }
    expect(z.safeParse(hoverCardsData, { title: 'Vide', items: [] }).success).toBe(false);
    const [card] = loungesFr.items;
    expect(z.safeParse(hoverCardsData, { items: [{ ...card, cta: undefined }] }).success).toBe(
      false,
    );
    expect(z.safeParse(hoverCardsData, { items: [{ ...card, text: '' }] }).success).toBe(false);
    expect(
      z.safeParse(hoverCardsData, { items: Array.from({ length: 9 }, () => card) }).success,
    ).toBe(false);
  });
});
