import type { SplashTextData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** The home's statement over the start's picture, centred. */
export const { fr: raceStatementFr, en: raceStatementEn } = inLocales<SplashTextData>((t) => ({
  kicker: t('La course', 'The race'),
  title: t('24 heures.\n62 voitures.\n1 vainqueur.', '24 hours.\n62 cars.\n1 winner.'),
  text: t(
    'Samedi, 16 h : le drapeau tricolore s’abaisse et le compte à rebours ne s’arrête plus.',
    'Saturday, 4 pm: the French flag drops and the countdown never stops.',
  ),
  picture: seedPicture(
    t('Départ', 'Start'),
    t('Le départ des 24 Heures', 'The start of the 24 Hours'),
    '#7a1020',
  ),
  cta: {
    text: t('Réserver ma place', 'Book my seat'),
    href: t('/fr/billetterie', '/en/tickets'),
    style: 'primary',
  },
  alignment: 'centered',
}));

/** The crowd's figure, at the start, without a picture. */
export const { fr: crowdFr, en: crowdEn } = inLocales<SplashTextData>((t) => ({
  title: t('300 000 spectateurs.\nUne seule ligne d’arrivée.', '300,000 fans.\nOne finish line.'),
  text: t(
    'Du village au virage d’Arnage, le circuit vit jour et nuit.',
    'From the village to the Arnage corner, the circuit lives day and night.',
  ),
  cta: {
    text: t('Découvrir le circuit', 'Discover the circuit'),
    href: t('/fr/circuit', '/en/circuit'),
    style: 'transparent',
  },
  alignment: 'left',
}));

/** The RSE commitment, centred in a padded panel. */
export const { fr: commitmentFr, en: commitmentEn } = inLocales<SplashTextData>((t) => ({
  kicker: t('Engagement', 'Commitment'),
  title: t('Zéro plastique jetable au village.', 'Zero single-use plastic in the village.'),
  text: t(
    'Gobelets consignés, fontaines à eau et tri à chaque stand.',
    'Deposit cups, water fountains and sorting at every stand.',
  ),
  alignment: 'centeredPadded',
}));

export const splashTextBlocks = {
  fr: [aBlock('splash-text', raceStatementFr)],
  en: [aBlock('splash-text', raceStatementEn, { tone: 'light' })],
  leftDark: [aBlock('splash-text', crowdFr, { tone: 'dark' })],
  leftLightEn: [aBlock('splash-text', crowdEn, { tone: 'light', style: 'secondary' })],
  paddedGreen: [aBlock('splash-text', commitmentFr, { style: 'rse', tone: 'green' })],
  paddedLightEn: [aBlock('splash-text', commitmentEn, { style: 'rse', tone: 'light' })],
};
