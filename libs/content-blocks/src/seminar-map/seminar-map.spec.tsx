import { seminarMapData, type SeminarMapData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { SeminarMap } from './seminar-map.js';
import { seminarVenuesEn, seminarVenuesFr } from './seminar-map.fixtures.js';

const registry = { 'seminar-map': defineBlock<SeminarMapData>(SeminarMap) };
const catalogs = [contentBlocksCatalog];

function renderMap(data: SeminarMapData, locale: 'fr' | 'en' = 'en') {
  const { container } = renderInLocale(
    <BlockList blocks={[aBlock('seminar-map', data)]} registry={registry} />,
    { locale, catalogs },
  );
  return { container, user: userEvent.setup() };
}

const details = () => screen.getByRole('article');

describe('seminar-map block', () => {
  it('lists the venues and shows the first one’s details', () => {
    renderMap(seminarVenuesFr, 'fr');
    const section = screen.getByRole('region', { name: 'Nos espaces sur le circuit' });
    const list = within(section).getByRole('list', { name: 'Les espaces' });
    const venues = within(list).getAllByRole('button');
    expect(venues).toHaveLength(6);
    expect(venues[0]).toHaveAccessibleName(/^Salon panoramique, ?jusqu’à 200 personnes · 450 m²$/);
    expect(venues[0]).toHaveAttribute('aria-pressed', 'true');
    expect(venues[1]).toHaveAttribute('aria-pressed', 'false');

    expect(within(details()).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Salon panoramique',
    );
    expect(details()).toHaveTextContent('Capacité200 personnes');
    expect(details()).toHaveTextContent('Surface450 m²');
    expect(
      within(details())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vidéoprojecteur', 'Sonorisation', 'Wi-Fi', 'Terrasse sur la piste']);
    expect(within(details()).getByRole('img', { name: 'Le salon panoramique' })).toBeVisible();
  });

  it('shows a venue’s details when picked in the list, said politely', async () => {
    const { user } = renderMap(seminarVenuesEn);
    const museum = screen.getByRole('button', { name: /^Museum auditorium/ });
    await user.click(museum);
    expect(museum).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Panoramic lounge/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(details().parentElement).toHaveAttribute('aria-live', 'polite');
    expect(museum).toHaveAttribute('aria-controls', details().parentElement?.id);
    expect(within(details()).getByRole('heading')).toHaveTextContent('Museum auditorium');
    expect(within(details()).getByRole('link', { name: 'Visit the museum' })).toHaveAttribute(
      'href',
      '/en/museum',
    );
  });

  it('works with the keyboard through the list', async () => {
    const { user } = renderMap(seminarVenuesEn);
    await user.tab();
    expect(screen.getByRole('button', { name: /^Panoramic lounge/ })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(within(details()).getByRole('heading')).toHaveTextContent('Press room');
    await user.tab();
    await user.keyboard(' ');
    expect(within(details()).getByRole('heading')).toHaveTextContent('Museum auditorium');
  });

  it('places a numbered marker per venue on the plan, which picks it too', async () => {
    const { container, user } = renderMap(seminarVenuesEn);
    const plan = container.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(plan.querySelector('svg')).not.toBeNull();
    const markers = Array.from(plan.querySelectorAll('button'));
    expect(markers.map((marker) => marker.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(markers[2]).toHaveStyle({ left: '91.6%', top: '84.16666666666667%' });
    expect(markers[2]).toHaveAttribute('tabindex', '-1');
    await user.click(markers[3] as HTMLElement);
    expect(within(details()).getByRole('heading')).toHaveTextContent('Village marquee');
    expect(markers[3]).toHaveAttribute('data-selected', 'true');
    expect(screen.getByRole('button', { name: /^Village marquee/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('leaves out what a venue does not have, and titles its venue h2 without a block title', () => {
    renderMap({ venues: [seminarVenuesEn.venues[5] as SeminarMapData['venues'][number]] });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Karting clubhouse');
    expect(details()).not.toHaveTextContent('Equipment');
    expect(within(details()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('accepts the fixtures and refuses nonsense', () => {
    for (const data of [seminarVenuesFr, seminarVenuesEn]) {
      expect(z.safeParse(seminarMapData, data).success).toBe(true);
    }
    const [first] = seminarVenuesEn.venues;
    const refused = (data: unknown) =>
      expect(z.safeParse(seminarMapData, data).success).toBe(false);
    refused({ venues: [] });
    refused({ venues: [{ ...first, x: 1200 }] });
    refused({ venues: [{ ...first, y: -1 }] });
    refused({ venues: [first, first] });
    refused({ venues: [{ ...first, capacity: 12.5 }] });
  });
});
