import type { CenteredTitleTextData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';

/** The ticketing page's opening: centred, a primary call to action. */
export const ticketingOpeningFr: CenteredTitleTextData = {
  kicker: 'Billetterie',
  title: 'Vivez les 24 Heures au plus près de la piste',
  text: 'Enceinte générale, tribunes numérotées ou hospitalités : choisissez votre façon de vivre la course.\nLes moins de 16 ans entrent gratuitement avec un adulte.',
  cta: { text: 'Voir les billets', href: '/fr/billetterie', style: 'primary' },
  alignment: 'centered',
};

export const ticketingOpeningEn: CenteredTitleTextData = {
  kicker: 'Tickets',
  title: 'Live the 24 Hours as close to the track as it gets',
  text: 'General admission, numbered grandstands or hospitality: choose how you live the race.\nUnder-16s get in free with an adult.',
  cta: { text: 'See the tickets', href: '/en/tickets', style: 'primary' },
  alignment: 'centered',
};

/** The centenary page's opening: a padded panel, a call to action to the archives in a new tab. */
export const centenaryFr: CenteredTitleTextData = {
  kicker: 'Centenaire',
  title: 'Cent ans de légende',
  text: 'Depuis 1923, les plus grands constructeurs viennent chercher ici la victoire la plus difficile du monde.',
  cta: {
    text: 'Explorer les archives',
    href: 'https://archives.24h-lemans.example/',
    style: 'transparent',
    target: '_blank',
  },
  alignment: 'centeredPadded',
};

export const centenaryEn: CenteredTitleTextData = {
  kicker: 'Centenary',
  title: 'A hundred years of legend',
  text: 'Since 1923 the greatest manufacturers have come here to chase the hardest victory in the world.',
  cta: {
    text: 'Explore the archives',
    href: 'https://archives.24h-lemans.example/',
    style: 'transparent',
    target: '_blank',
  },
  alignment: 'centeredPadded',
};

export const centeredTitleTextBlocks = {
  fr: [aBlock('centered-title-text', ticketingOpeningFr)],
  en: [aBlock('centered-title-text', ticketingOpeningEn, { tone: 'dark' })],
  padded: [aBlock('centered-title-text', centenaryFr, { style: 'rse', tone: 'green' })],
  paddedEn: [aBlock('centered-title-text', centenaryEn, { style: 'secondary', tone: 'light' })],
};
