import type { LemansCategoryData } from '@paddock/api-clients/blocks';
import {
  grandstandTicket,
  soldOutTicket,
  testDayTicket,
  ticketPicture,
  weekendTicket,
} from '@paddock/ticketing/testing';
import { inLocales } from '../kit/fixtures/locales.js';
import { withTickets } from '../kit/fixtures/tickets.js';

/** The general admission category: the race weekend and the test day. */
export const { fr: generalAdmissionFr, en: generalAdmissionEn } = inLocales<LemansCategoryData>(
  (t) => ({
    title: t('Enceinte générale', 'General admission'),
    text: t(
      'L’accès libre à l’enceinte, aux zones publiques, au village et aux tribunes non numérotées.\nLes enfants de moins de 4 ans entrent gratuitement.',
      'Free access to the grounds, the public areas, the village and the unnumbered grandstands.\nChildren under 4 get in free.',
    ),
    picture: ticketPicture(
      t('Enceinte générale', 'General admission'),
      t('Le public le long de la ligne droite', 'The crowd along the straight'),
      '#8a0b20',
    ),
    ...withTickets(weekendTicket, testDayTicket),
    cta: {
      text: t('Plan du circuit', 'Circuit map'),
      href: t('https://www.24h-lemans.example/plan.pdf', 'https://www.24h-lemans.example/map.pdf'),
      style: 'transparent',
      target: '_blank',
    },
  }),
);

/** The grandstands: seats chosen on the map; no picture. */
export const grandstandsFr: LemansCategoryData = {
  title: 'Tribunes',
  text: 'Une place numérotée pour le départ et l’arrivée, choisie sur le plan de la tribune.',
  ...withTickets(grandstandTicket),
};

/** A sold-out category. */
export const villageEn: LemansCategoryData = {
  title: 'Trackside chalets',
  text: 'Chalets at the Arnage corner, from Friday to Sunday.',
  picture: ticketPicture('Arnage', 'The Arnage chalets', '#3b2f63'),
  ...withTickets(soldOutTicket),
};
