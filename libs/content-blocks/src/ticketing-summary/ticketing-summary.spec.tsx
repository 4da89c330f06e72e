import { ticketingCatalog } from '@paddock/ticketing';
import { renderInLocale } from '@paddock/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ticketingSummaryData, type TicketingSummaryData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { contentBlocksCatalog } from '../i18n.js';
import { BlockList } from '../kit/render-blocks.js';
import { defineBlock } from '../kit/define-block.js';
import { TicketingSummary } from './ticketing-summary.js';
import { comingSoonFr, raceWeekEn, raceWeekFr, soldOutEn } from './ticketing-summary.fixtures.js';

const registry = { 'ticketing-summary': defineBlock<TicketingSummaryData>(TicketingSummary) };
const catalogs = [contentBlocksCatalog, ticketingCatalog];

const renderSummary = (data: TicketingSummaryData, locale: 'fr' | 'en' = 'fr') =>
  renderInLocale(<BlockList blocks={[aBlock('ticketing-summary', data)]} registry={registry} />, {
    locale,
    catalogs,
  });

/** What a price shows, spaces normalised (the formatter puts no-break spaces). */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('ticketing-summary block', () => {
  it('shows the dates, that sales are open and the lowest public price of all', () => {
    renderSummary(raceWeekFr);
    const section = screen.getByRole('region', { name: 'Billetterie des 24 Heures 2027' });
    const times = section.querySelectorAll('time');
    expect([...times].map((time) => time.getAttribute('datetime'))).toEqual([
      raceWeekFr.start,
      raceWeekFr.end,
    ]);
    expect(plain(times[0]?.textContent ?? '')).toBe('mercredi 9 juin');
    expect(plain(times[1]?.textContent ?? '')).toBe('dimanche 13 juin 2027');
    expect(within(section).getByText('Billets en vente')).toBeInTheDocument();
    // The test day, 15 €: the member prices (MEME) are not a public "from"; the paddock walk
    // (attached, 15 € for a child) is in no category.
    expect(plain(section.querySelector('p:has(> .fromLabel)')?.textContent ?? '')).toBe(
      'À partir de 15 €',
    );
  });

  it('gives each category its lowest price, its link, or says it is sold out', () => {
    renderSummary(raceWeekEn, 'en');
    const list = screen.getByRole('list', { name: 'Ticket categories' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => plain(row.textContent));
    expect(rows).toEqual([
      'General admission From 15 €',
      'Grandstands From 69 €',
      'Hospitality From 3,450 €',
      'Parking From 45 €',
      'Campsites From 195 €',
    ]);
    expect(within(list).getByRole('link', { name: 'Grandstands' })).toHaveAttribute(
      'href',
      '#tribunes',
    );
    expect(screen.getByRole('link', { name: 'Go to the ticket shop' })).toHaveAttribute(
      'href',
      '/en/tickets',
    );
  });

  it('says when sales open, on Le Mans time', () => {
    renderSummary(comingSoonFr);
    const status = screen.getByText('En vente à partir du', { exact: false });
    const time = status.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2027-11-03T10:00:00+01:00');
    expect(plain(time?.textContent ?? '')).toBe('mercredi 3 novembre à 10:00');
    expect(screen.queryByText('Billets en vente')).not.toBeInTheDocument();
  });

  it('shows open sales with nothing left as sold out, every category too', () => {
    renderSummary(soldOutEn, 'en');
    expect(screen.getAllByText('Sold out')).toHaveLength(2);
    expect(screen.queryByText('Tickets on sale')).not.toBeInTheDocument();
    expect(screen.queryByText(/From/)).not.toBeInTheDocument();
    // One day: one date.
    expect(document.querySelectorAll('time')).toHaveLength(1);
  });

  it('shows the categories without prices when the catalogue did not answer', () => {
    renderSummary({ ...raceWeekEn, tickets: [] }, 'en');
    expect(screen.getByText('Tickets on sale')).toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('accepts the seed’s data and refuses bad data', () => {
    const { tickets: _tickets, ...sent } = raceWeekFr;
    expect(z.safeParse(ticketingSummaryData, sent).success).toBe(true);
    const { status: _status, ...withoutStatus } = sent;
    expect(z.safeParse(ticketingSummaryData, withoutStatus).data?.status).toBe('open');
    const { tickets: _soon, salesOpen: _open, ...soon } = comingSoonFr;
    expect(
      z.safeParse(ticketingSummaryData, { ...soon, salesOpen: comingSoonFr.salesOpen }).success,
    ).toBe(true);
    expect(z.safeParse(ticketingSummaryData, soon).success).toBe(false);
    expect(
      z.safeParse(ticketingSummaryData, { ...sent, end: '2027-06-01T08:00:00+02:00' }).success,
    ).toBe(false);
    expect(z.safeParse(ticketingSummaryData, { ...sent, start: '9 juin' }).success).toBe(false);
    expect(z.safeParse(ticketingSummaryData, { ...sent, status: 'maybe' }).success).toBe(false);
    expect(z.safeParse(ticketingSummaryData, { ...sent, categories: [] }).success).toBe(false);
    expect(
      z.safeParse(ticketingSummaryData, {
        ...sent,
        categories: [{ label: 'Vide', ticketSecutixIds: [] }],
      }).success,
    ).toBe(false);
  });
});
