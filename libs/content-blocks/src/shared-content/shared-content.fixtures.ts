import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';

/** The car home's history, as the seed sends it. */
export const historyDataFr = {
  title: 'Un siècle de légende',
  layout: 'sc-history-slider',
  items: [
    {
      year: '1923',
      title: 'La première édition',
      text: 'Trente-trois voitures s’élancent sur un circuit de routes ouvertes de plus de 17 km.',
    },
    {
      year: '1949',
      title: 'Le retour',
      text: 'Après dix ans d’interruption, la course reprend devant un public record.',
    },
    {
      year: '1970',
      title: 'La fin du départ en épi',
      text: 'Les pilotes ne courent plus vers leur voiture : le départ lancé s’impose.',
    },
    { year: '2025', title: 'La 93e édition', text: 'Et vous, serez-vous dans les tribunes ?' },
  ],
};
const historyItemsEn = [
  {
    year: '1923',
    title: 'The first edition',
    text: 'Thirty-three cars set off on an open-road circuit more than 17 km long.',
  },
  {
    year: '1949',
    title: 'The return',
    text: 'After a ten-year break, the race resumes in front of a record crowd.',
  },
  {
    year: '1970',
    title: 'The end of the running start',
    text: 'Drivers no longer sprint to their cars: the rolling start takes over.',
  },
  { year: '2025', title: 'The 93rd edition', text: 'Will you be in the grandstands?' },
];

export const historySliderFr = aBlock('shared-content', historyDataFr);
export const historySliderEn = aBlock('shared-content', {
  title: 'A century of legend',
  layout: 'sc-history-slider',
  items: historyItemsEn,
});
export const historyEn = aBlock(
  'shared-content',
  { title: 'A century of legend', layout: 'sc-history', items: historyItemsEn },
  { tone: 'dark' },
);

export const alternatingFr = aBlock('shared-content', {
  title: 'Le circuit autrement',
  layout: 'sc-alternating',
  items: [
    {
      title: 'Le musée des 24 Heures',
      html: '<p>Plus de <strong>120 véhicules</strong> retracent un siècle de course.</p>',
      picture: seedPicture('Musée', 'Une voiture du musée', '#1f2a5a'),
      cta: { text: 'Visiter le musée', href: '/fr/musee', style: 'primary' },
    },
    {
      title: 'Le karting international',
      text: 'Une piste de 1 400 m ouverte à tous, toute l’année.',
      picture: seedPicture('Karting', 'Des karts en piste', '#1f5a3b'),
    },
  ],
});

export const contactEn = aBlock(
  'shared-content',
  {
    title: 'Contact us',
    layout: 'sc-contact',
    items: [
      {
        title: 'Ticket office',
        subtitle: 'Monday to Friday, 9 am to 6 pm',
        email: 'tickets@lemans.example',
        phone: '+33 2 43 40 24 24',
      },
      {
        title: 'Press office',
        subtitle: 'Accreditations',
        text: 'Circuit des 24 Heures\n72019 Le Mans',
        email: 'press@lemans.example',
      },
    ],
  },
  { style: 'secondary' },
);

export const richListFr = aBlock('shared-content', {
  title: 'Questions fréquentes',
  layout: 'sc-rich-list',
  items: [
    {
      title: 'Puis-je venir avec mon chien ?',
      html: '<p>Les chiens sont acceptés <strong>tenus en laisse</strong>, sauf en tribune.</p>',
    },
    {
      title: 'Où retirer mes billets ?',
      html: '<p>Vos billets sont électroniques : <a href="/fr/billetterie">votre espace billetterie</a>.</p>',
    },
  ],
});

export const perksEn = aBlock(
  'shared-content',
  {
    title: 'Member perks',
    layout: 'sc-perks',
    items: [
      { title: 'Presale', text: 'Book before anyone else.' },
      { title: 'Member prices', text: 'On general admission, grandstands and campsites.' },
      { title: 'Members’ area', text: 'A covered space in the grandstand.' },
    ],
  },
  { tone: 'green' },
);

export const boardFr = aBlock('shared-content', {
  title: 'Le conseil d’administration',
  layout: 'sc-board',
  items: [
    {
      title: 'Marie Durand',
      subtitle: 'Présidente',
      picture: seedPicture('MD', 'Portrait de Marie Durand', '#3b1f5a'),
    },
    {
      title: 'Paul Martin',
      subtitle: 'Trésorier',
      picture: seedPicture('PM', 'Portrait de Paul Martin', '#5a4a1f'),
    },
    { title: 'Chloé Bernard', subtitle: 'Secrétaire générale' },
  ],
});
