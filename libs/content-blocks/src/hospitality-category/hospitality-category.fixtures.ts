import type { HospitalityCategoryData } from '@paddock/api-clients/blocks';
import { soldOutTicket, suiteTicket, ticketPicture } from '@paddock/ticketing/testing';

/** The suites and villages of the hospitality page: one place left in the suite, the village sold out. */
export const suitesFr: HospitalityCategoryData = {
  title: 'Suites et villages',
  text: 'Au-dessus des stands ou au bord de la piste, recevez vos invités pendant toute la course.',
  picture: ticketPicture('Suites', 'Une suite au-dessus de la voie des stands', '#3b2f63'),
  features: [
    'Accès paddock et pit walk',
    'Restauration gastronomique et open bar',
    'Terrasse privative sur la piste',
    'Hôtesses et vestiaire',
  ],
  ticketSecutixIds: [suiteTicket.secutixId, soldOutTicket.secutixId],
  tickets: [suiteTicket, soldOutTicket],
  contact: {
    text: 'Contacter l’équipe hospitalités',
    href: 'mailto:hospitalites@24h-lemans.example',
    style: 'primary',
  },
};

export const suitesEn: HospitalityCategoryData = {
  title: 'Suites and villages',
  text: 'Above the pits or by the track, host your guests for the whole race.',
  picture: ticketPicture('Suites', 'A suite above the pit lane', '#3b2f63'),
  features: [
    'Paddock access and pit walk',
    'Fine dining and open bar',
    'Private terrace over the track',
    'Hostesses and cloakroom',
  ],
  ticketSecutixIds: [suiteTicket.secutixId, soldOutTicket.secutixId],
  tickets: [suiteTicket, soldOutTicket],
  contact: {
    text: 'Contact the hospitality team',
    href: 'mailto:hospitality@24h-lemans.example',
    style: 'primary',
  },
};

/** The hospitality page's introduction of the seed: no offers of its own. */
export const hostFr: HospitalityCategoryData = {
  title: 'Recevez au cœur de la course',
  text: 'Restauration, open bar, accès paddock : nos formules clé en main pour particuliers et entreprises.',
  picture: ticketPicture('Hospitalités', 'Un salon', '#8a0b20'),
};
