import type { SplashTextData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';

/** The home's statement over the start's picture, centred. */
export const raceStatementFr: SplashTextData = {
  kicker: 'La course',
  title: '24 heures.\n62 voitures.\n1 vainqueur.',
  text: 'Samedi, 16 h : le drapeau tricolore s’abaisse et le compte à rebours ne s’arrête plus.',
  picture: seedPicture('Départ', 'Le départ des 24 Heures', '#7a1020'),
  cta: { text: 'Réserver ma place', href: '/fr/billetterie', style: 'primary' },
  alignment: 'centered',
};

export const raceStatementEn: SplashTextData = {
  kicker: 'The race',
  title: '24 hours.\n62 cars.\n1 winner.',
  text: 'Saturday, 4 pm: the French flag drops and the countdown never stops.',
  picture: seedPicture('Start', 'The start of the 24 Hours', '#7a1020'),
  cta: { text: 'Book my seat', href: '/en/tickets', style: 'primary' },
  alignment: 'centered',
};

/** The crowd's figure, at the start, without a picture. */
export const crowdFr: SplashTextData = {
  title: '300 000 spectateurs.\nUne seule ligne d’arrivée.',
  text: 'Du village au virage d’Arnage, le circuit vit jour et nuit.',
  cta: { text: 'Découvrir le circuit', href: '/fr/circuit', style: 'transparent' },
  alignment: 'left',
};

export const crowdEn: SplashTextData = {
  title: '300,000 fans.\nOne finish line.',
  text: 'From the village to the Arnage corner, the circuit lives day and night.',
  cta: { text: 'Discover the circuit', href: '/en/circuit', style: 'transparent' },
  alignment: 'left',
};

/** The RSE commitment, centred in a padded panel. */
export const commitmentFr: SplashTextData = {
  kicker: 'Engagement',
  title: 'Zéro plastique jetable au village.',
  text: 'Gobelets consignés, fontaines à eau et tri à chaque stand.',
  alignment: 'centeredPadded',
};

export const commitmentEn: SplashTextData = {
  kicker: 'Commitment',
  title: 'Zero single-use plastic in the village.',
  text: 'Deposit cups, water fountains and sorting at every stand.',
  alignment: 'centeredPadded',
};

export const splashTextBlocks = {
  fr: [aBlock('splash-text', raceStatementFr)],
  en: [aBlock('splash-text', raceStatementEn, { tone: 'light' })],
  leftDark: [aBlock('splash-text', crowdFr, { tone: 'dark' })],
  leftLightEn: [aBlock('splash-text', crowdEn, { tone: 'light', style: 'secondary' })],
  paddedGreen: [aBlock('splash-text', commitmentFr, { style: 'rse', tone: 'green' })],
  paddedLightEn: [aBlock('splash-text', commitmentEn, { style: 'rse', tone: 'light' })],
};
