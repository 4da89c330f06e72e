import { aBlock } from '../kit/fixtures/blocks.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The ticketing FAQ of the seed. */
export const { fr: ticketingFaqFr, en: ticketingFaqEn } = inLocales((t) => ({
  title: t('Questions fréquentes', 'Frequently asked questions'),
  items: [
    {
      title: t('Les enfants paient-ils ?', 'Do children pay?'),
      text: t(
        'L’entrée est gratuite pour les moins de 4 ans ; un tarif enfant existe de 4 à 15 ans.',
        'Entry is free for under-4s; a child price applies from 4 to 15.',
      ),
    },
    {
      title: t('Puis-je changer de place ?', 'Can I change seats?'),
      text: t(
        'Les places numérotées ne sont ni échangeables ni remboursables, sauf assurance annulation.',
        'Numbered seats cannot be exchanged or refunded, unless insured.',
      ),
    },
    {
      title: t('Combien de billets par commande ?', 'How many tickets per order?'),
      text: t(
        'Cinq par tarif au plus, moins pour certains parkings et hébergements.',
        'Five per price at most, fewer for some parking and accommodation.',
      ),
    },
  ],
}));

/** The practical page's FAQ of the seed, with its feedback call to action opening a new tab. */
export const { fr: practicalFaqFr, en: practicalFaqEn } = inLocales((t) => ({
  title: t('Questions fréquentes', 'Frequently asked questions'),
  items: [
    {
      title: t('Les animaux sont-ils admis ?', 'Are pets allowed?'),
      text: t('Non, sauf chiens d’assistance.', 'No, except assistance dogs.'),
    },
    {
      title: t('Puis-je sortir et revenir ?', 'Can I leave and come back?'),
      text: t(
        'Oui, votre billet est valable pour toute sa durée.',
        'Yes, your ticket is valid for its whole duration.',
      ),
    },
  ],
  cta: {
    text: t('Donnez votre avis', 'Give us your feedback'),
    href: 'https://avis.24h-lemans.example/',
    style: 'avis',
    target: '_blank',
  },
}));

export const cardDescriptionListBlocks = {
  fr: [
    aBlock('card-description-list', ticketingFaqFr),
    aBlock(
      'card-description-list',
      // Two lists on one page need titles of their own (their regions are named by them).
      { ...practicalFaqFr, title: 'Sur place : vos questions' },
      { tone: 'light' },
    ),
  ],
  en: [
    aBlock('card-description-list', ticketingFaqEn),
    aBlock(
      'card-description-list',
      { ...practicalFaqEn, title: 'On site: your questions' },
      { tone: 'dark' },
    ),
  ],
};
