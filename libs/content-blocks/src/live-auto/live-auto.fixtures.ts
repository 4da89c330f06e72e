import type { LiveAutoData } from '@paddock/api-clients/blocks';
import type { LiveTiming } from '@paddock/api-clients/contracts';
import { classification } from '../kit/fixtures/live-timing.js';
import { inLocales } from '../kit/fixtures/locales.js';

const carEntries = classification([
  [
    '7',
    'Hypercar',
    'Kyoto Hybrid Racing',
    'Toyota GR010 Hybrid',
    ['Kenji Morita', 'Lucas Berthier', 'Tom Lindqvist'],
    212,
    0,
    209_412,
  ],
  [
    '50',
    'Hypercar',
    'Scuderia Rossa Corse',
    'Ferrari 499P',
    ['Matteo Ferraro', 'Antonio Gallo', 'Nicolas Brun'],
    212,
    12_345,
    208_977,
  ],
  [
    '6',
    'Hypercar',
    'Stuttgart Endurance',
    'Porsche 963',
    ['Felix Braun', 'Laurent Vidal', 'Jonas Keller'],
    212,
    74_020,
    210_118,
    'pit',
  ],
  [
    '93',
    'Hypercar',
    'Lion Sport',
    'Peugeot 9X8',
    ['Paul Deschamps', 'Mikkel Sørensen', 'Hugo Vautrin'],
    211,
    31_870,
    209_905,
  ],
  [
    '35',
    'Hypercar',
    'Alpine Bleu Endurance',
    'Alpine A424',
    ['Charles Mercier', 'Théo Garnier', 'Max Reinholt'],
    210,
    95_402,
    211_764,
  ],
  [
    '22',
    'LMP2',
    'United Prototype Team',
    'Oreca 07-Gibson',
    ['Nathan Cole', 'Pietro Valente', 'Olivier Jarnac'],
    203,
    1_922_310,
    217_640,
  ],
  [
    '28',
    'LMP2',
    'Ouest Racing',
    'Oreca 07-Gibson',
    ['Maxime Leroux', 'Yann Le Gall', 'Clément Ruel'],
    203,
    1_990_004,
    218_211,
  ],
  [
    '183',
    'LMP2',
    'Vitesse Bleue',
    'Oreca 07-Gibson',
    ['François Pradel', 'Ben Whitaker', 'Mathieu Vasseur'],
    202,
    2_001_456,
    218_930,
  ],
  [
    '92',
    'LMGT3',
    'Eifel Racing',
    'Porsche 911 GT3 R',
    ['Reinhard Lutz', 'Ricardo Peralta', 'Maurits Schoonhoven'],
    186,
    5_401_877,
    236_412,
  ],
  [
    '54',
    'LMGT3',
    'Corsa Vista',
    'Ferrari 296 GT3',
    ['Francesco Castaldi', 'Thomas Flückiger', 'Daniele Rigamonti'],
    186,
    5_466_020,
    237_003,
  ],
  [
    '85',
    'LMGT3',
    'Pink Wings Racing',
    'Lamborghini Huracán GT3 Evo2',
    ['Sarah Bonnet', 'Michelle Gärtner', 'Dorine Pinel'],
    185,
    5_470_311,
    237_519,
  ],
  [
    '59',
    'LMGT3',
    'Albion GT',
    'McLaren 720S GT3 Evo',
    ['James Cotterill', 'Grégoire Sauvageot', 'Nicolás Acosta'],
    97,
    2_913_004,
    238_652,
    'retired',
  ],
]);

const session = {
  status: 'running',
  flag: 'green',
  startsAt: '2027-06-12T16:00:00+02:00',
  durationSeconds: 86_400,
  elapsedSeconds: 45_296,
} as const;

/** The car race, twelve and a half hours in, as the content service answers in French. */
export const carTimingFr: LiveTiming = {
  site: 'auto',
  event: '24 Heures du Mans 2027',
  session: { ...session, name: 'Course' },
  updatedAt: '2027-06-13T04:34:56+02:00',
  entries: carEntries,
};

export const carTimingEn: LiveTiming = {
  ...carTimingFr,
  event: '2027 24 Hours of Le Mans',
  session: { ...session, name: 'Race' },
};

/** The next answer: the safety car is out, and the Ferrari leads. */
export const carTimingUnderSafetyCar: LiveTiming = {
  ...carTimingFr,
  session: { ...carTimingFr.session, flag: 'safety-car', elapsedSeconds: 45_316 },
  updatedAt: '2027-06-13T04:35:16+02:00',
  entries: classification([
    [
      '50',
      'Hypercar',
      'Scuderia Rossa Corse',
      'Ferrari 499P',
      ['Matteo Ferraro', 'Antonio Gallo', 'Nicolas Brun'],
      213,
      0,
      208_102,
    ],
    [
      '7',
      'Hypercar',
      'Kyoto Hybrid Racing',
      'Toyota GR010 Hybrid',
      ['Kenji Morita', 'Lucas Berthier', 'Tom Lindqvist'],
      213,
      1_042,
      209_877,
    ],
  ]),
};

/** Before the race: the session is to come, nobody has a time. */
export const carTimingScheduled: LiveTiming = {
  ...carTimingFr,
  session: { ...carTimingFr.session, status: 'scheduled', elapsedSeconds: 0 },
  entries: [],
};

/** The blocks of the live timing page (fr, en). */
export const { fr: liveAutoFr, en: liveAutoEn } = inLocales<LiveAutoData>((t) => ({
  title: t('Classement en direct', 'Live classification'),
  text: t(
    'Suivez la course tour après tour : positions, écarts et arrêts au stand.',
    'Follow the race lap by lap: positions, gaps and pit stops.',
  ),
  cta: {
    text: t('Chronométrage complet', 'Full timing'),
    href: t('https://live.24h-lemans.example/fr', 'https://live.24h-lemans.example/en'),
    style: 'primary',
    target: '_blank',
  },
}));

/** The home's short board: the Hypercars, top five. */
export const liveAutoTopFive: LiveAutoData = {
  title: 'Hypercar : le top 5',
  classes: ['Hypercar'],
  limit: 5,
};
