import type { Ticket } from '@paddock/api-clients/contracts';
import { screen } from '@testing-library/react';
import { renderInLocale } from '@paddock/ui/testing';
import { describe, expect, it } from 'vitest';
import { ticketingCatalog } from '../i18n.js';
import {
  campingTicket,
  paddockWalkTicket,
  testDayTicket,
  weekendTicket,
} from '../testing/fixtures.js';
import { TicketCard } from './ticket-card.js';

const catalogs = [ticketingCatalog];

function renderCard(ticket: Ticket, locale: 'fr' | 'en' = 'fr') {
  return renderInLocale(<TicketCard ticket={ticket} />, { locale, catalogs });
}

/** The days as the card draws them (hidden from screen readers), and whether an arrow joins them. */
function shownDays(container: HTMLElement) {
  const shown = container.querySelector('[aria-hidden="true"]');
  return { text: shown?.textContent, arrow: shown?.querySelector('svg') !== null };
}

describe('TicketCard', () => {
  it('shows the type, category, title, extra and picture of a ticket', () => {
    renderCard(weekendTicket);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Enceinte générale — week-end' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Circuit')).toBeInTheDocument();
    expect(screen.getByText('Enceinte générale')).toBeInTheDocument();
    expect(
      screen.getByText('Samedi et dimanche : le départ, la nuit et l’arrivée'),
    ).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'Spectateurs en bord de piste' });
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '1600');
  });

  it('shows the English title and type label in English', () => {
    renderCard(weekendTicket, 'en');
    expect(
      screen.getByRole('heading', { name: 'General admission — race weekend' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Track')).toBeInTheDocument();
  });

  it('runs from one day to another with an arrow between them, in French', () => {
    const { container } = renderCard(weekendTicket);
    expect(shownDays(container)).toEqual({ text: 'sam. 12dim. 13', arrow: true });
    expect(screen.getByText('du samedi 12 au dimanche 13')).toBeInTheDocument();
  });

  it('runs from one day to another with an arrow between them, in English', () => {
    const { container } = renderCard(campingTicket, 'en');
    expect(shownDays(container)).toEqual({ text: 'Wed 9Mon 14', arrow: true });
    expect(screen.getByText('from Wednesday 9 to Monday 14')).toBeInTheDocument();
  });

  it('shows a single day and no arrow when it starts and ends the same day, in French', () => {
    const { container } = renderCard(paddockWalkTicket);
    expect(shownDays(container)).toEqual({ text: 'ven. 11', arrow: false });
    expect(screen.getByText('le vendredi 11')).toBeInTheDocument();
  });

  it('shows a single day and no arrow when it starts and ends the same day, in English', () => {
    const { container } = renderCard(testDayTicket, 'en');
    expect(shownDays(container)).toEqual({ text: 'Sun 6', arrow: false });
    expect(screen.getByText('on Sunday 6')).toBeInTheDocument();
  });

  it('counts days on Le Mans time, whatever the offset the dates are written with', () => {
    // 23:30 UTC on Saturday is 01:30 on Sunday in Le Mans: the same day as the end.
    const night: Ticket = {
      ...paddockWalkTicket,
      start: '2027-06-12T23:30:00Z',
      end: '2027-06-13T12:00:00+02:00',
    };
    const { container } = renderCard(night, 'en');
    expect(shownDays(container)).toEqual({ text: 'Sun 13', arrow: false });
  });

  it('names both spellings of accommodation alike, and shows no picture when there is none', () => {
    renderCard(campingTicket);
    expect(screen.getByText('Hébergement', { selector: 'span:first-child' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    renderCard({ ...campingTicket, type: 'accommodation' }, 'en');
    expect(screen.getByText('Accommodation', { selector: 'span:first-child' })).toBeInTheDocument();
  });

  it('labels supplements, parking and hospitality', () => {
    renderCard(paddockWalkTicket, 'en');
    expect(screen.getByText('Extra')).toBeInTheDocument();
    renderCard({ ...paddockWalkTicket, type: 'parking' });
    expect(screen.getByText('Parking')).toBeInTheDocument();
    renderCard({ ...paddockWalkTicket, type: 'hospitality' });
    expect(screen.getByText('Hospitalité')).toBeInTheDocument();
  });

  it('gives its title the level and id it is asked for', () => {
    renderInLocale(<TicketCard ticket={testDayTicket} headingLevel={3} titleId="the-title" />, {
      catalogs,
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Journée test' })).toHaveAttribute(
      'id',
      'the-title',
    );
  });
});
