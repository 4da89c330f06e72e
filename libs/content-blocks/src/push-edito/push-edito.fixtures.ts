import type { PushEditoData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';

/** The home's large push to the hospitality offer. */
export const hospitalityPushFr: PushEditoData = {
  layout: 'large',
  items: [
    {
      kicker: 'Hospitalités',
      title: 'Vivez la course depuis le Club Tertre Rouge',
      text: 'Terrasse sur la ligne droite, cuisine de chef et accès au paddock : une journée d’exception pour vos invités.',
      picture: seedPicture('Club', 'La terrasse du Club Tertre Rouge', '#7c2d12'),
      cta: { text: 'Découvrir les hospitalités', href: '/fr/hospitalites', style: 'primary' },
    },
  ],
};

export const hospitalityPushEn: PushEditoData = {
  layout: 'large',
  items: [
    {
      kicker: 'Hospitality',
      title: 'Live the race from the Tertre Rouge Club',
      text: 'A terrace on the straight, a chef’s menu and paddock access: an exceptional day for your guests.',
      picture: seedPicture('Club', 'The Tertre Rouge Club terrace', '#7c2d12'),
      cta: { text: 'Discover hospitality', href: '/en/hospitality', style: 'primary' },
    },
  ],
};

/** The week's highlights, three pushes in a row. */
export const highlightsFr: PushEditoData = {
  title: 'À ne pas manquer',
  layout: 'row',
  items: [
    {
      kicker: 'Jeudi',
      title: 'Paddock Walk',
      text: 'Approchez les voitures et les équipes dans la voie des stands.',
      picture: seedPicture('Paddock', 'Les stands ouverts au public', '#1f3b5a'),
      cta: { text: 'Réserver le Paddock Walk', href: '/fr/billetterie/paddock-walk' },
    },
    {
      kicker: 'Vendredi',
      title: 'La parade des pilotes',
      text: 'Les équipages défilent dans le centre-ville, au plus près du public.',
      picture: seedPicture('Parade', 'Les pilotes saluent la foule', '#5b2a86'),
      cta: { text: 'Voir le parcours', href: '/fr/programme/parade' },
    },
    {
      kicker: 'Samedi soir',
      title: 'Le feu d’artifice',
      text: 'À minuit, le ciel du circuit s’illumine au-dessus de la course.',
      picture: seedPicture('Nuit', 'Un feu d’artifice au-dessus du circuit', '#10203f'),
      cta: { text: 'Le programme de la nuit', href: '/fr/programme' },
    },
  ],
};

export const highlightsEn: PushEditoData = {
  title: 'Not to be missed',
  layout: 'row',
  items: [
    {
      kicker: 'Thursday',
      title: 'Paddock Walk',
      text: 'Get close to the cars and the teams in the pit lane.',
      picture: seedPicture('Paddock', 'The pits open to the public', '#1f3b5a'),
      cta: { text: 'Book the Paddock Walk', href: '/en/tickets/paddock-walk' },
    },
    {
      kicker: 'Friday',
      title: 'The drivers’ parade',
      text: 'The crews parade through the city centre, close to the crowd.',
      picture: seedPicture('Parade', 'Drivers greeting the crowd', '#5b2a86'),
      cta: { text: 'See the route', href: '/en/schedule/parade' },
    },
    {
      kicker: 'Saturday night',
      title: 'The fireworks',
      text: 'At midnight the sky above the circuit lights up over the race.',
      picture: seedPicture('Night', 'Fireworks above the circuit', '#10203f'),
      cta: { text: 'The night’s schedule', href: '/en/schedule' },
    },
  ],
};

/** Two large pushes, pictures on alternate sides; the second opens the shop in a new tab. */
export const twoLargeFr: PushEditoData = {
  layout: 'large',
  items: [
    {
      kicker: 'Hébergement',
      title: 'Le village camping',
      text: 'Dormez au bord du circuit et réveillez-vous au son des moteurs.',
      picture: seedPicture('Camping', 'Des tentes au bord du circuit', '#2f5d3a'),
      cta: { text: 'Réserver un emplacement', href: '/fr/sejourner/camping', style: 'light' },
    },
    {
      kicker: 'Boutique',
      title: 'La collection officielle',
      text: 'Casquettes, vestes et miniatures des voitures de l’édition.',
      picture: seedPicture('Boutique', 'Une veste de la collection officielle', '#7a1020'),
      cta: {
        text: 'Visiter la boutique',
        href: 'https://boutique.24h-lemans.example/',
        style: 'transparent',
        target: '_blank',
      },
    },
  ],
};

export const twoLargeEn: PushEditoData = {
  layout: 'large',
  items: [
    {
      kicker: 'Accommodation',
      title: 'The campsite village',
      text: 'Sleep by the circuit and wake up to the sound of engines.',
      picture: seedPicture('Campsite', 'Tents by the circuit', '#2f5d3a'),
      cta: { text: 'Book a pitch', href: '/en/stay/camping', style: 'light' },
    },
    {
      kicker: 'Shop',
      title: 'The official collection',
      text: 'Caps, jackets and scale models of this year’s cars.',
      picture: seedPicture('Shop', 'A jacket of the official collection', '#7a1020'),
      cta: {
        text: 'Visit the shop',
        href: 'https://boutique.24h-lemans.example/',
        style: 'transparent',
        target: '_blank',
      },
    },
  ],
};

export const pushEditoBlocks = {
  fr: [aBlock('PUSH_EDITO', hospitalityPushFr)],
  en: [aBlock('PUSH_EDITO', hospitalityPushEn, { tone: 'light' })],
  row: [aBlock('PUSH_EDITO', highlightsFr, { tone: 'light' })],
  rowEnDark: [aBlock('PUSH_EDITO', highlightsEn, { tone: 'dark' })],
  largeGreen: [aBlock('PUSH_EDITO', twoLargeFr, { style: 'rse', tone: 'green' })],
  largeDarkEn: [aBlock('PUSH_EDITO', twoLargeEn, { style: 'secondary', tone: 'dark' })],
};
