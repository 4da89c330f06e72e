import type { TicketingSummaryData } from '@paddock/api-clients/blocks';
import {
  campingTicket,
  fixtureTickets,
  grandstandTicket,
  parkingTicket,
  soldOutTicket,
  suiteTicket,
  testDayTicket,
  weekendTicket,
} from '@paddock/ticketing/testing';

const ids = (...tickets: { secutixId: string }[]) => tickets.map((ticket) => ticket.secutixId);

/** Race week 2027, sales open: five categories, the hospitality one with its sold-out village. */
export const raceWeekFr: TicketingSummaryData = {
  title: 'Billetterie des 24 Heures 2027',
  text: 'Billets électroniques, à imprimer ou sur mobile. Les enfants de moins de 4 ans entrent gratuitement.',
  start: '2027-06-09T08:00:00+02:00',
  end: '2027-06-13T18:00:00+02:00',
  status: 'open',
  categories: [
    {
      label: 'Enceinte générale',
      ticketSecutixIds: ids(weekendTicket, testDayTicket),
      href: '#enceinte',
    },
    { label: 'Tribunes', ticketSecutixIds: ids(grandstandTicket), href: '#tribunes' },
    { label: 'Hospitalités', ticketSecutixIds: ids(suiteTicket, soldOutTicket) },
    { label: 'Parkings', ticketSecutixIds: ids(parkingTicket) },
    { label: 'Campings', ticketSecutixIds: ids(campingTicket) },
  ],
  tickets: [...fixtureTickets],
  cta: { text: 'Accéder à la billetterie', href: '/fr/billetterie', style: 'primary' },
};

export const raceWeekEn: TicketingSummaryData = {
  title: '2027 24 Hours tickets',
  text: 'E-tickets, printed or on your phone. Children under 4 get in free.',
  start: '2027-06-09T08:00:00+02:00',
  end: '2027-06-13T18:00:00+02:00',
  status: 'open',
  categories: [
    {
      label: 'General admission',
      ticketSecutixIds: ids(weekendTicket, testDayTicket),
      href: '#enceinte',
    },
    { label: 'Grandstands', ticketSecutixIds: ids(grandstandTicket), href: '#tribunes' },
    { label: 'Hospitality', ticketSecutixIds: ids(suiteTicket, soldOutTicket) },
    { label: 'Parking', ticketSecutixIds: ids(parkingTicket) },
    { label: 'Campsites', ticketSecutixIds: ids(campingTicket) },
  ],
  tickets: [...fixtureTickets],
  cta: { text: 'Go to the ticket shop', href: '/en/tickets', style: 'primary' },
};

/** Next year's race, sales not yet open. */
export const comingSoonFr: TicketingSummaryData = {
  ...raceWeekFr,
  title: 'Billetterie 2028',
  text: 'Membres ACO : prévente exclusive 48 heures avant l’ouverture au public.',
  start: '2028-06-14T08:00:00+02:00',
  end: '2028-06-18T18:00:00+02:00',
  status: 'coming-soon',
  salesOpen: '2027-11-03T10:00:00+01:00',
  cta: { text: 'Adhérer à l’ACO', href: '/fr/prevente-membres', style: 'light' },
};

/** The hospitality offer, with nothing left: shown sold out although the editor said open. */
export const soldOutEn: TicketingSummaryData = {
  title: 'Arnage trackside chalets',
  start: '2027-06-11T10:00:00+02:00',
  end: '2027-06-11T19:00:00+02:00',
  status: 'open',
  categories: [{ label: 'Arnage Village', ticketSecutixIds: ids(soldOutTicket) }],
  tickets: [soldOutTicket],
  cta: { text: 'See the other packages', href: '/en/tickets/hospitality', style: 'transparent' },
};
