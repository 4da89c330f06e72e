import type { TitleTextPushData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The accommodation page: the text, and the campsites' push beside it. */
export const { fr: stayFr, en: stayEn } = inLocales<TitleTextPushData>((t) => ({
  title: t('Dormir au plus près du circuit', 'Sleep as close to the circuit as it gets'),
  text: t(
    'Campings aménagés, hôtels partenaires ou chambres chez l’habitant : passez la nuit de course à quelques minutes de la piste.\nLes places partent vite : réservez dès l’ouverture de la billetterie.',
    'Equipped campsites, partner hotels or rooms with locals: spend race night minutes from the track.\nPlaces go fast: book as soon as ticketing opens.',
  ),
  picture: seedPicture(
    t('Camping', 'Campsite'),
    t('Des tentes au camping du Houx', 'Tents at the Houx campsite'),
    '#2f5d3a',
  ),
  cta: {
    text: t('Réserver un emplacement', 'Book a pitch'),
    href: t('/fr/sejourner/camping', '/en/stay/camping'),
    style: 'primary',
  },
  push: {
    kicker: t('Nouveau', 'New'),
    title: t('Le camping Houx premium', 'The premium Houx campsite'),
    text: t(
      'Emplacements délimités, douches chaudes et navette vers l’entrée Nord.',
      'Marked pitches, hot showers and a shuttle to the North gate.',
    ),
  },
  alignment: 'left',
}));

/** The members' page: centred, a push without a picture to the membership shop (a new tab). */
export const { fr: membershipFr, en: membershipEn } = inLocales<TitleTextPushData>((t) => ({
  title: t('Membre de l’ACO', 'ACO membership'),
  text: t(
    'Prévente des billets, tribune réservée et accès au paddock le jeudi : l’adhésion ACO1 ouvre les portes des coulisses.',
    'Ticket presales, a reserved grandstand and paddock access on Thursday: the ACO1 membership opens the doors backstage.',
  ),
  cta: {
    text: t('Adhérer', 'Join'),
    href: 'https://boutique.24h-lemans.example/adhesion',
    style: 'light',
    target: '_blank',
  },
  push: {
    title: t('Adhérer pour la saison', 'Join for the season'),
    text: t('À partir de 55 € par an.', 'From €55 a year.'),
  },
  alignment: 'centered',
}));

/** The RSE page: centred in a padded panel, a push with its picture. */
export const { fr: mobilityFr, en: mobilityEn } = inLocales<TitleTextPushData>((t) => ({
  title: t('Venir autrement', 'Come another way'),
  text: t(
    'Covoiturage, tramway, vélo : tous les moyens d’accès pour réduire l’empreinte de votre venue.',
    'Car sharing, tram, bike: every way in to cut the footprint of your trip.',
  ),
  picture: seedPicture(
    t('Vélos', 'Bikes'),
    t('Des vélos garés à l’entrée', 'Bikes parked at the gate'),
    '#1e5631',
  ),
  cta: {
    text: t('Voir l’itinéraire', 'See the route'),
    href: t('/fr/acces/velo', '/en/access/bike'),
    style: 'transparent',
  },
  push: {
    kicker: t('Mobilité', 'Mobility'),
    title: t('Le parc à vélos gardé', 'The guarded bike park'),
    text: t(
      'Gratuit, à l’entrée Nord, ouvert jour et nuit.',
      'Free, at the North gate, open day and night.',
    ),
  },
  alignment: 'centeredPadded',
}));

/** The schedule's test day, as the seed has it: a picture and a call to action, no words of its own. */
export const { fr: testDayFr, en: testDayEn } = inLocales<TitleTextPushData>((t) => ({
  title: t('La journée test', 'Test day'),
  text: t(
    'Le dimanche précédant la course, découvrez le plateau pour 15 €.',
    'On the Sunday before the race, discover the field for €15.',
  ),
  picture: seedPicture(
    t('Essais', 'Test day'),
    t('Les voitures en piste pendant la journée test', 'Cars on track during test day'),
    '#334155',
  ),
  cta: {
    text: t('En savoir plus', 'Learn more'),
    href: t('/fr/journee-test', '/en/test-day'),
    style: 'light',
  },
  alignment: 'left',
}));

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
