import type { TitleTextPushData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';

/** The accommodation page: the text, and the campsites' push beside it. */
export const stayFr: TitleTextPushData = {
  title: 'Dormir au plus près du circuit',
  text: 'Campings aménagés, hôtels partenaires ou chambres chez l’habitant : passez la nuit de course à quelques minutes de la piste.\nLes places partent vite : réservez dès l’ouverture de la billetterie.',
  picture: seedPicture('Camping', 'Des tentes au camping du Houx', '#2f5d3a'),
  cta: { text: 'Réserver un emplacement', href: '/fr/sejourner/camping', style: 'primary' },
  push: {
    kicker: 'Nouveau',
    title: 'Le camping Houx premium',
    text: 'Emplacements délimités, douches chaudes et navette vers l’entrée Nord.',
  },
  alignment: 'left',
};

export const stayEn: TitleTextPushData = {
  title: 'Sleep as close to the circuit as it gets',
  text: 'Equipped campsites, partner hotels or rooms with locals: spend race night minutes from the track.\nPlaces go fast: book as soon as ticketing opens.',
  picture: seedPicture('Campsite', 'Tents at the Houx campsite', '#2f5d3a'),
  cta: { text: 'Book a pitch', href: '/en/stay/camping', style: 'primary' },
  push: {
    kicker: 'New',
    title: 'The premium Houx campsite',
    text: 'Marked pitches, hot showers and a shuttle to the North gate.',
  },
  alignment: 'left',
};

/** The members' page: centred, a push without a picture to the membership shop (a new tab). */
export const membershipFr: TitleTextPushData = {
  title: 'Membre de l’ACO',
  text: 'Prévente des billets, tribune réservée et accès au paddock le jeudi : l’adhésion ACO1 ouvre les portes des coulisses.',
  cta: {
    text: 'Adhérer',
    href: 'https://boutique.24h-lemans.example/adhesion',
    style: 'light',
    target: '_blank',
  },
  push: {
    title: 'Adhérer pour la saison',
    text: 'À partir de 55 € par an.',
  },
  alignment: 'centered',
};

export const membershipEn: TitleTextPushData = {
  title: 'ACO membership',
  text: 'Ticket presales, a reserved grandstand and paddock access on Thursday: the ACO1 membership opens the doors backstage.',
  cta: {
    text: 'Join',
    href: 'https://boutique.24h-lemans.example/adhesion',
    style: 'light',
    target: '_blank',
  },
  push: {
    title: 'Join for the season',
    text: 'From €55 a year.',
  },
  alignment: 'centered',
};

/** The RSE page: centred in a padded panel, a push with its picture. */
export const mobilityFr: TitleTextPushData = {
  title: 'Venir autrement',
  text: 'Covoiturage, tramway, vélo : tous les moyens d’accès pour réduire l’empreinte de votre venue.',
  picture: seedPicture('Vélos', 'Des vélos garés à l’entrée', '#1e5631'),
  cta: { text: 'Voir l’itinéraire', href: '/fr/acces/velo', style: 'transparent' },
  push: {
    kicker: 'Mobilité',
    title: 'Le parc à vélos gardé',
    text: 'Gratuit, à l’entrée Nord, ouvert jour et nuit.',
  },
  alignment: 'centeredPadded',
};

export const mobilityEn: TitleTextPushData = {
  title: 'Come another way',
  text: 'Car sharing, tram, bike: every way in to cut the footprint of your trip.',
  picture: seedPicture('Bikes', 'Bikes parked at the gate', '#1e5631'),
  cta: { text: 'See the route', href: '/en/access/bike', style: 'transparent' },
  push: {
    kicker: 'Mobility',
    title: 'The guarded bike park',
    text: 'Free, at the North gate, open day and night.',
  },
  alignment: 'centeredPadded',
};

/** The schedule's test day, as the seed has it: a picture and a call to action, no words of its own. */
export const testDayFr: TitleTextPushData = {
  title: 'La journée test',
  text: 'Le dimanche précédant la course, découvrez le plateau pour 15 €.',
  picture: seedPicture('Essais', 'Les voitures en piste pendant la journée test', '#334155'),
  cta: { text: 'En savoir plus', href: '/fr/journee-test', style: 'light' },
  alignment: 'left',
};

export const testDayEn: TitleTextPushData = {
  title: 'Test day',
  text: 'On the Sunday before the race, discover the field for €15.',
  picture: seedPicture('Test day', 'Cars on track during test day', '#334155'),
  cta: { text: 'Learn more', href: '/en/test-day', style: 'light' },
  alignment: 'left',
};

export const titleTextPushBlocks = {
  fr: [aBlock('title-text-push', stayFr)],
  en: [aBlock('title-text-push', stayEn, { tone: 'light' })],
  centeredDark: [aBlock('title-text-push', membershipFr, { tone: 'dark' })],
  centeredEn: [aBlock('title-text-push', membershipEn, { tone: 'light', style: 'secondary' })],
  paddedGreen: [aBlock('title-text-push', mobilityFr, { style: 'rse', tone: 'green' })],
  paddedEn: [aBlock('title-text-push', mobilityEn, { style: 'rse', tone: 'light' })],
  pictureGreen: [aBlock('title-text-push', testDayFr, { style: 'rse', tone: 'green' })],
  pictureEn: [aBlock('title-text-push', testDayEn, { style: 'secondary', tone: 'light' })],
};
