import type { AnimationData } from '@paddock/api-clients/blocks';

/** The race told as one lap of the circuit: each key moment where the clock puts it. */
export const raceInOneLapFr: AnimationData = {
  title: 'Les 24 Heures en un tour',
  intro: 'Un tour de piste pour un tour d’horloge : les grands moments de la course.',
  moments: [
    {
      at: 0.03,
      label: '16:00',
      title: 'Le départ',
      caption: '62 voitures s’élancent sous le drapeau tricolore devant 300 000 spectateurs.',
    },
    {
      at: 0.17,
      label: '20:00',
      title: 'Le coucher du soleil',
      caption: 'Les équipes passent aux pneus de nuit ; les premiers abandons tombent.',
    },
    {
      at: 0.33,
      label: '00:00',
      title: 'Minuit, phares allumés',
      caption: 'Les voitures filent à plus de 330 km/h dans les Hunaudières, de nuit.',
    },
    {
      at: 0.5,
      label: '04:00',
      title: 'Le cœur de la nuit',
      caption: 'Les pilotes enchaînent des relais de trois heures ; les mécaniciens veillent.',
    },
    {
      at: 0.65,
      label: '07:30',
      title: 'Le lever du jour',
      caption: 'La brume se lève sur Mulsanne : les écarts se comptent en tours.',
    },
    {
      at: 0.95,
      label: '16:00',
      title: 'Le drapeau à damier',
      caption: 'Le vainqueur a parcouru plus de 5 000 km ; le public envahit la piste.',
    },
  ],
  duration: 4000,
  loop: true,
};

export const raceInOneLapEn: AnimationData = {
  title: 'The 24 Hours in one lap',
  intro: 'One lap of the track for one turn of the clock: the great moments of the race.',
  moments: [
    {
      at: 0.03,
      label: '4 pm',
      title: 'The start',
      caption: '62 cars take the French flag in front of 300,000 spectators.',
    },
    {
      at: 0.17,
      label: '8 pm',
      title: 'Sunset',
      caption: 'Teams switch to night tyres; the first retirements come.',
    },
    {
      at: 0.33,
      label: 'Midnight',
      title: 'Headlights on',
      caption: 'Cars top 330 km/h down the Hunaudières straight, in the dark.',
    },
    {
      at: 0.5,
      label: '4 am',
      title: 'The dead of night',
      caption: 'Drivers go through three-hour stints; the mechanics keep watch.',
    },
    {
      at: 0.65,
      label: '7:30 am',
      title: 'Daybreak',
      caption: 'The mist lifts over Mulsanne: gaps are counted in laps.',
    },
    {
      at: 0.95,
      label: '4 pm',
      title: 'The chequered flag',
      caption: 'The winner has covered more than 5,000 km; the crowd floods the track.',
    },
  ],
  duration: 4000,
  loop: true,
};
