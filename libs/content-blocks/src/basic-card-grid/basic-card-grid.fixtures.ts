import type { BasicCardGridData } from '@paddock/api-clients/blocks';
import { tintedPicture } from '../kit/fixtures/pictures.js';
import { aBlock } from '../kit/fixtures/blocks.js';

/** The club's activities, three columns; the museum's card opens its own site in a new tab. */
export const activitiesFr: BasicCardGridData = {
  title: 'Les activités du club',
  text: 'Au-delà de la course, le club fait vivre le circuit toute l’année.',
  columns: 3,
  cards: [
    {
      kicker: 'Course',
      title: 'Les 24 Heures du Mans',
      text: 'La plus grande course d’endurance du monde, chaque année en juin.',
      picture: tintedPicture('La course', 1600, 1000, 0),
      href: '/fr/24-heures',
    },
    {
      kicker: 'Formation',
      title: 'L’école de pilotage',
      text: 'Stages sur le circuit Bugatti, du baptême au perfectionnement.',
      picture: tintedPicture('L’école', 1600, 1000, 210),
      href: '/fr/ecole-de-pilotage',
    },
    {
      kicker: 'Patrimoine',
      title: 'Le musée des 24 Heures',
      text: 'Cent ans de course racontés par 120 voitures et motos.',
      picture: tintedPicture('Le musée', 1600, 1000, 40),
      href: 'https://musee.24h-lemans.example/',
      target: '_blank',
    },
  ],
  cta: { text: 'Toutes nos activités', href: '/fr/club', style: 'light' },
};

export const activitiesEn: BasicCardGridData = {
  title: 'What the club does',
  text: 'Beyond the race, the club keeps the circuit alive all year round.',
  columns: 4,
  cards: [
    {
      kicker: 'Racing',
      title: 'The 24 Hours of Le Mans',
      text: 'The world’s greatest endurance race, every June.',
      picture: tintedPicture('The race', 1600, 1000, 0),
      href: '/en/24-hours',
    },
    {
      kicker: 'Training',
      title: 'The driving school',
      text: 'Courses on the Bugatti circuit, from first laps to advanced.',
      picture: tintedPicture('The school', 1600, 1000, 210),
      href: '/en/driving-school',
    },
    {
      kicker: 'Heritage',
      title: 'The 24 Hours museum',
      text: 'A hundred years of racing told by 120 cars and bikes.',
      picture: tintedPicture('The museum', 1600, 1000, 40),
      href: 'https://museum.24h-lemans.example/',
      target: '_blank',
    },
    {
      kicker: 'Karting',
      title: 'The international karting track',
      text: 'Rental karts and championship rounds next to the circuit.',
      picture: tintedPicture('Karting', 1600, 1000, 150),
      href: '/en/karting',
    },
  ],
};

/** Two text-only cards, one without a link: the volunteers' page. */
export const volunteersFr: BasicCardGridData = {
  columns: 2,
  cards: [
    {
      title: 'Devenir commissaire',
      text: 'Formation gratuite, tenue fournie, et la meilleure place au bord de la piste.',
      href: '/fr/commissaires',
    },
    {
      title: 'Accueil du public',
      text: 'Renseigner et orienter les spectateurs aux portes et dans les villages. Inscriptions en janvier.',
    },
  ],
};

export const basicCardGridBlocks = {
  fr: [aBlock('basic-card-grid', activitiesFr)],
  en: [aBlock('basic-card-grid', activitiesEn)],
  dark: [aBlock('basic-card-grid', activitiesFr, { tone: 'dark' })],
  green: [aBlock('basic-card-grid', volunteersFr, { tone: 'green', style: 'rse' })],
};
