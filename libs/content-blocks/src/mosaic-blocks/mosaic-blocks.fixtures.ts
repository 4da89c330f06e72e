import type { MosaicBlocksData } from '@paddock/api-clients/blocks';
import { tintedPicture } from '../kit/fixtures/pictures.js';
import { inLocales } from '../kit/fixtures/locales.js';

const square = (name: string, hue: number) => tintedPicture(name, 800, 800, hue);

/** Race week around the track: a feature, six pictures, two texts, no hole on phones nor desktop. */
export const { fr: raceWeekFr, en: raceWeekEn } = inLocales<MosaicBlocksData>((t) => ({
  title: t('Vivre la semaine des 24 Heures', 'Live the 24 Hours race week'),
  intro: t(
    'Du pesage au drapeau à damier, tout ce qui se passe autour de la piste.',
    'From scrutineering to the chequered flag, everything around the track.',
  ),
  tiles: [
    {
      kind: 'feature',
      title: t('Le village, jour et nuit', 'The village, day and night'),
      text: t(
        'Concerts, simulateurs, boutiques et restauration : le village ne dort jamais.',
        'Concerts, simulators, shops and food: the village never sleeps.',
      ),
      picture: tintedPicture(t('Le village', 'The village'), 1600, 1200, 30),
      cta: {
        text: t('Découvrir le village', 'Discover the village'),
        href: t('/fr/village', '/en/village'),
        style: 'light',
      },
    },
    {
      kind: 'picture',
      title: t('Parade des pilotes', 'Drivers’ parade'),
      picture: square(t('La parade', 'The parade'), 210),
      href: t('/fr/parade', '/en/parade'),
    },
    {
      kind: 'picture',
      title: t('Visite des stands', 'Pit walk'),
      picture: square(t('Les stands', 'The pits'), 0),
      href: t('/fr/pit-walk', '/en/pit-walk'),
    },
    {
      kind: 'text',
      title: t('Dormir au circuit', 'Sleep at the circuit'),
      text: t(
        'Campings ouverts du mercredi au lundi, sanitaires et navettes 24 h sur 24.',
        'Campsites open Wednesday to Monday, with showers and shuttles round the clock.',
      ),
      cta: {
        text: t('Réserver', 'Book'),
        href: t('/fr/billetterie/camping', '/en/tickets/camping'),
        style: 'simple-light',
      },
    },
    {
      kind: 'picture',
      title: t('Grande roue', 'Big wheel'),
      picture: square(t('La grande roue', 'The big wheel'), 300),
      href: t('/fr/animations', '/en/entertainment'),
    },
    {
      kind: 'picture',
      title: t('Musée des 24 Heures', '24 Hours Museum'),
      picture: square(t('Le musée', 'The museum'), 45),
      href: 'https://www.musee24h.example/',
    },
    {
      kind: 'picture',
      title: t('Le départ, samedi à 16 h', 'The start, Saturday at 4 pm'),
      picture: tintedPicture(t('Le départ', 'The start'), 1600, 800, 120),
      href: t('/fr/programme', '/en/schedule'),
      size: 'wide',
    },
    {
      kind: 'text',
      title: t('Le saviez-vous ?', 'Did you know?'),
      text: t(
        'La voiture gagnante parcourt plus de 5 000 km en 24 heures.',
        'The winning car covers more than 5,000 km in 24 hours.',
      ),
    },
  ],
}));
