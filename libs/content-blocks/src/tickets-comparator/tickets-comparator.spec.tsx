import { grandstandTicket, testDayTicket, weekendTicket } from '@paddock/ticketing/testing';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { TicketsComparator } from './tickets-comparator.js';
import { ticketsComparatorData, type TicketsComparatorData } from '@paddock/api-clients/blocks';

const registry = {
  'tickets-comparator': defineBlock<TicketsComparatorData>(TicketsComparator),
};

/** As the seed sends it (the ticketing home). */
const seedData = {
  title: 'Comparer les billets',
  ticketSecutixIds: [weekendTicket.secutixId, testDayTicket.secutixId, grandstandTicket.secutixId],
  rows: [
    { label: 'Accès à l’enceinte générale', values: [true, true, true] },
    { label: 'Essais et qualifications', values: [false, true, false] },
    { label: 'Place numérotée en tribune', values: [false, false, true] },
  ],
};

function renderComparator(data: Record<string, unknown>, locale: 'fr' | 'en' = 'fr') {
  renderInLocale(<BlockList blocks={[aBlock('tickets-comparator', data)]} registry={registry} />, {
    locale,
    catalogs: [contentBlocksCatalog],
  });
}

describe('tickets-comparator block', () => {
  it('is a table: a column per ticket, a row per feature, each cell said in words', () => {
    renderComparator({
      ...seedData,
      tickets: [weekendTicket, testDayTicket, grandstandTicket],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Comparer les billets' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Ce que comprend chaque billet' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      weekendTicket.displayName.fr,
      testDayTicket.displayName.fr,
      grandstandTicket.displayName.fr,
    ]);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    const practice = within(table).getByRole('rowheader', { name: 'Essais et qualifications' });
    expect(practice).toHaveAttribute('scope', 'row');
    const row = within(practice.closest('tr') as HTMLElement);
    expect(row.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Non inclus',
      'Inclus',
      'Non inclus',
    ]);
    // The catalogue is attached: each ticket's lowest price.
    expect(within(table).getByRole('rowheader', { name: 'À partir de' })).toBeInTheDocument();
  });

  it('scrolls in a focusable region named by its title, with its column names from the data', () => {
    renderComparator(
      { ...seedData, title: 'Compare tickets', columns: ['Weekend', 'Test day', 'Grandstand'] },
      'en',
    );
    const region = screen.getByRole('region', { name: 'Compare tickets' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleDescription('Scroll sideways to see every ticket.');
    expect(
      within(region)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Weekend', 'Test day', 'Grandstand']);
    expect(within(region).queryByRole('rowheader', { name: 'Price from' })).toBeNull();
  });

  it('accepts the seed data and refuses rows without a value per ticket', () => {
    expect(ticketsComparatorData.safeParse(seedData).success).toBe(true);
    expect(
      ticketsComparatorData.safeParse({
        ...seedData,
        rows: [{ label: 'Écran géant', values: [true] }],
      }).success,
    ).toBe(false);
    expect(ticketsComparatorData.safeParse({ ...seedData, columns: ['Un'] }).success).toBe(false);
    expect(ticketsComparatorData.safeParse({ ...seedData, ticketSecutixIds: [] }).success).toBe(
      false,
    );
  });
});
