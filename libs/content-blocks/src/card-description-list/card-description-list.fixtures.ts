import { aBlock } from '../kit/fixtures/blocks.js';

/** The ticketing FAQ of the seed. */
export const ticketingFaqFr = {
  title: 'Questions fréquentes',
  items: [
    {
      title: 'Les enfants paient-ils ?',
      text: 'L’entrée est gratuite pour les moins de 4 ans ; un tarif enfant existe de 4 à 15 ans.',
    },
    {
      title: 'Puis-je changer de place ?',
      text: 'Les places numérotées ne sont ni échangeables ni remboursables, sauf assurance annulation.',
    },
    {
      title: 'Combien de billets par commande ?',
      text: 'Cinq par tarif au plus, moins pour certains parkings et hébergements.',
    },
  ],
};

export const ticketingFaqEn = {
  title: 'Frequently asked questions',
  items: [
    {
      title: 'Do children pay?',
      text: 'Entry is free for under-4s; a child price applies from 4 to 15.',
    },
    {
      title: 'Can I change seats?',
      text: 'Numbered seats cannot be exchanged or refunded, unless insured.',
    },
    {
      title: 'How many tickets per order?',
      text: 'Five per price at most, fewer for some parking and accommodation.',
    },
  ],
};

/** The practical page's FAQ of the seed, with its feedback call to action opening a new tab. */
export const practicalFaqFr = {
  title: 'Questions fréquentes',
  items: [
    { title: 'Les animaux sont-ils admis ?', text: 'Non, sauf chiens d’assistance.' },
    {
      title: 'Puis-je sortir et revenir ?',
      text: 'Oui, votre billet est valable pour toute sa durée.',
    },
  ],
  cta: {
    text: 'Donnez votre avis',
    href: 'https://avis.24h-lemans.example/',
    style: 'avis',
    target: '_blank',
  },
};

export const practicalFaqEn = {
  title: 'Frequently asked questions',
  items: [
    { title: 'Are pets allowed?', text: 'No, except assistance dogs.' },
    {
      title: 'Can I leave and come back?',
      text: 'Yes, your ticket is valid for its whole duration.',
    },
  ],
  cta: {
    text: 'Give us your feedback',
    href: 'https://avis.24h-lemans.example/',
    style: 'avis',
    target: '_blank',
  },
};

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
