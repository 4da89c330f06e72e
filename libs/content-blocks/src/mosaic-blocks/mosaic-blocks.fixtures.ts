import type { MosaicBlocksData } from '@paddock/api-clients/blocks';
import { drawnPicture } from '../kit/fixtures/pictures.js';

const square = (name: string, hue: number) => drawnPicture(name, 800, 800, hue);

/** Race week around the track: a feature, six pictures, two texts, no hole on phones nor desktop. */
export const raceWeekFr: MosaicBlocksData = {
  title: 'Vivre la semaine des 24 Heures',
  intro: 'Du pesage au drapeau à damier, tout ce qui se passe autour de la piste.',
  tiles: [
    {
      kind: 'feature',
      title: 'Le village, jour et nuit',
      text: 'Concerts, simulateurs, boutiques et restauration : le village ne dort jamais.',
      picture: drawnPicture('Le village', 1600, 1200, 30),
      cta: { text: 'Découvrir le village', href: '/fr/village', style: 'light' },
    },
    {
      kind: 'picture',
      title: 'Parade des pilotes',
      picture: square('La parade', 210),
      href: '/fr/parade',
    },
    {
      kind: 'picture',
      title: 'Visite des stands',
      picture: square('Les stands', 0),
      href: '/fr/pit-walk',
    },
    {
      kind: 'text',
      title: 'Dormir au circuit',
      text: 'Campings ouverts du mercredi au lundi, sanitaires et navettes 24 h sur 24.',
      cta: { text: 'Réserver', href: '/fr/billetterie/camping', style: 'simple-light' },
    },
    {
      kind: 'picture',
      title: 'Grande roue',
      picture: square('La grande roue', 300),
      href: '/fr/animations',
    },
    {
      kind: 'picture',
      title: 'Musée des 24 Heures',
      picture: square('Le musée', 45),
      href: 'https://www.musee24h.example/',
    },
    {
      kind: 'picture',
      title: 'Le départ, samedi à 16 h',
      picture: drawnPicture('Le départ', 1600, 800, 120),
      href: '/fr/programme',
      size: 'wide',
    },
    {
      kind: 'text',
      title: 'Le saviez-vous ?',
      text: 'La voiture gagnante parcourt plus de 5 000 km en 24 heures.',
    },
  ],
};

export const raceWeekEn: MosaicBlocksData = {
  title: 'Live the 24 Hours race week',
  intro: 'From scrutineering to the chequered flag, everything around the track.',
  tiles: [
    {
      kind: 'feature',
      title: 'The village, day and night',
      text: 'Concerts, simulators, shops and food: the village never sleeps.',
      picture: drawnPicture('The village', 1600, 1200, 30),
      cta: { text: 'Discover the village', href: '/en/village', style: 'light' },
    },
    {
      kind: 'picture',
      title: 'Drivers’ parade',
      picture: square('The parade', 210),
      href: '/en/parade',
    },
    {
      kind: 'picture',
      title: 'Pit walk',
      picture: square('The pits', 0),
      href: '/en/pit-walk',
    },
    {
      kind: 'text',
      title: 'Sleep at the circuit',
      text: 'Campsites open Wednesday to Monday, with showers and shuttles round the clock.',
      cta: { text: 'Book', href: '/en/tickets/camping', style: 'simple-light' },
    },
    {
      kind: 'picture',
      title: 'Big wheel',
      picture: square('The big wheel', 300),
      href: '/en/entertainment',
    },
    {
      kind: 'picture',
      title: '24 Hours Museum',
      picture: square('The museum', 45),
      href: 'https://www.musee24h.example/',
    },
    {
      kind: 'picture',
      title: 'The start, Saturday at 4 pm',
      picture: drawnPicture('The start', 1600, 800, 120),
      href: '/en/schedule',
      size: 'wide',
    },
    {
      kind: 'text',
      title: 'Did you know?',
      text: 'The winning car covers more than 5,000 km in 24 hours.',
    },
  ],
};
