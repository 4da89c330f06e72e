import type { AnimationData } from '@paddock/api-clients/blocks';
import { inLocales } from '../kit/fixtures/locales.js';

/** The race told as one lap of the circuit: each key moment where the clock puts it. */
export const { fr: raceInOneLapFr, en: raceInOneLapEn } = inLocales<AnimationData>((t) => ({
  title: t('Les 24 Heures en un tour', 'The 24 Hours in one lap'),
  intro: t(
    'Un tour de piste pour un tour d’horloge : les grands moments de la course.',
    'One lap of the track for one turn of the clock: the great moments of the race.',
  ),
  moments: [
    {
      at: 0.03,
      label: t('16:00', '4 pm'),
      title: t('Le départ', 'The start'),
      caption: t(
        '62 voitures s’élancent sous le drapeau tricolore devant 300 000 spectateurs.',
        '62 cars take the French flag in front of 300,000 spectators.',
      ),
    },
    {
      at: 0.17,
      label: t('20:00', '8 pm'),
      title: t('Le coucher du soleil', 'Sunset'),
      caption: t(
        'Les équipes passent aux pneus de nuit ; les premiers abandons tombent.',
        'Teams switch to night tyres; the first retirements come.',
      ),
    },
    {
      at: 0.33,
      label: t('00:00', 'Midnight'),
      title: t('Minuit, phares allumés', 'Headlights on'),
      caption: t(
        'Les voitures filent à plus de 330 km/h dans les Hunaudières, de nuit.',
        'Cars top 330 km/h down the Hunaudières straight, in the dark.',
      ),
    },
    {
      at: 0.5,
      label: t('04:00', '4 am'),
      title: t('Le cœur de la nuit', 'The dead of night'),
      caption: t(
        'Les pilotes enchaînent des relais de trois heures ; les mécaniciens veillent.',
        'Drivers go through three-hour stints; the mechanics keep watch.',
      ),
    },
    {
      at: 0.65,
      label: t('07:30', '7:30 am'),
      title: t('Le lever du jour', 'Daybreak'),
      caption: t(
        'La brume se lève sur Mulsanne : les écarts se comptent en tours.',
        'The mist lifts over Mulsanne: gaps are counted in laps.',
      ),
    },
    {
      at: 0.95,
      label: t('16:00', '4 pm'),
      title: t('Le drapeau à damier', 'The chequered flag'),
      caption: t(
        'Le vainqueur a parcouru plus de 5 000 km ; le public envahit la piste.',
        'The winner has covered more than 5,000 km; the crowd floods the track.',
      ),
    },
  ],
  duration: 4000,
  loop: true,
}));
