import type { HospitalityCategoryData } from '@paddock/api-clients/blocks';
import { soldOutTicket, suiteTicket, ticketPicture } from '@paddock/ticketing/testing';
import { inLocales } from '../kit/fixtures/locales.js';
import { withTickets } from '../kit/fixtures/tickets.js';

/** The suites and villages of the hospitality page: one place left in the suite, the village sold out. */
export const { fr: suitesFr, en: suitesEn } = inLocales<HospitalityCategoryData>((t) => ({
  title: t('Suites et villages', 'Suites and villages'),
  text: t(
    'Au-dessus des stands ou au bord de la piste, recevez vos invités pendant toute la course.',
    'Above the pits or by the track, host your guests for the whole race.',
  ),
  picture: ticketPicture(
    'Suites',
    t('Une suite au-dessus de la voie des stands', 'A suite above the pit lane'),
    '#3b2f63',
  ),
  features: [
    t('Accès paddock et pit walk', 'Paddock access and pit walk'),
    t('Restauration gastronomique et open bar', 'Fine dining and open bar'),
    t('Terrasse privative sur la piste', 'Private terrace over the track'),
    t('Hôtesses et vestiaire', 'Hostesses and cloakroom'),
  ],
  ...withTickets(suiteTicket, soldOutTicket),
  contact: {
    text: t('Contacter l’équipe hospitalités', 'Contact the hospitality team'),
    href: t('mailto:hospitalites@24h-lemans.example', 'mailto:hospitality@24h-lemans.example'),
    style: 'primary',
  },
}));

/** The hospitality page's introduction of the seed: no offers of its own. */
export const hostFr: HospitalityCategoryData = {
  title: 'Recevez au cœur de la course',
  text: 'Restauration, open bar, accès paddock : nos formules clé en main pour particuliers et entreprises.',
  picture: ticketPicture('Hospitalités', 'Un salon', '#8a0b20'),
};
