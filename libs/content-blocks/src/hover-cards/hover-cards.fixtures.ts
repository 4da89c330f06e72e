import type { HoverCardsData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';

/** The week's experiences: four cards under a title and an introduction. */
export const experiencesFr: HoverCardsData = {
  title: 'Vivez l’expérience',
  text: 'Quatre façons de vivre la semaine de course, au-delà des tribunes.',
  items: [
    {
      title: 'Paddock Walk',
      text: 'Le jeudi, descendez dans la voie des stands et approchez les voitures et les équipes.',
      picture: seedPicture('Paddock', 'La voie des stands ouverte au public', '#1f3b5a'),
      cta: { text: 'Réserver le Paddock Walk', href: '/fr/billetterie/paddock-walk' },
    },
    {
      title: 'Tour du circuit en bus',
      text: 'Parcourez les 13 km du tracé, des Hunaudières au virage Porsche, avec un guide.',
      picture: seedPicture('Bus', 'Un bus sur la ligne droite', '#7a1020'),
      cta: { text: 'Réserver le tour en bus', href: '/fr/billetterie/tour-en-bus' },
    },
    {
      title: 'Nuit au camping',
      text: 'Plantez la tente au bord de la piste et vivez la course jusqu’au lever du jour.',
      picture: seedPicture('Camping', 'Des tentes au bord du circuit', '#2f5d3a'),
      cta: { text: 'Voir les campings', href: '/fr/sejourner/camping', style: 'light' },
    },
    {
      title: 'La grande roue',
      text: 'Le circuit vu de 40 mètres de haut, de jour comme de nuit.',
      picture: seedPicture('Village', 'La grande roue du village', '#5b2a86'),
      cta: { text: 'Plan du village', href: '/fr/village', style: 'transparent' },
    },
  ],
};

export const experiencesEn: HoverCardsData = {
  title: 'Live the experience',
  text: 'Four ways to live race week, beyond the grandstands.',
  items: [
    {
      title: 'Paddock Walk',
      text: 'On Thursday, walk down the pit lane and get close to the cars and the teams.',
      picture: seedPicture('Paddock', 'The pit lane open to the public', '#1f3b5a'),
      cta: { text: 'Book the Paddock Walk', href: '/en/tickets/paddock-walk' },
    },
    {
      title: 'Circuit tour by bus',
      text: 'Ride the 13 km of the track, from the Hunaudières to the Porsche curves, with a guide.',
      picture: seedPicture('Bus', 'A bus on the straight', '#7a1020'),
      cta: { text: 'Book the bus tour', href: '/en/tickets/bus-tour' },
    },
    {
      title: 'A night at the campsite',
      text: 'Pitch your tent by the track and live the race until sunrise.',
      picture: seedPicture('Campsite', 'Tents by the circuit', '#2f5d3a'),
      cta: { text: 'See the campsites', href: '/en/stay/camping', style: 'light' },
    },
    {
      title: 'The big wheel',
      text: 'The circuit from 40 metres up, by day and by night.',
      picture: seedPicture('Village', 'The village’s big wheel', '#5b2a86'),
      cta: { text: 'Village map', href: '/en/village', style: 'transparent' },
    },
  ],
};

/** The hospitality areas: three cards without a block title, one opening a new tab. */
export const loungesFr: HoverCardsData = {
  items: [
    {
      title: 'Club Tertre Rouge',
      text: 'Une terrasse sur la ligne droite et une cuisine de chef.',
      picture: seedPicture('Club', 'La terrasse du Club Tertre Rouge', '#7c2d12'),
      cta: { text: 'Découvrir le Club Tertre Rouge', href: '/fr/hospitalites/tertre-rouge' },
    },
    {
      title: 'Salon Panorama',
      text: 'Au-dessus des stands, la vue sur la grille de départ.',
      picture: seedPicture('Panorama', 'Le salon Panorama au-dessus des stands', '#334155'),
      cta: { text: 'Découvrir le salon Panorama', href: '/fr/hospitalites/panorama' },
    },
    {
      title: 'Séminaires',
      text: 'Des espaces toute l’année pour vos événements d’entreprise.',
      picture: seedPicture('Séminaire', 'Une salle de séminaire du circuit', '#0f3b3a'),
      cta: {
        text: 'Organiser un séminaire',
        href: 'https://seminaires.24h-lemans.example/',
        target: '_blank',
      },
    },
  ],
};

export const loungesEn: HoverCardsData = {
  items: [
    {
      title: 'Tertre Rouge Club',
      text: 'A terrace on the straight and a chef’s menu.',
      picture: seedPicture('Club', 'The Tertre Rouge Club terrace', '#7c2d12'),
      cta: { text: 'Discover the Tertre Rouge Club', href: '/en/hospitality/tertre-rouge' },
    },
    {
      title: 'Panorama Lounge',
      text: 'Above the pits, with a view of the starting grid.',
      picture: seedPicture('Panorama', 'The Panorama lounge above the pits', '#334155'),
      cta: { text: 'Discover the Panorama Lounge', href: '/en/hospitality/panorama' },
    },
    {
      title: 'Seminars',
      text: 'Venues all year round for your company events.',
      picture: seedPicture('Seminar', 'A seminar room at the circuit', '#0f3b3a'),
      cta: {
        text: 'Host a seminar',
        href: 'https://seminaires.24h-lemans.example/',
        target: '_blank',
      },
    },
  ],
};

export const hoverCardsBlocks = {
  fr: [aBlock('hover-cards', experiencesFr)],
  en: [aBlock('hover-cards', experiencesEn, { tone: 'light' })],
  dark: [aBlock('hover-cards', loungesFr, { tone: 'dark' })],
  greenEn: [aBlock('hover-cards', loungesEn, { style: 'rse', tone: 'green' })],
};
