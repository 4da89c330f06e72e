import type { LiveMotoData } from '@paddock/api-clients/blocks';
import type { LiveTiming } from '@paddock/api-clients/contracts';
import { classification } from '../kit/fixtures/live-timing.js';

const entries = classification([
  [
    '1',
    'EWC',
    'Équipe Tricolore Yamaha',
    'Yamaha YZF-R1',
    ['Nicolò Canale', 'Marvin Fries', 'Karel Hanák'],
    512,
    0,
    98_051,
  ],
  [
    '5',
    'EWC',
    'Kansai Honda Endurance',
    'Honda CBR1000RR-R Fireblade',
    ['Josh Hooper', 'Mike Di Marco', 'Alain Teyssier'],
    512,
    4_251,
    98_318,
  ],
  [
    '12',
    'EWC',
    'Hamamatsu Endurance',
    'Suzuki GSX-R1000R',
    ['Grégoire Lebrun', 'Étienne Mazière', 'Daiki Ozaki'],
    511,
    87_654,
    98_216,
    'pit',
  ],
  [
    '37',
    'EWC',
    'Munich Endurance Team',
    'BMW M 1000 RR',
    ['Markus Reinhardt', 'Ilja Mikhailov', 'Jérémie Guérin'],
    510,
    13_046,
    99_887,
  ],
  [
    '6',
    'EWC',
    'Bologna Endurance',
    'Ducati Panigale V4 R',
    ['Chris Davenport', 'Andrea Lombardi', 'Bastien Mercx'],
    508,
    19_493,
    99_237,
  ],
  [
    '44',
    'Superstock',
    'Lac Léman Racing',
    'Suzuki GSX-R1000R',
    ['Julien Bauer', 'Kenny Forestier', 'Luca Hofer'],
    497,
    101_013,
    101_409,
  ],
  [
    '55',
    'Superstock',
    'Team Brigade 72',
    'Yamaha YZF-R1',
    ['Matthieu Gineste', 'Hugo Robin', 'Axel Nouvel'],
    496,
    119_817,
    102_254,
  ],
  [
    '96',
    'Superstock',
    'Rhône Moto Sport',
    'Yamaha YZF-R1',
    ['Paul Chapuis', 'Enzo Boulanger', 'Théo Revel'],
    231,
    126_457,
    101_536,
    'retired',
  ],
]);

const session = {
  status: 'running',
  flag: 'full-course-yellow',
  startsAt: '2027-04-17T15:00:00+02:00',
  durationSeconds: 86_400,
  elapsedSeconds: 50_400,
} as const;

/** The motorbike race, fourteen hours in, under a full course yellow. */
export const motoTimingFr: LiveTiming = {
  site: 'moto',
  event: '24 Heures Motos 2027',
  session: { ...session, name: 'Course' },
  updatedAt: '2027-04-18T05:00:00+02:00',
  entries,
};

export const motoTimingEn: LiveTiming = {
  ...motoTimingFr,
  event: '2027 24 Heures Motos',
  session: { ...session, name: 'Race' },
};

/** After the chequered flag. */
export const motoTimingFinished: LiveTiming = {
  ...motoTimingEn,
  session: {
    ...motoTimingEn.session,
    status: 'finished',
    flag: 'chequered',
    elapsedSeconds: 86_400,
  },
};

export const liveMotoFr: LiveMotoData = {
  title: 'Les 24 Heures Motos en direct',
  text: 'Le classement des motos, mis à jour toutes les vingt secondes.',
};

export const liveMotoEn: LiveMotoData = {
  title: 'The 24 Heures Motos live',
  text: 'The bikes’ classification, updated every twenty seconds.',
  classes: ['EWC', 'Superstock'],
  cta: {
    text: 'Race centre',
    href: 'https://www.24h-motos.example/en/live',
    style: 'light',
    target: '_blank',
  },
};
