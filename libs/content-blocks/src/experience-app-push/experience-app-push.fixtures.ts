import type { ExperienceAppPushData } from '@paddock/api-clients/blocks';
import { drawnPicture } from '../kit/fixtures/pictures.js';

const appStoreUrl = 'https://apps.apple.com/fr/app/24h-du-mans/id1234567890';
const googlePlayUrl = 'https://play.google.com/store/apps/details?id=example.lemans24';

/** The official app: live timing, e-tickets, the circuit map. */
export const appFr: ExperienceAppPushData = {
  title: 'L’application officielle des 24 Heures',
  text: 'Toute la course dans votre poche, du pesage au drapeau à damier.',
  picture: {
    ...drawnPicture('Live', 900, 1900, 355),
    alt: 'Le classement en direct dans l’application',
  },
  benefits: [
    'Classement et chronos en direct',
    'Vos billets électroniques, même hors connexion',
    'Le plan du circuit et les temps d’attente',
    'Les alertes de la direction de course',
  ],
  appStoreUrl,
  googlePlayUrl,
  picturePosition: 'end',
};

export const appEn: ExperienceAppPushData = {
  title: 'The official 24 Hours app',
  text: 'The whole race in your pocket, from scrutineering to the chequered flag.',
  picture: { ...drawnPicture('Live', 900, 1900, 355), alt: 'Live standings in the app' },
  benefits: [
    'Live standings and lap times',
    'Your e-tickets, even offline',
    'The circuit map and waiting times',
    'Race control alerts',
  ],
  appStoreUrl,
  googlePlayUrl,
  picturePosition: 'start',
};

/** Text only, one store. */
export const androidOnlyFr: ExperienceAppPushData = {
  title: 'Le guide du spectateur',
  text: 'Disponible d’abord sur Android, bientôt sur iPhone.',
  googlePlayUrl,
  picturePosition: 'end',
};
