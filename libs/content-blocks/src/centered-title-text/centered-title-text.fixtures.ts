import type { CenteredTitleTextData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The ticketing page's opening: centred, a primary call to action. */
export const { fr: ticketingOpeningFr, en: ticketingOpeningEn } = inLocales<CenteredTitleTextData>(
  (t) => ({
    kicker: t('Billetterie', 'Tickets'),
    title: t(
      'Vivez les 24 Heures au plus près de la piste',
      'Live the 24 Hours as close to the track as it gets',
    ),
    text: t(
      'Enceinte générale, tribunes numérotées ou hospitalités : choisissez votre façon de vivre la course.\nLes moins de 16 ans entrent gratuitement avec un adulte.',
      'General admission, numbered grandstands or hospitality: choose how you live the race.\nUnder-16s get in free with an adult.',
    ),
    cta: {
      text: t('Voir les billets', 'See the tickets'),
      href: t('/fr/billetterie', '/en/tickets'),
      style: 'primary',
    },
    alignment: 'centered',
  }),
);

/** The centenary page's opening: a padded panel, a call to action to the archives in a new tab. */
export const { fr: centenaryFr, en: centenaryEn } = inLocales<CenteredTitleTextData>((t) => ({
  kicker: t('Centenaire', 'Centenary'),
  title: t('Cent ans de légende', 'A hundred years of legend'),
  text: t(
    'Depuis 1923, les plus grands constructeurs viennent chercher ici la victoire la plus difficile du monde.',
    'Since 1923 the greatest manufacturers have come here to chase the hardest victory in the world.',
  ),
  cta: {
    text: t('Explorer les archives', 'Explore the archives'),
    href: 'https://archives.24h-lemans.example/',
    style: 'transparent',
    target: '_blank',
  },
  alignment: 'centeredPadded',
}));

export const centeredTitleTextBlocks = {
  fr: [aBlock('centered-title-text', ticketingOpeningFr)],
  en: [aBlock('centered-title-text', ticketingOpeningEn, { tone: 'dark' })],
  padded: [aBlock('centered-title-text', centenaryFr, { style: 'rse', tone: 'green' })],
  paddedEn: [aBlock('centered-title-text', centenaryEn, { style: 'secondary', tone: 'light' })],
};
