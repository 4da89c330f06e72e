import type { MixedContributorBlockData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';
import { inLocales } from '../kit/fixtures/locales.js';

/** A race engineer's night, the quote at the text's end, two captioned pictures. */
export const { fr: engineerFr, en: engineerEn } = inLocales<MixedContributorBlockData>((t) => ({
  title: t(
    'Une nuit au stand avec l’ingénieure de course',
    'A night in the pits with the race engineer',
  ),
  html: t(
    '<p>À 3 heures du matin, la voie des stands s’est vidée de ses curieux. Dans le box n° 38, Claire Morvan garde les yeux sur la télémétrie : <strong>températures des freins, usure des pneus, consommation</strong>.</p><p>Chaque arrêt se prépare vingt tours à l’avance, et chaque seconde gagnée au ravitaillement se paie en concentration.</p>',
    '<p>At 3 am the pit lane has emptied of onlookers. In garage 38, Claire Morvan keeps her eyes on the telemetry: <strong>brake temperatures, tyre wear, fuel use</strong>.</p><p>Every stop is planned twenty laps ahead, and every second saved at refuelling costs focus.</p>',
  ),
  quote: {
    text: t(
      'La nuit, on ne regarde plus le chrono : on écoute la voiture. Un bruit de trop, et c’est l’abandon.',
      'At night you stop watching the clock: you listen to the car. One noise too many and it’s over.',
    ),
    name: 'Claire Morvan',
    role: t('Ingénieure de course, voiture n° 38', 'Race engineer, car #38'),
    picture: seedPicture('CM', 'Claire Morvan', '#334155'),
  },
  pictures: [
    {
      picture: seedPicture(
        t('Stand', 'Pits'),
        t('Les mécaniciens changent les pneus de nuit', 'Mechanics changing tyres at night'),
        '#1f2a5a',
      ),
      caption: t(
        'Changement de pneus à 3 h 12 : 14 secondes à l’arrêt.',
        'Tyre change at 3:12 am: 14 seconds stationary.',
      ),
    },
    {
      picture: seedPicture(
        t('Télémétrie', 'Telemetry'),
        t('Des écrans de télémétrie dans le box', 'Telemetry screens in the garage'),
        '#0f3b3a',
      ),
      caption: t(
        'Les écrans du box : 200 capteurs suivis en direct.',
        'The garage screens: 200 sensors followed live.',
      ),
    },
  ],
  quotePosition: 'end',
}));

/** A driver's word, the quote at the text's start, without pictures nor portrait. */
export const { fr: driverFr, en: driverEn } = inLocales<MixedContributorBlockData>((t) => ({
  title: t('Le premier relais', 'The first stint'),
  html: t(
    '<p>Prendre le départ, c’est <em>porter l’équipe sur ses épaules</em> pendant les premières heures : rester hors des ennuis, garder les pneus, ne rien offrir aux autres.</p>',
    '<p>Taking the start means <em>carrying the team on your shoulders</em> for the first hours: stay out of trouble, save the tyres, give nothing away.</p>',
  ),
  quote: {
    text: t(
      'Dans les Hunaudières, à 330 km/h, tu as le temps de penser à tout. C’est ça le plus dur.',
      'On the Hunaudières, at 330 km/h, you have time to think about everything. That’s the hardest part.',
    ),
    name: 'Thomas Lefèvre',
    role: t('Pilote, voiture n° 7', 'Driver, car #7'),
  },
  quotePosition: 'start',
}));

/** A marshal's quote alone, with one picture. */
export const { fr: marshalFr, en: marshalEn } = inLocales<MixedContributorBlockData>((t) => ({
  quote: {
    text: t(
      'Trente ans au poste d’Arnage, et le même frisson quand les phares apparaissent.',
      'Thirty years at the Arnage post, and the same thrill when the headlights appear.',
    ),
    name: 'Josiane Perrault',
    role: t('Commissaire de piste bénévole', 'Volunteer track marshal'),
    picture: seedPicture('JP', 'Josiane Perrault', '#3f7d20'),
  },
  pictures: [
    {
      picture: seedPicture(
        'Arnage',
        t('Le poste des commissaires à Arnage', 'The marshals’ post at Arnage'),
        '#3f3f46',
      ),
      caption: t('Le poste 112, au virage d’Arnage.', 'Post 112, at the Arnage corner.'),
    },
  ],
  quotePosition: 'end',
}));

export const mixedContributorBlocks = {
  fr: [aBlock('mixed-contributor-block', engineerFr)],
  en: [aBlock('mixed-contributor-block', engineerEn, { tone: 'light' })],
  startDark: [aBlock('mixed-contributor-block', driverFr, { tone: 'dark' })],
  startEn: [aBlock('mixed-contributor-block', driverEn, { style: 'secondary', tone: 'light' })],
  quoteGreen: [aBlock('mixed-contributor-block', marshalFr, { style: 'rse', tone: 'green' })],
  quoteDarkEn: [aBlock('mixed-contributor-block', marshalEn, { tone: 'dark' })],
};
