import { eventListData, type EventListData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { EventList } from './event-list.js';
import { seasonEn, seasonFr } from './event-list.fixtures.js';

const registry = { 'event-list': defineBlock<EventListData>(EventList) };
const catalogs = [contentBlocksCatalog];

const show = (data: EventListData, locale: 'fr' | 'en' = 'fr') =>
  renderInLocale(<BlockList blocks={[aBlock('event-list', data)]} registry={registry} />, {
    locale,
    catalogs,
  });

/** Two events of a summer far ahead, at known times. */
const summer: EventListData = {
  events: [
    {
      name: 'Course de nuit',
      start: '2099-06-13T14:00:00+02:00',
      end: '2099-06-13T23:30:00+02:00',
      place: 'Circuit Bugatti',
      category: 'Auto',
    },
    {
      name: 'Parade des pilotes',
      start: '2099-07-10T00:00:00+02:00',
      end: '2099-07-12T00:00:00+02:00',
      allDay: true,
      place: 'Centre-ville',
      category: 'Auto',
    },
  ],
};

describe('event-list block', () => {
  it('groups the events by month, in date order, each with its dates, place and category', () => {
    show(seasonFr);
    const section = screen.getByRole('region', { name: 'Calendrier de la saison' });
    const months = within(section).getAllByRole('heading', { level: 3 });
    expect(months.length).toBeGreaterThanOrEqual(4);
    const names = within(section)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([
      '24 Heures Motos',
      'Grand Prix de France Moto',
      'Journée test',
      '24 Heures du Mans',
      'Le Mans Classic (s’ouvre dans un nouvel onglet)',
      '24 Heures Karting',
      '24 Heures Camions',
    ]);
    expect(screen.getByRole('link', { name: '24 Heures du Mans' })).toHaveAttribute(
      'href',
      '/fr/24-heures-du-mans',
    );
  });

  it('writes dates and times in the event’s time zone, in <time> elements', () => {
    const { container } = show(summer);
    const times = [...container.querySelectorAll('time')].map((time) => [
      time.getAttribute('datetime'),
      time.textContent,
    ]);
    expect(times).toEqual([
      ['2099-06', 'juin 2099'],
      ['2099-06-13T14:00:00+02:00', expect.stringMatching(/^sam\. 13 juin\D+14:00$/)],
      ['2099-06-13T23:30:00+02:00', '23:30'],
      ['2099-07', 'juillet 2099'],
      ['2099-07-10T00:00:00+02:00', 'ven. 10 juillet'],
      ['2099-07-12T00:00:00+02:00', 'dim. 12 juillet'],
    ]);
    // Without a block title, months are level 2 and events level 3; one category: no filter.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 3, name: 'Course de nuit' })).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('marks the events that are over and drops their tickets link', () => {
    show(seasonEn, 'en');
    const past = screen.getAllByText('Past event');
    expect(past).toHaveLength(2);
    const tickets = screen.getAllByRole('link', { name: 'Tickets' });
    expect(tickets).toHaveLength(3);
    const motoGp = screen.getByRole('heading', { name: 'French Motorcycle Grand Prix' });
    expect(motoGp.closest('li')).toHaveTextContent('Past event');
  });

  it('filters by category and says how many events show', async () => {
    const user = userEvent.setup();
    show(seasonFr);
    const filter = screen.getByRole('group', { name: 'Catégorie' });
    expect(within(filter).getByRole('radio', { name: 'Tous les événements' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('7 événements');
    await user.click(within(filter).getByRole('radio', { name: 'Moto' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 événements');
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      '24 Heures Motos',
      'Grand Prix de France Moto',
    ]);
    await user.keyboard('{ArrowRight}');
    expect(within(filter).getByRole('radio', { name: 'Auto' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('2 événements');
    await user.click(within(filter).getByRole('radio', { name: 'Tous les événements' }));
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(7);
  });

  it('opens another site’s event page in a new tab', () => {
    show(seasonEn, 'en');
    const link = screen.getByRole('link', { name: 'Le Mans Classic (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Full schedule' })).toHaveAttribute(
      'href',
      '/en/schedule',
    );
  });

  it('accepts the fixtures and refuses bad data', () => {
    expect(z.safeParse(eventListData, seasonFr).success).toBe(true);
    expect(z.safeParse(eventListData, seasonEn).success).toBe(true);
    expect(z.safeParse(eventListData, summer).success).toBe(true);
    expect(z.safeParse(eventListData, { events: [] }).success).toBe(false);
    const [first] = summer.events;
    expect(
      z.safeParse(eventListData, { events: [{ ...first, start: '13/06/2099' }] }).success,
    ).toBe(false);
    expect(
      z.safeParse(eventListData, {
        events: [{ ...first, end: '2099-06-12T10:00:00+02:00' }],
      }).success,
    ).toBe(false);
    expect(z.safeParse(eventListData, { events: [{ ...first, place: '' }] }).success).toBe(false);
  });
});
