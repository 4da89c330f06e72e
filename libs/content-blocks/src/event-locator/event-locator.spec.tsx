import { eventLocatorData, type EventLocatorData } from '@paddock/api-clients/blocks';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { liveContentClient, type LiveAnswers } from '../kit/fixtures/live-content.js';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { EventLocator } from './event-locator.js';
import {
  eventLocatorEn,
  eventLocatorFr,
  locatorEventsEn,
  locatorEventsFr,
} from './event-locator.fixtures.js';
import { contentStore } from '../kit/fixtures/content-store.js';

const registry = { 'event-locator': defineBlock<EventLocatorData>(EventLocator) };

function renderLocator(data: EventLocatorData, answers: LiveAnswers, locale: 'fr' | 'en' = 'fr') {
  const content = liveContentClient(answers);
  renderInLocale(
    <Provider store={contentStore({ content })}>
      <BlockList blocks={[aBlock('event-locator', data)]} registry={registry} />
    </Provider>,
    { locale, catalogs: [contentBlocksCatalog] },
  );
  return content;
}

const titles = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('event-locator block', () => {
  it('shows the events the site server attached at once, filters them, and asks for nothing', async () => {
    const content = renderLocator({ ...eventLocatorFr, events: locatorEventsFr }, { events: [] });
    // The first render (the server's HTML) has the events and working filters.
    const section = screen.getByRole('region', { name: 'Les 24 Heures près de chez vous' });
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('7 événements')).toHaveAttribute('role', 'status');
    expect(titles()).toHaveLength(7);
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });
    expect(search).toBeEnabled();
    await userEvent.type(search, 'londres');
    expect(await screen.findByText('1 événement')).toBeInTheDocument();
    expect(content.calls).toEqual([]);
  });

  it('shows disabled filters while busy, then every event with its count', async () => {
    const content = renderLocator(eventLocatorFr, { events: locatorEventsFr });
    const section = screen.getByRole('region', { name: 'Les 24 Heures près de chez vous' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toBeDisabled();

    expect(await screen.findByText('7 événements')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toBeEnabled();
    expect(content.calls).toEqual([{ method: 'locatorEvents', args: { locale: 'fr' } }]);
    expect(titles()).toHaveLength(7);
    const exhibition = within(
      screen.getByRole('article', { name: 'Exposition « L’ère des Hypercars »' }),
    );
    expect(exhibition.getByText('Exposition')).toBeInTheDocument();
    expect(exhibition.getByText(/^3 avr\w*\.? – 21 juin 2027$/)).toHaveAttribute(
      'datetime',
      '2027-04-03T10:00:00+02:00',
    );
    expect(
      exhibition.getByText('Musée des 24 Heures du Mans, Le Mans, Pays de la Loire — France'),
    ).toBeInTheDocument();
    const link = exhibition.getByRole('link', {
      name: 'En savoir plus sur Exposition « L’ère des Hypercars » (s’ouvre dans un nouvel onglet)',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(
      screen
        .getByRole('link', {
          name: 'En savoir plus sur Rencontre des clubs de supporters',
        })
        .getAttribute('target'),
    ).toBeNull();
    expect(screen.getByRole('link', { name: 'Organiser une retransmission' })).toBeInTheDocument();
  });

  it('offers the countries of its events by name, and their types', async () => {
    renderLocator(eventLocatorFr, { events: locatorEventsFr });
    await screen.findByText('7 événements');
    const countries = within(screen.getByRole('combobox', { name: 'Pays' }));
    expect(countries.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Tous les pays',
      'France',
      'Japon',
      'Royaume-Uni',
      'Suisse',
    ]);
    const types = within(screen.getByRole('combobox', { name: 'Type' }));
    expect(types.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Tous les types',
      'Retransmission',
      'Exposition',
      'Tournée',
      'Rencontre',
    ]);
  });

  it('filters by country, type and words (accents aside), and clears the filters', async () => {
    renderLocator(eventLocatorFr, { events: locatorEventsFr });
    await screen.findByText('7 événements');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pays' }), 'FR');
    expect(screen.getByRole('status')).toHaveTextContent('4 événements');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'watch-party');
    expect(titles()).toEqual(['Les 24 Heures en direct à Paris']);
    await userEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(screen.getByRole('status')).toHaveTextContent('7 événements');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'geneve');
    expect(titles()).toEqual(['La tournée des 24 Heures à Genève']);
    expect(screen.getByRole('status')).toHaveTextContent('1 événement');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher' }), ' tokyo');
    expect(screen.getByRole('status')).toHaveTextContent('Aucun événement');
    expect(screen.getByText('Aucun événement ne correspond à votre recherche.')).toBeVisible();
    // A country's name finds its events too.
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Rechercher' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'japon');
    expect(titles()).toEqual(['Les 24 Heures en direct à Tokyo']);
  });

  it('shows only the types its data names, without a type filter for one', async () => {
    renderLocator(eventLocatorEn, { events: locatorEventsEn }, 'en');
    expect(await screen.findByText('2 events')).toBeInTheDocument();
    expect(titles()).toEqual(['The 24 Hours live in London', 'The 24 Hours live in Montreal']);
    expect(screen.queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Country' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All countries', 'Canada', 'United Kingdom']);
  });

  it('says when no event is coming, and keeps the page when the service fails', async () => {
    renderLocator(eventLocatorEn, { events: { sequence: [null, []] } }, 'en');
    expect(await screen.findByText('The events cannot be loaded right now.')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No upcoming event for now.')).toBeInTheDocument();
  });

  it('accepts its fixtures and refuses bad data', () => {
    for (const data of [eventLocatorFr, eventLocatorEn]) {
      expect(z.safeParse(eventLocatorData, data).success).toBe(true);
    }
    for (const data of [
      { text: 'No title' },
      { title: 'Events', types: [] },
      { title: 'Events', types: ['concert'] },
      { title: 'Events', types: ['roadshow', 'roadshow'] },
    ]) {
      expect(z.safeParse(eventLocatorData, data).success, JSON.stringify(data)).toBe(false);
    }
  });
});
