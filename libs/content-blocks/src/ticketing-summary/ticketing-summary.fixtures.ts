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
import { inLocales } from '../kit/fixtures/locales.js';

const ids = (...tickets: { secutixId: string }[]) => tickets.map((ticket) => ticket.secutixId);

/** Race week 2027, sales open: five categories, the hospitality one with its sold-out village. */
export const { fr: raceWeekFr, en: raceWeekEn } = inLocales<TicketingSummaryData>((t) => ({
  title: t('Billetterie des 24 Heures 2027', '2027 24 Hours tickets'),
  text: t(
    'Billets électroniques, à imprimer ou sur mobile. Les enfants de moins de 4 ans entrent gratuitement.',
    'E-tickets, printed or on your phone. Children under 4 get in free.',
  ),
  start: '2027-06-09T08:00:00+02:00',
  end: '2027-06-13T18:00:00+02:00',
  status: 'open',
  categories: [
    {
      label: t('Enceinte générale', 'General admission'),
      ticketSecutixIds: ids(weekendTicket, testDayTicket),
      href: '#enceinte',
    },
    {
      label: t('Tribunes', 'Grandstands'),
      ticketSecutixIds: ids(grandstandTicket),
      href: '#tribunes',
    },
    { label: t('Hospitalités', 'Hospitality'), ticketSecutixIds: ids(suiteTicket, soldOutTicket) },
    { label: t('Parkings', 'Parking'), ticketSecutixIds: ids(parkingTicket) },
    { label: t('Campings', 'Campsites'), ticketSecutixIds: ids(campingTicket) },
  ],
  tickets: [...fixtureTickets],
  cta: {
    text: t('Accéder à la billetterie', 'Go to the ticket shop'),
    href: t('/fr/billetterie', '/en/tickets'),
    style: 'primary',
  },
}));

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
