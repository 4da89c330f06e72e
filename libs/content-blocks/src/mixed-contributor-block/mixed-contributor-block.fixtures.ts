import type { MixedContributorBlockData } from '@paddock/api-clients/blocks';
import { aBlock } from '../kit/fixtures/blocks.js';
import { seedPicture } from '../kit/fixtures/pictures.js';

/** A race engineer's night, the quote at the text's end, two captioned pictures. */
export const engineerFr: MixedContributorBlockData = {
  title: 'Une nuit au stand avec l’ingénieure de course',
  html: '<p>À 3 heures du matin, la voie des stands s’est vidée de ses curieux. Dans le box n° 38, Claire Morvan garde les yeux sur la télémétrie : <strong>températures des freins, usure des pneus, consommation</strong>.</p><p>Chaque arrêt se prépare vingt tours à l’avance, et chaque seconde gagnée au ravitaillement se paie en concentration.</p>',
  quote: {
    text: 'La nuit, on ne regarde plus le chrono : on écoute la voiture. Un bruit de trop, et c’est l’abandon.',
    name: 'Claire Morvan',
    role: 'Ingénieure de course, voiture n° 38',
    picture: seedPicture('CM', 'Claire Morvan', '#334155'),
  },
  pictures: [
    {
      picture: seedPicture('Stand', 'Les mécaniciens changent les pneus de nuit', '#1f2a5a'),
      caption: 'Changement de pneus à 3 h 12 : 14 secondes à l’arrêt.',
    },
    {
      picture: seedPicture('Télémétrie', 'Des écrans de télémétrie dans le box', '#0f3b3a'),
      caption: 'Les écrans du box : 200 capteurs suivis en direct.',
    },
  ],
  quotePosition: 'end',
};

export const engineerEn: MixedContributorBlockData = {
  title: 'A night in the pits with the race engineer',
  html: '<p>At 3 am the pit lane has emptied of onlookers. In garage 38, Claire Morvan keeps her eyes on the telemetry: <strong>brake temperatures, tyre wear, fuel use</strong>.</p><p>Every stop is planned twenty laps ahead, and every second saved at refuelling costs focus.</p>',
  quote: {
    text: 'At night you stop watching the clock: you listen to the car. One noise too many and it’s over.',
    name: 'Claire Morvan',
    role: 'Race engineer, car #38',
    picture: seedPicture('CM', 'Claire Morvan', '#334155'),
  },
  pictures: [
    {
      picture: seedPicture('Pits', 'Mechanics changing tyres at night', '#1f2a5a'),
      caption: 'Tyre change at 3:12 am: 14 seconds stationary.',
    },
    {
      picture: seedPicture('Telemetry', 'Telemetry screens in the garage', '#0f3b3a'),
      caption: 'The garage screens: 200 sensors followed live.',
    },
  ],
  quotePosition: 'end',
};

/** A driver's word, the quote at the text's start, without pictures nor portrait. */
export const driverFr: MixedContributorBlockData = {
  title: 'Le premier relais',
  html: '<p>Prendre le départ, c’est <em>porter l’équipe sur ses épaules</em> pendant les premières heures : rester hors des ennuis, garder les pneus, ne rien offrir aux autres.</p>',
  quote: {
    text: 'Dans les Hunaudières, à 330 km/h, tu as le temps de penser à tout. C’est ça le plus dur.',
    name: 'Thomas Lefèvre',
    role: 'Pilote, voiture n° 7',
  },
  quotePosition: 'start',
};

export const driverEn: MixedContributorBlockData = {
  title: 'The first stint',
  html: '<p>Taking the start means <em>carrying the team on your shoulders</em> for the first hours: stay out of trouble, save the tyres, give nothing away.</p>',
  quote: {
    text: 'On the Hunaudières, at 330 km/h, you have time to think about everything. That’s the hardest part.',
    name: 'Thomas Lefèvre',
    role: 'Driver, car #7',
  },
  quotePosition: 'start',
};

/** A marshal's quote alone, with one picture. */
export const marshalFr: MixedContributorBlockData = {
  quote: {
    text: 'Trente ans au poste d’Arnage, et le même frisson quand les phares apparaissent.',
    name: 'Josiane Perrault',
    role: 'Commissaire de piste bénévole',
    picture: seedPicture('JP', 'Josiane Perrault', '#3f7d20'),
  },
  pictures: [
    {
      picture: seedPicture('Arnage', 'Le poste des commissaires à Arnage', '#3f3f46'),
      caption: 'Le poste 112, au virage d’Arnage.',
    },
  ],
  quotePosition: 'end',
};

export const marshalEn: MixedContributorBlockData = {
  quote: {
    text: 'Thirty years at the Arnage post, and the same thrill when the headlights appear.',
    name: 'Josiane Perrault',
    role: 'Volunteer track marshal',
    picture: seedPicture('JP', 'Josiane Perrault', '#3f7d20'),
  },
  pictures: [
    {
      picture: seedPicture('Arnage', 'The marshals’ post at Arnage', '#3f3f46'),
      caption: 'Post 112, at the Arnage corner.',
    },
  ],
  quotePosition: 'end',
};

export const mixedContributorBlocks = {
  fr: [aBlock('mixed-contributor-block', engineerFr)],
  en: [aBlock('mixed-contributor-block', engineerEn, { tone: 'light' })],
  startDark: [aBlock('mixed-contributor-block', driverFr, { tone: 'dark' })],
  startEn: [aBlock('mixed-contributor-block', driverEn, { style: 'secondary', tone: 'light' })],
  quoteGreen: [aBlock('mixed-contributor-block', marshalFr, { style: 'rse', tone: 'green' })],
  quoteDarkEn: [aBlock('mixed-contributor-block', marshalEn, { tone: 'dark' })],
};
