import type { HoverCardsData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The week's experiences: four cards under a title and an introduction. */
export const { fr: experiencesFr, en: experiencesEn } = inLocales<HoverCardsData>((t) => ({
  title: t('Vivez l’expérience', 'Live the experience'),
  text: t(
    'Quatre façons de vivre la semaine de course, au-delà des tribunes.',
    'Four ways to live race week, beyond the grandstands.',
  ),
  items: [
    {
      title: 'Paddock Walk',
      text: t(
        'Le jeudi, descendez dans la voie des stands et approchez les voitures et les équipes.',
        'On Thursday, walk down the pit lane and get close to the cars and the teams.',
      ),
      picture: seedPicture(
        'Paddock',
        t('La voie des stands ouverte au public', 'The pit lane open to the public'),
        '#1f3b5a',
      ),
      cta: {
        text: t('Réserver le Paddock Walk', 'Book the Paddock Walk'),
        href: t('/fr/billetterie/paddock-walk', '/en/tickets/paddock-walk'),
      },
    },
    {
      title: t('Tour du circuit en bus', 'Circuit tour by bus'),
      text: t(
        'Parcourez les 13 km du tracé, des Hunaudières au virage Porsche, avec un guide.',
        'Ride the 13 km of the track, from the Hunaudières to the Porsche curves, with a guide.',
      ),
      picture: seedPicture(
        'Bus',
        t('Un bus sur la ligne droite', 'A bus on the straight'),
        '#7a1020',
      ),
      cta: {
        text: t('Réserver le tour en bus', 'Book the bus tour'),
        href: t('/fr/billetterie/tour-en-bus', '/en/tickets/bus-tour'),
      },
    },
    {
      title: t('Nuit au camping', 'A night at the campsite'),
      text: t(
        'Plantez la tente au bord de la piste et vivez la course jusqu’au lever du jour.',
        'Pitch your tent by the track and live the race until sunrise.',
      ),
      picture: seedPicture(
        t('Camping', 'Campsite'),
        t('Des tentes au bord du circuit', 'Tents by the circuit'),
        '#2f5d3a',
      ),
      cta: {
        text: t('Voir les campings', 'See the campsites'),
        href: t('/fr/sejourner/camping', '/en/stay/camping'),
        style: 'light',
      },
    },
    {
      title: t('La grande roue', 'The big wheel'),
      text: t(
        'Le circuit vu de 40 mètres de haut, de jour comme de nuit.',
        'The circuit from 40 metres up, by day and by night.',
      ),
      picture: seedPicture(
        'Village',
        t('La grande roue du village', 'The village’s big wheel'),
        '#5b2a86',
      ),
      cta: {
        text: t('Plan du village', 'Village map'),
        href: t('/fr/village', '/en/village'),
        style: 'transparent',
      },
    },
  ],
}));

/** The hospitality areas: three cards without a block title, one opening a new tab. */
export const { fr: loungesFr, en: loungesEn } = inLocales<HoverCardsData>((t) => ({
  items: [
    {
      title: t('Club Tertre Rouge', 'Tertre Rouge Club'),
      text: t(
        'Une terrasse sur la ligne droite et une cuisine de chef.',
        'A terrace on the straight and a chef’s menu.',
      ),
      picture: seedPicture(
        'Club',
        t('La terrasse du Club Tertre Rouge', 'The Tertre Rouge Club terrace'),
        '#7c2d12',
      ),
      cta: {
        text: t('Découvrir le Club Tertre Rouge', 'Discover the Tertre Rouge Club'),
        href: t('/fr/hospitalites/tertre-rouge', '/en/hospitality/tertre-rouge'),
      },
    },
    {
      title: t('Salon Panorama', 'Panorama Lounge'),
      text: t(
        'Au-dessus des stands, la vue sur la grille de départ.',
        'Above the pits, with a view of the starting grid.',
      ),
      picture: seedPicture(
        'Panorama',
        t('Le salon Panorama au-dessus des stands', 'The Panorama lounge above the pits'),
        '#334155',
      ),
      cta: {
        text: t('Découvrir le salon Panorama', 'Discover the Panorama Lounge'),
        href: t('/fr/hospitalites/panorama', '/en/hospitality/panorama'),
      },
    },
    {
      title: t('Séminaires', 'Seminars'),
      text: t(
        'Des espaces toute l’année pour vos événements d’entreprise.',
        'Venues all year round for your company events.',
      ),
      picture: seedPicture(
        t('Séminaire', 'Seminar'),
        t('Une salle de séminaire du circuit', 'A seminar room at the circuit'),
        '#0f3b3a',
      ),
      cta: {
        text: t('Organiser un séminaire', 'Host a seminar'),
        href: 'https://seminaires.24h-lemans.example/',
        target: '_blank',
      },
    },
  ],
}));

export const hoverCardsBlocks = {
  fr: [aBlock('hover-cards', experiencesFr)],
  en: [aBlock('hover-cards', experiencesEn, { tone: 'light' })],
  dark: [aBlock('hover-cards', loungesFr, { tone: 'dark' })],
  greenEn: [aBlock('hover-cards', loungesEn, { style: 'rse', tone: 'green' })],
};
